/**
 * The currency table's shape and the base currency: what the store (entry chunk) and the lazy
 * rates query (`./rates`) both read, in a file of its own so neither imports the other back.
 */

/** Prices are stored, searched and charged in VND. */
export const BASE_CURRENCY = 'VND';
export interface CurrencyOption {
  code: string;
  /** In the locale of the request that fetched it. */
  name: string;
  symbol: string;
}

/** What the currencies service answered, once per page load. */
export interface CurrencyTable {
  /** Every currency offered, VND first. */
  currencies: CurrencyOption[];
  /** Major units of each currency per 1 VND (VND itself: 1). */
  rates: Record<string, number>;
}
