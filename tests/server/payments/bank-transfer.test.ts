import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../accounts/support';
import {
  createBankTransferRail,
  orderRefInContent,
  type BankTransferConfig,
} from '../../../server/providers/payments/bank-transfer';
import { parseVietQr } from '../../../server/providers/payments/vietqr';
import { PaymentVerificationError } from '../../../server/providers/payments';

const SECRET = 'bank-webhook-secret-for-tests-1234';
const config: BankTransferConfig = {
  bin: '970436',
  accountNumber: '0071000123456',
  accountName: 'CONG TY TNHH WAYFARE',
  webhookSecret: SECRET,
  sandbox: false,
  notifyUrl: 'https://wayfare.example/payments/bank/notifications',
};
const clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
const rail = createBankTransferRail(config, clock);
const now = () => Math.floor(clock.now().getTime() / 1000);

const credit = (change: object = {}) =>
  JSON.stringify({
    id: 'FT26324123456',
    bank_bin: '970436',
    account_number: '0071000123456',
    amount: 2_400_000,
    currency: 'VND',
    description: 'MBVCB.1234.WFHOTEL2026.CT tu 0123 NGUYEN VAN A',
    credited_at: '2026-11-20T02:59:40Z',
    ...change,
  });
const signature = (body: string, t = now(), secret = SECRET) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
const verify = (body: string, header: string | undefined) =>
  rail
    .verifyNotification({ query: {}, headers: header ? { 'x-bank-signature': header } : {}, body })
    .then(
      (r) => r,
      (e: unknown) => (e instanceof PaymentVerificationError ? e.reason : e),
    );

describe('bank transfer with VietQR', () => {
  it('shows account, amount and a memo naming the order, in a QR that says the same', async () => {
    const start = await rail.createPayment({
      orderRef: 'HOTEL2026',
      amount: 2_400_000,
      description: 'Khách sạn',
      returnUrl: 'https://wayfare.example/checkout/success-hotel',
      locale: 'vi',
    });
    if (start.kind !== 'BANK_TRANSFER') throw new Error('expected a bank transfer');
    expect(start.memo).toBe('WFHOTEL2026');
    expect(start.account).toEqual({
      bin: '970436',
      accountNumber: '0071000123456',
      accountName: 'CONG TY TNHH WAYFARE',
    });
    expect(parseVietQr(start.qrPayload)).toEqual({
      bin: '970436',
      accountNumber: '0071000123456',
      amount: 2_400_000,
      memo: 'WFHOTEL2026',
    });
  });

  it('finds the order in the content whatever the bank wrote around it', () => {
    expect(orderRefInContent('MBVCB.1234.WFHOTEL2026.CT tu 0123')).toBe('HOTEL2026');
    expect(orderRefInContent('wfhotel2026 chuyen tien')).toBe('HOTEL2026');
    expect(orderRefInContent('chuyen tien an trua')).toBeNull();
    expect(orderRefInContent('XWFHOTEL2026')).toBeNull();
  });

  it('believes a credit signed with the secret and recent', async () => {
    const body = credit();
    expect(await verify(body, signature(body))).toEqual({
      rail: 'BANK_TRANSFER',
      orderRef: 'HOTEL2026',
      amount: 2_400_000,
      status: 'SUCCEEDED',
      providerTxnId: 'FT26324123456',
      providerCode: 'CREDIT',
    });
  });

  it('refuses a tampered amount, another secret, an old signature, no signature', async () => {
    const body = credit();
    const header = signature(body);
    expect(await verify(credit({ amount: 24_000_000 }), header)).toBe('INVALID_SIGNATURE');
    expect(await verify(body, signature(body, now(), 'another-secret-another-secret'))).toBe(
      'INVALID_SIGNATURE',
    );
    expect(await verify(body, signature(body, now() - 301))).toBe('INVALID_SIGNATURE');
    expect(await verify(body, undefined)).toBe('INVALID_SIGNATURE');
    expect(await verify(body, 't=abc,v1=00')).toBe('INVALID_SIGNATURE');
  });

  it('refuses a signed credit to another account or not in VND', async () => {
    const other = credit({ account_number: '999999' });
    expect(await verify(other, signature(other))).toBe('MALFORMED');
    const usd = credit({ currency: 'USD' });
    expect(await verify(usd, signature(usd))).toBe('MALFORMED');
    const fraction = credit({ amount: 10.5 });
    expect(await verify(fraction, signature(fraction))).toBe('MALFORMED');
  });
});
