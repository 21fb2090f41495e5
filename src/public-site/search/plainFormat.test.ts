import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/types';
import { intlLocale } from './format';
import { isPlainNumber, plainCalendarDate, plainNumber, plainVnd } from './plainFormat';

// The Intl-free writers must agree with Intl character for character: they replace it only to
// skip loading ICU data on first paint.
const LOCALES: Locale[] = ['vi', 'en'];

describe('plainCalendarDate', () => {
  const styles = [
    { weekday: 'short' as const, year: false },
    { weekday: 'long' as const, year: false },
    { weekday: undefined, year: false },
    { weekday: 'short' as const, year: true },
    { weekday: undefined, year: true },
  ];
  it.each(LOCALES)('writes every date of 2026–2027 as Intl does in %s', (locale) => {
    for (const style of styles) {
      const intl = new Intl.DateTimeFormat(intlLocale(locale), {
        timeZone: 'UTC',
        weekday: style.weekday,
        day: 'numeric',
        month: 'short',
        ...(style.year ? { year: 'numeric' } : {}),
      });
      for (let day = 0; day < 730; day += 1) {
        const date = new Date(Date.UTC(2026, 0, 1 + day));
        expect(plainCalendarDate(date, locale, style.weekday, style.year)).toBe(intl.format(date));
      }
    }
  });
});

describe('plainNumber and plainVnd', () => {
  // Halves, values whose binary form sits just below a half, signs, zero and large amounts.
  const samples = [
    0, 1, 5, 12.5, 0.05, 0.15, 1.005, 2.675, 8.25, 8.35, 9.95, 99.95, 999.5, 1000, 1250000, 950000,
    1234567890, 123456789012345, -0.04, -1.5, -120000, 7.04999, 4.4444,
  ];
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 0.5;
  for (let i = 0; i < 2000; i += 1)
    samples.push(Math.round(random() * 10 ** (i % 10) * 1000) / 1000);

  it.each(LOCALES)('rounds and groups numbers as Intl does in %s', (locale) => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits });
      for (const value of samples)
        expect(plainNumber(value, locale, digits)).toBe(intl.format(value));
    }
  });

  it.each(LOCALES)('writes VND amounts as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'VND' });
    for (const value of samples) expect(plainVnd(value, locale)).toBe(intl.format(value));
  });

  it('leaves non-finite and huge values to Intl', () => {
    expect(isPlainNumber(Number.NaN)).toBe(false);
    expect(isPlainNumber(Infinity)).toBe(false);
    expect(isPlainNumber(1e21)).toBe(false);
    expect(isPlainNumber(1e-7)).toBe(false);
    expect(isPlainNumber(1250000)).toBe(true);
  });
});
