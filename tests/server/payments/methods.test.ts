import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import {
  PAYMENT_METHOD_CODES,
  enabledPaymentMethods,
  isPaymentMethodEnabled,
  paymentFee,
} from '../../../server/domain/payments/methods';
import { graphql, useTestApp } from '../support/app';

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('payment methods catalogue', () => {
  it('offers all six rails by default, in catalogue order, without fees', () => {
    const methods = enabledPaymentMethods(config({}).payments);
    expect(methods.map((m) => m.code)).toEqual([...PAYMENT_METHOD_CODES]);
    expect(methods.every((m) => m.fee.percent === 0 && m.fee.fixed === 0)).toBe(true);
    expect(methods.find((m) => m.code === 'BANK_TRANSFER')).toMatchObject({
      confirmation: 'ON_CREDIT',
      hold_minutes: 60,
    });
  });

  it('turns rails on and sets fees from PAYMENT_METHODS and PAYMENT_FEES', () => {
    const settings = config({
      PAYMENT_METHODS: 'wallet, card,BANK_TRANSFER',
      PAYMENT_FEES: 'CARD=2.2%,BANK_TRANSFER=1.1%+2200,WALLET=1000',
    }).payments;
    const methods = enabledPaymentMethods(settings);
    expect(methods.map((m) => [m.code, m.fee.percent, m.fee.fixed])).toEqual([
      ['CARD', 2.2, 0],
      ['BANK_TRANSFER', 1.1, 2200],
      ['WALLET', 0, 1000],
    ]);
    expect(isPaymentMethodEnabled(settings, 'VNPAY')).toBe(false);
    expect(isPaymentMethodEnabled(settings, 'CARD')).toBe(true);
  });

  it('refuses to start with a rail or fee it cannot read', () => {
    expect(() => config({ PAYMENT_METHODS: 'CARD,BITCOIN' })).toThrow(ConfigError);
    expect(() => config({ PAYMENT_FEES: 'CARD=two percent' })).toThrow(/CARD=TWO PERCENT/);
  });

  it('computes a fee in whole minor units, half up, without floats leaking', () => {
    const fee = { percent: 2.2, fixed: 0, currency: 'VND' };
    expect(paymentFee(fee, 1_234_567)).toBe(27_160); // 27,160.474
    expect(paymentFee({ ...fee, percent: 1.5 }, 1_000_100)).toBe(15_002); // 15,001.5 → up
    expect(paymentFee({ percent: 1.1, fixed: 2200, currency: 'VND' }, 3_000_000)).toBe(35_200);
    expect(paymentFee({ percent: 0, fixed: 0, currency: 'VND' }, 999)).toBe(0);
  });
});

describe('/config.json and rank_configurations', () => {
  const t = useTestApp({ PAYMENT_METHODS: 'CARD,VNPAY,WALLET', PAYMENT_FEES: 'CARD=2.2%' });

  it('publishes exactly the rails the server takes', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/config.json' });
    const methods = response.json().payments.methods as Array<{ code: string }>;
    expect(methods.map((m) => m.code)).toEqual(['CARD', 'VNPAY', 'WALLET']);
    expect(response.json().payments.methods[0].fee).toEqual({
      percent: 2.2,
      fixed: 0,
      currency: 'VND',
    });
  });

  it('answers the membership price list without a token, lowest rank first', async () => {
    const r = await graphql(t().app, 'payments', {
      query: '{ rank_configurations { rank price currency cash_back_rate } }',
    });
    expect(r.body.data.rank_configurations).toEqual([
      { rank: 'MEMBER', price: 0, currency: 'VND', cash_back_rate: 0 },
      { rank: 'SILVER', price: 5_000_000, currency: 'VND', cash_back_rate: 0.5 },
      { rank: 'GOLD', price: 20_000_000, currency: 'VND', cash_back_rate: 1 },
      { rank: 'PLATINUM', price: 50_000_000, currency: 'VND', cash_back_rate: 1.5 },
      { rank: 'DIAMOND', price: 120_000_000, currency: 'VND', cash_back_rate: 2 },
    ]);
  });
});
