import { describe, expect, it } from 'vitest';
import { percentOf, percentOfDown, splitVat } from '../../../server/domain/context/money';
import { priceParts } from '../../../server/domain/checkout/pricing';

describe('checkout money arithmetic', () => {
  it('rounds a percentage half up to a whole minor unit', () => {
    expect(percentOf(1_000_050, 1)).toBe(10_001); // 10,000.5 → up
    expect(percentOf(1_000_049, 1)).toBe(10_000); // 10,000.49 → down
    expect(percentOf(333, 33.3333)).toBe(111); // 110.9998…
    expect(percentOf(0, 50)).toBe(0);
  });

  it('rounds cash back down', () => {
    expect(percentOfDown(1_999_999, 1.5)).toBe(29_999); // 29,999.985
  });

  it('splits VAT so that duty-free + tax is exactly the price', () => {
    for (const gross of [1, 11, 109, 110, 3_750_000, 9_007_199_254_740]) {
      const { dutyFree, tax } = splitVat(gross, 10);
      expect(dutyFree + tax).toBe(gross);
      expect(Number.isInteger(dutyFree)).toBe(true);
    }
    expect(splitVat(3_750_000, 10)).toEqual({ dutyFree: 3_409_091, tax: 340_909 });
    expect(splitVat(1_080_000, 8)).toEqual({ dutyFree: 1_000_000, tax: 80_000 });
  });

  it('refuses fractional or negative money', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
  });
});

describe('priceParts', () => {
  it('adds the service fee, takes vouchers off and never goes below zero', () => {
    const parts = priceParts(
      [
        { price: 2_210_000, original_price: 2_400_000 },
        { price: 1_350_000, original_price: 1_350_000 },
      ],
      { serviceFeeRate: 2.5, vatRate: 10, cashBackRate: 1.5, voucherDiscount: 100_000 },
    );
    expect(parts).toEqual({
      items_price: 3_560_000,
      service_fee: 89_000,
      service_fee_rate: 2.5,
      original_price: 3_839_000,
      voucher_discount: 100_000,
      gift_voucher_discount: 0,
      price: 3_549_000,
      duty_free_price: 3_226_364, // 3,226,363.6… → up
      tax_fee: 322_636,
      tax_rate: 10,
      cash_back_rate: 1.5,
      cash_back: 53_235, // 53,235 exactly
    });
    const free = priceParts([{ price: 500_000, original_price: 500_000 }], {
      serviceFeeRate: 0,
      vatRate: 10,
      cashBackRate: 0,
      voucherDiscount: 400_000,
      giftVoucherDiscount: 400_000,
    });
    expect(free).toMatchObject({
      voucher_discount: 400_000,
      gift_voucher_discount: 100_000,
      price: 0,
      tax_fee: 0,
    });
  });
});
