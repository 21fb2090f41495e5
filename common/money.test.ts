import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyText, intlLocale, majorUnits, moneyLocale } from './money';

const NBSP = '\u00a0';

describe('money', () => {
  it('writes whole VND the way each interface language reads it', () => {
    expect(formatMoney(250_000_000, 'VND', 'vi')).toBe(`250.000.000${NBSP}₫`);
    expect(formatMoney(250_000_000, 'VND', 'en')).toBe('₫250,000,000');
    expect(formatMoney(-5_000, 'VND', 'en')).toBe('-₫5,000');
    expect(formatMoney(0, 'VND', 'vi')).toBe(`0${NBSP}₫`);
  });

  it('matches what Intl writes for VND in the same locale', () => {
    for (const amount of [0, 7, 1_000, 123_433_000, 987_654_321_012]) {
      for (const locale of ['vi', 'en'] as const) {
        expect(formatMoney(amount, 'VND', locale)).toBe(
          new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'VND' }).format(
            amount,
          ),
        );
      }
    }
  });

  it('takes amounts as minor units of their currency', () => {
    expect(majorUnits(4921, 'USD')).toBe(49.21);
    expect(majorUnits(4921, 'VND')).toBe(4921);
    expect(formatMoney(4921, 'USD', 'en')).toBe('$49.21');
  });

  it('writes the currency code with ordinary spaces for mail text', () => {
    expect(formatMoneyText(1_250_000, 'VND', 'vi')).toBe('1.250.000 VND');
    expect(formatMoneyText(1_250_000, 'VND', 'en')).toBe('VND 1,250,000');
  });

  it('reads the interface locale from the tags react-admin and requests carry', () => {
    expect(moneyLocale('vi')).toBe('vi');
    expect(moneyLocale('en')).toBe('en');
    expect(moneyLocale('en-US')).toBe('en');
    expect(moneyLocale(undefined)).toBe('vi');
  });
});
