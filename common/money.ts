/**
 * Money, for both tiers: amounts are whole minor units of a currency (VND has none, so 1 = 1 ₫;
 * USD 4921 = 49.21), and there is one formatter per interface locale. Pages, the console,
 * e-mails and (later) documents write amounts only through this module, with the interface's
 * locale, never the browser's or the server's default.
 *
 * VND amounts, the common case, are written without Intl (`plainVnd`): the first
 * Intl.NumberFormat a page builds loads ICU data, about 25 ms of main thread on first paint.
 * The text is exactly what Intl writes for the two locales (src/public-site/search/format.test.ts
 * compares them over thousands of amounts).
 */

/** The interface languages. */
export type MoneyLocale = 'vi' | 'en';

/** BCP 47 tag per interface locale: vi-VN writes '1.250.000 ₫', en-US writes '₫1,250,000'. */
export function intlLocale(locale: MoneyLocale): string {
  return locale === 'vi' ? 'vi-VN' : 'en-US';
}

/** The interface locale for a tag as react-admin or a request carries it ('vi', 'en-US' …). */
export function moneyLocale(locale: string | null | undefined): MoneyLocale {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'vi';
}

const SEPARATORS: Record<MoneyLocale, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Largest magnitude written without Intl; beyond it (never a price) Intl takes over. */
const PLAIN_LIMIT = 1e15;

/** Whether `plainNumber` writes `value`: finite, of a sane size, not in exponent notation. */
export function isPlainNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) < PLAIN_LIMIT && !String(value).includes('e');
}

/**
 * `value` rounded half away from zero to at most `maxFraction` digits, grouped by thousands,
 * trailing zeros dropped: what Intl.NumberFormat writes with `maximumFractionDigits`.
 */
export function plainNumber(value: number, locale: MoneyLocale, maxFraction: number): string {
  const { group, decimal } = SEPARATORS[locale];
  // Rounding through the shortest decimal text ('1.005e2'), as ICU does, not the binary value.
  const rounded = Math.round(Number(`${Math.abs(value)}e${maxFraction}`));
  const digits = String(rounded).padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction);
  const fraction = digits.slice(digits.length - maxFraction).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** A whole VND amount: '1.250.000 ₫' (vi, no-break space) or '₫1,250,000' (en). */
export function plainVnd(amount: number, locale: MoneyLocale): string {
  const text = plainNumber(amount, locale, 0);
  if (locale === 'vi') return `${text}\u00a0₫`;
  return text.startsWith('-') ? `-₫${text.slice(1)}` : `₫${text}`;
}

// Intl formatters are costly to build (a results page formats hundreds of values): keep them.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A kept Intl.NumberFormat for the interface locale and options. */
export function numberFormat(
  locale: MoneyLocale,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

const minorDigits = new Map<string, number>();

/** ISO 4217 exponent of a currency as Intl knows it (VND 0, USD 2). */
function digitsOf(currency: string): number {
  if (currency === 'VND') return 0;
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits =
      numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      0;
    minorDigits.set(currency, digits);
  }
  return digits;
}

/** Whole minor units of `currency` as major units (VND: 1 = 1 ₫; USD: 4921 = 49.21). */
export function majorUnits(minorUnits: number, currency: string): number {
  return minorUnits / 10 ** digitsOf(currency);
}

/** `standard` as the currency writes it, `compact` for map markers, `whole` for slider labels. */
export type MoneyStyle = 'standard' | 'compact' | 'whole';

const MONEY_STYLES: Record<MoneyStyle, Intl.NumberFormatOptions> = {
  standard: {},
  compact: { notation: 'compact', maximumFractionDigits: 1 },
  whole: { minimumFractionDigits: 0, maximumFractionDigits: 0 },
};

/** An amount in major units of `currency` (e.g. converted for display), in the locale. */
export function formatMajorMoney(
  amount: number,
  currency: string,
  locale: MoneyLocale,
  style: MoneyStyle = 'standard',
): string {
  if (currency === 'VND' && style !== 'compact' && isPlainNumber(amount)) {
    return plainVnd(amount, locale);
  }
  return numberFormat(locale, { style: 'currency', currency, ...MONEY_STYLES[style] }).format(
    amount,
  );
}

/**
 * Money as the API and the database keep it: a whole number of minor units of `currency`.
 * Spaces inside the result are no-break spaces, as Intl writes them.
 */
export function formatMoney(minorUnits: number, currency: string, locale: MoneyLocale): string {
  return formatMajorMoney(majorUnits(minorUnits, currency), currency, locale);
}

/** Short money for map markers: '1,3 Tr ₫' (vi) or '₫1.3M' (en). */
export function formatMoneyCompact(
  minorUnits: number,
  currency: string,
  locale: MoneyLocale,
): string {
  return formatMajorMoney(majorUnits(minorUnits, currency), currency, locale, 'compact');
}

/**
 * Money for plain-text mail and messages: the ISO code instead of the symbol ('1.250.000 VND',
 * 'VND 1,250,000'), ordinary spaces only, so it reads the same in every mail client.
 */
export function formatMoneyText(minorUnits: number, currency: string, locale: MoneyLocale): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' })
    .format(majorUnits(minorUnits, currency))
    .replace(/[\u00a0\u202f]/g, ' ');
}
