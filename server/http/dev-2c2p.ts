import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../domain/context/clock.js';
import { escapeHtml } from '../providers/identity/dev-idp-provider.js';
import type { PaymentFetch } from '../providers/payments/index.js';
import { JwtError, signJwt, verifyJwt, type P2c2pConfig } from '../providers/payments/p2c2p.js';
import type { Db } from '../db/client.js';
import { devGatewayStore } from './dev-gateway-store.js';
import { acceptForms, formatVnd, sandboxPage, withQuery } from './dev-payments-page.js';

/*
 * The 2C2P sandbox (never in production): the two PGW v4.3 endpoints Wayfare calls
 * (/dev/2c2p/payment/4.3/paymentToken and paymentInquiry, JWT in and out, signed with the
 * configured secret) and the hosted payment page they point to. Paying there sends the signed
 * backend notification, then returns the browser to frontendReturnUrl?paymentResponse=… .
 * Pending payments live in memory; a payment's result is also kept in the database
 * (dev-gateway-store.ts), so paymentInquiry still answers it after a restart, as 2C2P would.
 */

const CHANNELS = [
  { code: 'CC', name: 'Credit / debit card' },
  { code: 'QR', name: 'QR payment' },
  { code: 'DPAY', name: 'Digital wallet' },
];
const RESULTS = {
  success: { respCode: '0000', respDesc: 'Success' },
  fail: { respCode: '4005', respDesc: 'Transaction is rejected by bank' },
  cancel: { respCode: '0003', respDesc: 'Transaction is cancelled' },
} as const;

interface SandboxPayment {
  token: string;
  invoiceNo: string;
  amount: number;
  description: string;
  frontendReturnUrl: string;
  backendReturnUrl: string;
  respCode: string;
  respDesc: string;
  tranRef: string | null;
  channelCode: string | null;
  /** The channels the payment token allows (its paymentChannel), as 2C2P's page offers them. */
  channels: string[];
}

/** A token's paymentChannel: the known codes it names, or every channel when it names none. */
function allowedChannels(requested: unknown): string[] {
  const codes = Array.isArray(requested)
    ? CHANNELS.filter((c) => requested.includes(c.code)).map((c) => c.code)
    : [];
  return codes.length > 0 ? codes : CHANNELS.map((c) => c.code);
}

export async function dev2c2pRoutes(
  app: FastifyInstance,
  opts: { config: P2c2pConfig; clock: Clock; fetch: PaymentFetch; db?: Db },
) {
  const { config } = opts;
  const payments = new Map<string, SandboxPayment>();
  const store = devGatewayStore(opts.db);
  acceptForms(app);

  const signed = async (payload: Record<string, unknown>) => ({
    payload: await signJwt(payload, config.secretKey),
  });
  const readPayload = async (body: unknown): Promise<Record<string, unknown> | null> => {
    const token = (body as { payload?: unknown } | null)?.payload;
    if (typeof token !== 'string') return null;
    try {
      return await verifyJwt(token, config.secretKey);
    } catch (error) {
      if (error instanceof JwtError) return null;
      throw error;
    }
  };
  const latestFor = (invoiceNo: string) =>
    [...payments.values()].reverse().find((p) => p.invoiceNo === invoiceNo);

  app.post('/dev/2c2p/payment/4.3/paymentToken', async (request, reply) => {
    const input = await readPayload(request.body);
    if (!input)
      return reply.code(400).send({ respCode: '9042', respDesc: 'Invalid JWT signature' });
    const { merchantID, invoiceNo, amount, currencyCode, frontendReturnUrl, backendReturnUrl } =
      input;
    if (merchantID !== config.merchantId)
      return signed({ respCode: '9015', respDesc: 'Merchant not found' });
    if (typeof invoiceNo !== 'string' || !/^[A-Za-z0-9]{1,50}$/.test(invoiceNo)) {
      return signed({ respCode: '9007', respDesc: 'Invalid invoiceNo' });
    }
    if (
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      currencyCode !== 'VND'
    ) {
      return signed({ respCode: '9004', respDesc: 'Invalid amount or currencyCode' });
    }
    if (typeof frontendReturnUrl !== 'string' || typeof backendReturnUrl !== 'string') {
      return signed({ respCode: '9006', respDesc: 'Return URLs are required' });
    }
    const token = randomBytes(18).toString('base64url');
    payments.set(token, {
      token,
      invoiceNo,
      amount,
      description: String(input.description ?? ''),
      frontendReturnUrl,
      backendReturnUrl,
      respCode: '0001',
      respDesc: 'Transaction is pending',
      tranRef: null,
      channelCode: null,
      channels: allowedChannels(input.paymentChannel),
    });
    if (payments.size > 500) payments.delete(payments.keys().next().value as string);
    const origin = new URL(config.apiUrl).origin;
    return signed({
      webPaymentUrl: `${origin}/dev/2c2p/pay/${token}`,
      paymentToken: token,
      respCode: '0000',
      respDesc: 'Success',
    });
  });

  app.post('/dev/2c2p/payment/4.3/paymentInquiry', async (request, reply) => {
    const input = await readPayload(request.body);
    if (!input)
      return reply.code(400).send({ respCode: '9042', respDesc: 'Invalid JWT signature' });
    const invoiceNo = typeof input.invoiceNo === 'string' ? input.invoiceNo : null;
    const payment = invoiceNo
      ? (latestFor(invoiceNo) ?? storedPayment(await store.get('P2C2P', invoiceNo)))
      : undefined;
    if (input.merchantID !== config.merchantId || !payment) {
      return signed({ respCode: '2002', respDesc: 'Transaction not found' });
    }
    return signed(resultPayload(payment));
  });

  const storedPayment = (data: Record<string, string> | null): SandboxPayment | undefined =>
    data
      ? {
          token: '',
          invoiceNo: data.invoiceNo,
          amount: Number(data.amount),
          description: '',
          frontendReturnUrl: '',
          backendReturnUrl: '',
          respCode: data.respCode,
          respDesc: data.respDesc,
          tranRef: data.tranRef || null,
          channelCode: data.channelCode || null,
          channels: data.channelCode ? [data.channelCode] : [],
        }
      : undefined;

  const resultPayload = (p: SandboxPayment) => ({
    merchantID: config.merchantId,
    invoiceNo: p.invoiceNo,
    amount: p.amount,
    currencyCode: 'VND',
    tranRef: p.tranRef,
    channelCode: p.channelCode,
    transactionDateTime: opts.clock.now().toISOString(),
    respCode: p.respCode,
    respDesc: p.respDesc,
  });

  app.get('/dev/2c2p/pay/:token', async (request, reply) => {
    const payment = payments.get((request.params as { token: string }).token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!payment || payment.respCode !== '0001') {
      reply.code(404);
      return sandboxPage(
        '2C2P',
        '<h1>2C2P</h1><p class="error" role="alert">This payment token is unknown or was used.</p>',
      );
    }
    const channels = CHANNELS.filter((c) => payment.channels.includes(c.code))
      .map(
        (c, i) =>
          `<label><input type="radio" name="channel" value="${c.code}"${i ? '' : ' checked'}> ${c.name}</label>`,
      )
      .join('');
    return sandboxPage(
      '2C2P',
      `<h1>2C2P sandbox payment page</h1><dl><dt>Invoice</dt><dd>${escapeHtml(payment.invoiceNo)}</dd>
<dt>Description</dt><dd>${escapeHtml(payment.description)}</dd><dt>Amount</dt><dd>${formatVnd(payment.amount)}</dd></dl>
<form method="post" action="/dev/2c2p/pay/${payment.token}"><fieldset><legend>Channel</legend>${channels}</fieldset>
<button class="ok" name="outcome" value="success">Pay (succeeds)</button>
<button class="fail" name="outcome" value="fail">Pay (rejected by bank)</button>
<button name="outcome" value="cancel">Cancel</button></form>`,
    );
  });

  app.post('/dev/2c2p/pay/:token', async (request, reply) => {
    const payment = payments.get((request.params as { token: string }).token);
    const body = (request.body ?? {}) as Record<string, string>;
    const result = RESULTS[body.outcome as keyof typeof RESULTS];
    if (!payment || payment.respCode !== '0001' || !result) {
      reply.code(400).type('text/html; charset=utf-8');
      return sandboxPage(
        '2C2P',
        '<h1>2C2P</h1><p class="error" role="alert">Unknown payment or outcome.</p>',
      );
    }
    // The page offers only the token's channels; a channel it did not offer is refused.
    const channel = body.channel ?? payment.channels[0];
    if (!payment.channels.includes(channel as string)) {
      reply.code(400).type('text/html; charset=utf-8');
      return sandboxPage(
        '2C2P',
        '<h1>2C2P</h1><p class="error" role="alert">This channel is not offered for this payment.</p>',
      );
    }
    payment.respCode = result.respCode;
    payment.respDesc = result.respDesc;
    payment.channelCode = channel as string;
    payment.tranRef = body.outcome === 'cancel' ? null : String(randomInt(1_000_000, 9_999_999));
    // The gateway's own record first, before it notifies (a crash must not lose it).
    await store.put('P2C2P', payment.invoiceNo, {
      invoiceNo: payment.invoiceNo,
      amount: String(payment.amount),
      respCode: payment.respCode,
      respDesc: payment.respDesc,
      tranRef: payment.tranRef ?? '',
      channelCode: payment.channelCode,
    });
    try {
      await opts.fetch(payment.backendReturnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signed(resultPayload(payment))),
      });
    } catch (err) {
      request.log.warn({ err }, '2C2P sandbox: backend notification not delivered');
    }
    const paymentResponse = Buffer.from(
      JSON.stringify({
        invoiceNo: payment.invoiceNo,
        channelCode: payment.channelCode,
        respCode: payment.respCode === '0000' ? '2000' : payment.respCode,
        respDesc: payment.respDesc,
      }),
    ).toString('base64');
    return reply
      .header('cache-control', 'no-store')
      .redirect(
        withQuery(
          payment.frontendReturnUrl,
          `paymentResponse=${encodeURIComponent(paymentResponse)}`,
        ),
        303,
      );
  });
}
