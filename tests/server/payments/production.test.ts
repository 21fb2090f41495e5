import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import {
  missingPaymentSettings,
  SANDBOX_DEFAULTS,
} from '../../../server/providers/payments/config';
import { vnpSignedQuery } from '../../../server/providers/payments/vnpay';
import { useTestApp } from '../support/app';

const SANDBOX_PATHS = [
  ['GET', '/dev/vnpay'],
  ['GET', '/dev/vnpay/paymentv2/vpcpay.html?vnp_TxnRef=WF000001'],
  ['POST', '/dev/vnpay/pay'],
  ['POST', '/dev/vnpay/merchant_webapi/api/transaction'],
  ['GET', '/dev/bank'],
  ['POST', '/dev/bank/transfers'],
  ['POST', '/dev/2c2p/payment/4.3/paymentToken'],
  ['GET', '/dev/2c2p/pay/abc'],
  ['POST', '/dev/stripe/v1/payment_intents'],
  ['GET', '/dev/stripe/pay?client_secret=x'],
  ['GET', '/dev/stripe/3ds/pi_1'],
  ['POST', '/dev/stripe/v1/customers'],
  ['POST', '/dev/stripe/v1/payment_methods'],
  ['GET', '/dev/stripe/setup?key=x'],
] as const;

describe('payment sandboxes in production', () => {
  const production = useTestApp({ NODE_ENV: 'production' });

  it('are not there, and no rail is configured without credentials', async () => {
    const { app } = production();
    for (const [method, url] of SANDBOX_PATHS) {
      const response = await app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('Sandbox');
    }
    expect(app.paymentRails).toEqual({});
    // With no VNPay rail there is no IPN route either.
    expect((await app.inject({ method: 'GET', url: '/payments/vnpay/ipn' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/payments/stripe/webhook' })).statusCode).toBe(
      404,
    );
  });

  it('never marks a rail as sandboxed, even with sandbox-looking settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      VNPAY_TMN_CODE: 'LIVETMN1',
      VNPAY_HASH_SECRET: 'l'.repeat(32),
      BANK_BIN: '970436',
      BANK_ACCOUNT_NUMBER: '0071000999999',
      BANK_ACCOUNT_NAME: 'CONG TY WAYFARE',
      BANK_WEBHOOK_SECRET: 'b'.repeat(32),
      P2C2P_MERCHANT_ID: 'LIVE704',
      P2C2P_SECRET_KEY: 'k'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    }).paymentRails;
    expect(config.sandboxes).toBe(false);
    expect(config.vnpay).toMatchObject({
      sandbox: false,
      payUrl: 'https://pay.vnpay.vn/vpcpay.html',
    });
    expect(config.bank?.sandbox).toBe(false);
    expect(config.card).toMatchObject({ sandbox: false, sandboxOrigin: null });
    expect(config.p2c2p).toMatchObject({ sandbox: false, apiUrl: 'https://pgw.2c2p.com' });
    const bare = loadConfig({ NODE_ENV: 'production' }).paymentRails;
    expect(bare).toMatchObject({
      card: null,
      vnpay: null,
      bank: null,
      p2c2p: null,
      sandboxes: false,
    });
  });

  it('names the settings an enabled rail lacks', () => {
    expect(missingPaymentSettings({}, ['VNPAY', 'WALLET'])).toEqual([
      'VNPAY_TMN_CODE and VNPAY_HASH_SECRET (VNPay merchant code and hash secret)',
    ]);
    expect(
      missingPaymentSettings({ VNPAY_TMN_CODE: 'A', VNPAY_HASH_SECRET: 'B' }, ['VNPAY']),
    ).toEqual([]);
  });
});

describe('payment rails outside production', () => {
  const development = useTestApp({ NODE_ENV: 'development' });

  it('use the sandboxes with the development defaults when no credentials are set', () => {
    const { config, app } = development();
    expect(config.paymentRails.sandboxes).toBe(true);
    expect(config.paymentRails.vnpay?.payUrl).toMatch(/\/dev\/vnpay\/paymentv2\/vpcpay\.html$/);
    expect(Object.keys(app.paymentRails).sort()).toEqual([
      'BANK_TRANSFER',
      'CARD',
      'P2C2P',
      'VNPAY',
    ]);
  });

  it('talk to the real gateway when credentials are set', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      VNPAY_TMN_CODE: 'TESTTMN1',
      VNPAY_HASH_SECRET: 's'.repeat(32),
    }).paymentRails;
    expect(config.vnpay).toMatchObject({
      sandbox: false,
      payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    });
    expect(config.bank?.sandbox).toBe(true);
  });

  it('answer a verified IPN for an order Wayfare never made with 01 (the checkout sink is wired)', async () => {
    const { app } = development();
    const query = vnpSignedQuery(
      {
        vnp_Amount: '10000000',
        vnp_ResponseCode: '00',
        vnp_TmnCode: SANDBOX_DEFAULTS.vnpayTmnCode,
        vnp_TransactionNo: '1',
        vnp_TransactionStatus: '00',
        vnp_TxnRef: 'WF000001',
      },
      SANDBOX_DEFAULTS.vnpayHashSecret,
    );
    const response = await app.inject({ method: 'GET', url: `/payments/vnpay/ipn?${query}` });
    expect(response.json()).toEqual({ RspCode: '01', Message: 'Order not found' });
  });
});
