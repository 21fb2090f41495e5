import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createVnpayRail } from '../../../server/providers/payments/vnpay';
import { SANDBOX_DEFAULTS } from '../../../server/providers/payments/config';
import { TestClock } from '../accounts/support';
import { freshTestDatabase } from '../support/database';
import { TestOrders, pathOf, queryOf, usePaymentsApp } from './support';

const t = usePaymentsApp();
const RETURN = 'http://127.0.0.1:5173/checkout/success-flight?session=42';
const request = (orderRef: string, amount: number) => ({
  orderRef,
  amount,
  description: 'Vé máy bay HAN-SGN',
  returnUrl: RETURN,
  locale: 'vi' as const,
});

/** The browser: opens the pay link, presses a button, follows the redirect. */
async function payOnVnpay(orderRef: string, amount: number, outcome: string) {
  const { app } = t();
  const start = await app.paymentRails.VNPAY!.createPayment(request(orderRef, amount));
  if (start.kind !== 'PAY_LINK') throw new Error('expected a pay link');
  const page = await app.inject({ method: 'GET', url: pathOf(start.payLink) });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(orderRef);
  // The page's form posts back every signed field plus the choice.
  const form = new URLSearchParams({ ...queryOf(start.payLink), bank: 'VCB', outcome });
  const paid = await app.inject({
    method: 'POST',
    url: '/dev/vnpay/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return { start, paid };
}

describe('VNPay sandbox, end to end', () => {
  it('a successful payment reaches the IPN, confirms the order and returns signed', async () => {
    const { app, orders } = t();
    orders.open('WFVNP0001', 1_250_000);
    const { paid } = await payOnVnpay('WFVNP0001', 1_250_000, 'success');
    expect(paid.statusCode).toBe(303);
    const location = String(paid.headers.location);
    expect(location.startsWith(`${RETURN}&vnp_`)).toBe(true);
    expect(orders.orders.get('WFVNP0001')?.status).toBe('PAID');
    // The return the browser lands on verifies with the merchant's rail.
    const back = await app.paymentRails.VNPAY!.verifyReturn!({
      query: queryOf(location),
      headers: {},
      body: '',
    });
    expect(back).toMatchObject({ orderRef: 'WFVNP0001', amount: 1_250_000, status: 'SUCCEEDED' });
    expect(back.providerTxnId).toMatch(/^\d{8}$/);
    const log = (await app.inject({ method: 'GET', url: '/dev/vnpay' })).json();
    expect(log[0]).toMatchObject({
      txn_ref: 'WFVNP0001',
      response_code: '00',
      http_status: 200,
      rsp_code: '00',
    });
  });

  it('a replayed IPN changes nothing and answers 02', async () => {
    const { app, orders } = t();
    orders.open('WFVNP0002', 500_000);
    const { paid } = await payOnVnpay('WFVNP0002', 500_000, 'success');
    expect(orders.orders.get('WFVNP0002')?.status).toBe('PAID');
    // The return carries the same signed result as the IPN; replay it as the gateway would.
    const replay = await app.inject({
      method: 'GET',
      url: `/payments/vnpay/ipn${new URL(String(paid.headers.location)).search}`,
    });
    expect(replay.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(orders.orders.get('WFVNP0002')?.status).toBe('PAID');
  });

  it('a declined payment is recorded as failed; a cancelled one only returns', async () => {
    const { app, orders } = t();
    orders.open('WFVNP0003', 700_000);
    const { paid } = await payOnVnpay('WFVNP0003', 700_000, 'fail');
    const declined = await app.paymentRails.VNPAY!.verifyReturn!({
      query: queryOf(String(paid.headers.location)),
      headers: {},
      body: '',
    });
    expect(declined).toMatchObject({ status: 'FAILED', providerCode: '51' });
    expect(orders.orders.get('WFVNP0003')).toMatchObject({ status: 'OPEN', failures: 1 });

    orders.open('WFVNP0004', 700_000);
    const before = orders.received.length;
    const cancelled = await payOnVnpay('WFVNP0004', 700_000, 'cancel');
    const back = await app.paymentRails.VNPAY!.verifyReturn!({
      query: queryOf(String(cancelled.paid.headers.location)),
      headers: {},
      body: '',
    });
    expect(back.status).toBe('CANCELLED');
    expect(orders.received.length).toBe(before);
    expect(orders.orders.get('WFVNP0004')).toMatchObject({ status: 'OPEN', failures: 0 });
  });

  it('IPN answers: 97 tampered, 01 unknown order, 04 wrong amount; nothing is settled', async () => {
    const { app, orders } = t();
    orders.open('WFVNP0005', 900_000);
    const rail = app.paymentRails.VNPAY!;
    // A result for an order the merchant does not have, and one with another amount: signed
    // correctly (the sandbox's secret), so only the order side can refuse them.
    const sign = (fields: Record<string, string>) => {
      const data = Object.keys(fields)
        .sort()
        .map((k) => `${k}=${encodeURIComponent(fields[k]!)}`)
        .join('&');
      const hash = createHmac('sha512', SANDBOX_DEFAULTS.vnpayHashSecret)
        .update(data)
        .digest('hex');
      return `${data}&vnp_SecureHash=${hash}`;
    };
    const base = {
      vnp_Amount: '90000000',
      vnp_ResponseCode: '00',
      vnp_TmnCode: SANDBOX_DEFAULTS.vnpayTmnCode,
      vnp_TransactionNo: '777',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: 'WFVNP0005',
    };
    const ipn = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/payments/vnpay/ipn?${query}` })).json().RspCode;
    expect(await ipn(sign({ ...base, vnp_TxnRef: 'WFNOSUCH1' }))).toBe('01');
    expect(await ipn(sign({ ...base, vnp_Amount: '100000' }))).toBe('04');
    expect(await ipn(sign(base).replace('vnp_Amount=90000000', 'vnp_Amount=100000'))).toBe('97');
    expect(await ipn('vnp_TxnRef=WFVNP0005')).toBe('97');
    expect(orders.orders.get('WFVNP0005')?.status).toBe('OPEN');
    expect(await ipn(sign(base))).toBe('00');
    expect(orders.orders.get('WFVNP0005')?.status).toBe('PAID');
    expect(rail.sandbox).toBe(true);
  });

  it('the gateway page refuses a pay URL whose signature or amount was changed', async () => {
    const { app } = t();
    const start = await app.paymentRails.VNPAY!.createPayment(request('WFVNP0006', 100_000));
    const link = start.kind === 'PAY_LINK' ? start.payLink : '';
    const tampered = await app.inject({
      method: 'GET',
      url: pathOf(link.replace('vnp_Amount=10000000', 'vnp_Amount=100')),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Invalid signature');
    const post = await app.inject({
      method: 'POST',
      url: '/dev/vnpay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...queryOf(link),
        vnp_Amount: '100',
        outcome: 'success',
      }).toString(),
    });
    expect(post.statusCode).toBe(400);
  });

  it('the gateway page refuses an expired payment', async () => {
    const { app, clock } = t();
    const start = await app.paymentRails.VNPAY!.createPayment({
      ...request('WFVNP0007', 100_000),
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    clock.advance(120);
    const page = await app.inject({
      method: 'GET',
      url: pathOf(start.kind === 'PAY_LINK' ? start.payLink : ''),
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('expired');
  });

  it('allows the sandbox form to redirect to any return origin, and only there', async () => {
    const { app } = t();
    const page = await app.inject({ method: 'GET', url: '/dev/bank' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /form-action 'self' http: https:/,
    );
    const home = await app.inject({ method: 'GET', url: '/health' });
    expect(String(home.headers['content-security-policy'])).toMatch(/form-action 'self'(;|$)/);
  });
});

describe('bank sandbox, end to end', () => {
  it('scanning the VietQR pays the order through a signed notification', async () => {
    const { app, orders } = t();
    orders.open('BKORDER001', 2_400_000);
    const start = await app.paymentRails.BANK_TRANSFER!.createPayment(
      request('BKORDER001', 2_400_000),
    );
    if (start.kind !== 'BANK_TRANSFER') throw new Error('expected a bank transfer');
    const sent = await app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: { qr: start.qrPayload },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().notification).toEqual({
      status: 200,
      answer: { ok: true, outcome: 'ACCEPTED' },
    });
    expect(orders.orders.get('BKORDER001')?.status).toBe('PAID');
    expect(orders.received.at(-1)).toMatchObject({
      rail: 'BANK_TRANSFER',
      orderRef: 'BKORDER001',
      amount: 2_400_000,
    });
  });

  it('a typed partial transfer is reported as AMOUNT_MISMATCH; a form post answers a page', async () => {
    const { app, orders } = t();
    orders.open('BKORDER002', 2_000_000);
    const sent = await app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=500000&description=chuyen+khoan+WFBKORDER002',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('AMOUNT_MISMATCH');
    expect(orders.orders.get('BKORDER002')?.status).toBe('OPEN');
  });

  it('a forged notification is refused with 401 and settles nothing', async () => {
    const { app, orders } = t();
    orders.open('BKORDER003', 100_000);
    const body = JSON.stringify({
      id: 'FT1',
      bank_bin: SANDBOX_DEFAULTS.bankBin,
      account_number: SANDBOX_DEFAULTS.bankAccountNumber,
      amount: 100_000,
      currency: 'VND',
      description: 'WFBKORDER003',
      credited_at: '2026-11-20T03:00:00Z',
    });
    const forged = await app.inject({
      method: 'POST',
      url: '/payments/bank/notifications',
      headers: {
        'content-type': 'application/json',
        'x-bank-signature': `t=${Math.floor(Date.parse('2026-11-20T03:00:00Z') / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect(orders.orders.get('BKORDER003')?.status).toBe('OPEN');
  });

  it('refuses a QR for another bank and a transfer to an unknown account', async () => {
    const { app } = t();
    const other = await app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: { amount: 1000, account_number: '1234' },
    });
    expect(other.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: { qr: '000201' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('2C2P sandbox, end to end', () => {
  it('token, payment page, backend notification, return and inquiry', async () => {
    const { app, orders } = t();
    orders.open('WF2C2P0001', 3_200_000);
    const rail = app.paymentRails.P2C2P!;
    const start = await rail.createPayment({ ...request('WF2C2P0001', 3_200_000), method: 'CC' });
    if (start.kind !== 'PAY_LINK') throw new Error('expected a pay link');
    const page = await app.inject({ method: 'GET', url: pathOf(start.payLink) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('WF2C2P0001');
    const paid = await app.inject({
      method: 'POST',
      url: new URL(start.payLink).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'channel=CC&outcome=success',
    });
    expect(paid.statusCode).toBe(303);
    expect(orders.orders.get('WF2C2P0001')?.status).toBe('PAID');
    const location = String(paid.headers.location);
    expect(location.startsWith(`${RETURN}&paymentResponse=`)).toBe(true);
    expect(
      await rail.verifyReturn!({ query: queryOf(location), headers: {}, body: '' }),
    ).toMatchObject({
      orderRef: 'WF2C2P0001',
      amount: 3_200_000,
      status: 'SUCCEEDED',
    });
    // The token is spent: the page will not take a second payment.
    expect((await app.inject({ method: 'GET', url: pathOf(start.payLink) })).statusCode).toBe(404);
  });

  it('a cancelled payment is recorded and the return says so', async () => {
    const { app, orders } = t();
    orders.open('WF2C2P0002', 100_000);
    const rail = app.paymentRails.P2C2P!;
    const start = await rail.createPayment(request('WF2C2P0002', 100_000));
    const paid = await app.inject({
      method: 'POST',
      url: new URL(start.kind === 'PAY_LINK' ? start.payLink : '').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=cancel',
    });
    expect(orders.orders.get('WF2C2P0002')).toMatchObject({ status: 'OPEN', failures: 1 });
    const back = await rail.verifyReturn!({
      query: queryOf(String(paid.headers.location)),
      headers: {},
      body: '',
    });
    expect(back.status).toBe('CANCELLED');
  });
});

describe('VNPay sandbox over the network to a merchant elsewhere', () => {
  let merchant: Server;
  const answered: string[] = [];
  const orders = new TestOrders();
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // A merchant server of its own, verifying IPNs with its own rail instance.
    const clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
    const rail = createVnpayRail(
      {
        tmnCode: SANDBOX_DEFAULTS.vnpayTmnCode,
        hashSecret: SANDBOX_DEFAULTS.vnpayHashSecret,
        payUrl: 'unused',
        sandbox: true,
        ipnUrl: 'unused',
      },
      clock,
    );
    merchant = createServer((req, res) => {
      void (async () => {
        const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
        let outcome: Parameters<typeof rail.answerNotification>[0];
        try {
          outcome = await orders.settle(
            await rail.verifyNotification({ query, headers: {}, body: '' }),
          );
        } catch {
          outcome = 'INVALID_SIGNATURE';
        }
        const answer = rail.answerNotification(outcome);
        answered.push(answer.body);
        res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
      })();
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    const port = (merchant.address() as AddressInfo).port;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './tests/server/fixtures/no-build',
      VNPAY_SANDBOX_IPN_URL: `http://127.0.0.1:${port}/vnpay/ipn`,
    });
    const database = await freshTestDatabase();
    const app = await buildApp({ config, database, logger: false, clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    close = async () => {
      await app.close();
      await database.close();
      await new Promise((resolve) => merchant.close(resolve));
    };
    orders.open('WFNET00001', 450_000);
    const start = await app.paymentRails.VNPAY!.createPayment(request('WFNET00001', 450_000));
    const link = start.kind === 'PAY_LINK' ? start.payLink : '';
    const page = await fetch(`${base}${pathOf(link)}`);
    expect(page.status).toBe(200);
    const paid = await fetch(`${base}/dev/vnpay/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...queryOf(link), bank: 'NCB', outcome: 'success' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  });
  afterAll(async () => close?.());

  it('delivers the signed IPN over HTTP and the merchant confirms it', () => {
    expect(answered).toEqual([JSON.stringify({ RspCode: '00', Message: 'Confirm Success' })]);
    expect(orders.orders.get('WFNET00001')?.status).toBe('PAID');
  });
});
