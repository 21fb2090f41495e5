import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../accounts/support';
import {
  createVnpayRail,
  vnpDate,
  vnpSignedQuery,
  type VnpayConfig,
} from '../../../server/providers/payments/vnpay';
import { PaymentRequestError, PaymentVerificationError } from '../../../server/providers/payments';

const SECRET = 'TESTSECRETTESTSECRETTESTSECRET12';
const config: VnpayConfig = {
  tmnCode: 'TESTTMN1',
  hashSecret: SECRET,
  payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  sandbox: false,
  ipnUrl: 'https://merchant.example/ipn',
};
// 2026-11-20 10:00:00 in Vietnam.
const clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
const rail = createVnpayRail(config, clock);
const hmac512 = (data: string) => createHmac('sha512', SECRET).update(data).digest('hex');

const request = {
  orderRef: 'WF2611ABC123',
  amount: 1_250_000,
  description: 'Thanh toán vé máy bay: HAN → SGN',
  returnUrl: 'https://wayfare.example/checkout/success-flight?session=7',
  locale: 'vi' as const,
  clientIp: '203.0.113.9',
};

describe('VNPay pay URL', () => {
  it('signs the sorted, URL-encoded vnp_* fields with HMAC-SHA512, amount ×100', async () => {
    const start = await rail.createPayment(request);
    expect(start.kind).toBe('PAY_LINK');
    const link = start.kind === 'PAY_LINK' ? start.payLink : '';
    expect(link.startsWith(`${config.payUrl}?`)).toBe(true);
    // The string VNPay's reference code signs, written out by hand: names in ASCII order,
    // values PHP-urlencoded (spaces as '+'), accents removed from the order info.
    const expected =
      'vnp_Amount=125000000&vnp_Command=pay&vnp_CreateDate=20261120100000' +
      '&vnp_CurrCode=VND&vnp_ExpireDate=20261120101500&vnp_IpAddr=203.0.113.9&vnp_Locale=vn' +
      '&vnp_OrderInfo=Thanh+toan+ve+may+bay+HAN+SGN&vnp_OrderType=other' +
      '&vnp_ReturnUrl=https%3A%2F%2Fwayfare.example%2Fcheckout%2Fsuccess-flight%3Fsession%3D7' +
      '&vnp_TmnCode=TESTTMN1&vnp_TxnRef=WF2611ABC123&vnp_Version=2.1.0';
    expect(link).toBe(`${config.payUrl}?${expected}&vnp_SecureHash=${hmac512(expected)}`);
    const params = new URL(link).searchParams;
    expect(params.get('vnp_Amount')).toBe('125000000');
    expect(params.get('vnp_OrderInfo')).toBe('Thanh toan ve may bay HAN SGN');
  });

  it('passes the chosen method as vnp_BankCode and the hold end as vnp_ExpireDate', async () => {
    const start = await rail.createPayment({
      ...request,
      locale: 'en',
      method: 'VNPAYQR',
      expiresAt: new Date('2026-11-20T03:07:30Z'),
    });
    const params = new URL(start.kind === 'PAY_LINK' ? start.payLink : '').searchParams;
    expect(params.get('vnp_BankCode')).toBe('VNPAYQR');
    expect(params.get('vnp_Locale')).toBe('en');
    expect(params.get('vnp_ExpireDate')).toBe('20261120100730');
  });

  it('refuses amounts that are not whole positive VND, bad references and methods', async () => {
    const refused = async (change: object) =>
      rail.createPayment({ ...request, ...change }).then(
        () => null,
        (e: unknown) => (e instanceof PaymentRequestError ? `${e.field}:${e.rule}` : String(e)),
      );
    expect(await refused({ amount: 1000.5 })).toBe('amount:integer');
    expect(await refused({ amount: 0 })).toBe('amount:integer');
    expect(await refused({ amount: 10_000_000_000 })).toBe('amount:max');
    expect(await refused({ orderRef: 'wf-1' })).toBe('orderRef:format');
    expect(await refused({ method: 'MOMO' })).toBe('method:enum');
    expect(await refused({ returnUrl: '/checkout' })).toBe('returnUrl:url');
  });

  it('writes dates in Vietnam time', () => {
    expect(vnpDate(new Date('2026-12-31T17:30:05Z'))).toBe('20270101003005');
  });
});

/** A gateway result signed by hand, the way VNPay signs its return and IPN. */
function gatewayQuery(fields: Record<string, string>, secret = SECRET): Record<string, string> {
  const data = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(fields[k]!).replace(/%20/g, '+')}`)
    .join('&');
  return { ...fields, vnp_SecureHash: createHmac('sha512', secret).update(data).digest('hex') };
}

const paid = {
  vnp_Amount: '125000000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14226112',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: 'Thanh toan ve may bay',
  vnp_PayDate: '20261120100512',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'TESTTMN1',
  vnp_TransactionNo: '14226112',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: 'WF2611ABC123',
};

const verify = (query: Record<string, string>) =>
  rail.verifyReturn!({ query, headers: {}, body: '' }).then(
    (r) => r,
    (e: unknown) => (e instanceof PaymentVerificationError ? e.reason : e),
  );

describe('VNPay return and IPN verification', () => {
  it('reads a correctly signed result: order, amount ÷100, status, transaction', async () => {
    expect(await verify(gatewayQuery(paid))).toEqual({
      rail: 'VNPAY',
      orderRef: 'WF2611ABC123',
      amount: 1_250_000,
      status: 'SUCCEEDED',
      providerTxnId: '14226112',
      providerCode: '00',
    });
    // vnp_SecureHashType (older versions) is not part of the signed data.
    expect(await verify({ ...gatewayQuery(paid), vnp_SecureHashType: 'HmacSHA512' })).toMatchObject(
      {
        status: 'SUCCEEDED',
      },
    );
  });

  it('maps declined and cancelled payments', async () => {
    const declined = { ...paid, vnp_ResponseCode: '51', vnp_TransactionStatus: '02' };
    const cancelled = { ...paid, vnp_ResponseCode: '24', vnp_TransactionStatus: '02' };
    expect(await verify(gatewayQuery(declined))).toMatchObject({
      status: 'FAILED',
      providerCode: '51',
    });
    expect(await verify(gatewayQuery(cancelled))).toMatchObject({ status: 'CANCELLED' });
  });

  it('refuses a tampered amount, order or status, another secret, and a missing hash', async () => {
    const signed = gatewayQuery(paid);
    expect(await verify({ ...signed, vnp_Amount: '100' })).toBe('INVALID_SIGNATURE');
    expect(await verify({ ...signed, vnp_TxnRef: 'WF2611ABC124' })).toBe('INVALID_SIGNATURE');
    expect(await verify({ ...signed, vnp_ResponseCode: '00', vnp_TransactionStatus: '01' })).toBe(
      'INVALID_SIGNATURE',
    );
    expect(await verify(gatewayQuery(paid, 'another-secret-another-secret-12'))).toBe(
      'INVALID_SIGNATURE',
    );
    const { vnp_SecureHash: _dropped, ...unsigned } = signed;
    expect(await verify(unsigned)).toBe('INVALID_SIGNATURE');
  });

  it('refuses a result for another merchant or with a broken amount even when signed', async () => {
    expect(await verify(gatewayQuery({ ...paid, vnp_TmnCode: 'OTHERTMN' }))).toBe('MALFORMED');
    expect(await verify(gatewayQuery({ ...paid, vnp_Amount: '12500001' }))).toBe('MALFORMED');
  });

  it('answers IPNs with VNPay RspCode JSON', () => {
    const answer = (c: Parameters<typeof rail.answerNotification>[0]) =>
      JSON.parse(rail.answerNotification(c).body) as { RspCode: string };
    expect(answer('ACCEPTED').RspCode).toBe('00');
    expect(answer('ORDER_NOT_FOUND').RspCode).toBe('01');
    expect(answer('ALREADY_CONFIRMED').RspCode).toBe('02');
    expect(answer('AMOUNT_MISMATCH').RspCode).toBe('04');
    expect(answer('INVALID_SIGNATURE').RspCode).toBe('97');
    expect(answer('ERROR').RspCode).toBe('99');
  });

  it('the sandbox signer and the hand-written signer agree', () => {
    const query = vnpSignedQuery(paid, SECRET);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual(gatewayQuery(paid));
  });
});
