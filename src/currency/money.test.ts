import { describe, expect, it } from 'vitest';
import { createMoney } from './useMoney';

const RATES = { VND: 1, USD: 1 / 25_400, JPY: 1 / 168 };
// Intl separates amount and symbol with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('createMoney', () => {
  it('shows VND as the API sends it, in each locale', () => {
    expect(plain(createMoney('vi', 'VND', null).format(1_250_000, 'VND'))).toBe('1.250.000 ₫');
    expect(createMoney('en', 'VND', RATES).format(1_250_000, 'VND')).toBe('₫1,250,000');
  });

  it('converts VND to the display currency with the rate and formats it per locale', () => {
    expect(createMoney('en', 'USD', RATES).format(1_250_000, 'VND')).toBe('$49.21');
    expect(plain(createMoney('vi', 'USD', RATES).format(1_250_000, 'VND'))).toBe('49,21 US$');
    expect(createMoney('en', 'JPY', RATES).format(1_250_000, 'VND')).toBe('¥7,440');
  });

  it('has a compact style for map markers and a whole-unit style for slider labels', () => {
    const usd = createMoney('en', 'USD', RATES);
    expect(usd.compact(1_250_000, 'VND')).toBe('$49.2');
    expect(usd.whole(1_250_000, 'VND')).toBe('$49');
    expect(plain(createMoney('vi', 'VND', null).compact(1_250_000, 'VND'))).toBe('1,3 Tr ₫');
  });

  it('shows an amount as it is when a rate is missing', () => {
    expect(createMoney('en', 'USD', null).format(1_250_000, 'VND')).toBe('₫1,250,000');
    expect(createMoney('en', 'EUR', RATES).format(1_250_000, 'VND')).toBe('₫1,250,000');
    // Minor units of the source currency: 4921 cents.
    expect(plain(createMoney('vi', 'VND', RATES).format(4921, 'USD'))).toBe('1.249.934 ₫');
  });
});
