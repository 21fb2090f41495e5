/**
 * Integer money arithmetic for checkout. Amounts are whole minor units (VND: đồng); rates are
 * percentages with at most four decimals (the `rate` column). Every product with a rate runs in
 * BigInt on the rate scaled to an integer, so no float ever touches an amount.
 *
 * Rounding rule (docs/checkout.md): a percentage of an amount rounds half up to a whole minor
 * unit (fees, VAT split, discounts), except cash back, which rounds down (we never pay out a
 * fraction that was not earned). Parts that must add up are made by subtraction (tax = price −
 * duty-free), never rounded twice.
 */

/** Rates are kept with four decimals: 10.5 % = 105,000 ten-thousandths of a percent. */
const RATE_SCALE = 10_000n;
const HUNDRED = 100n * RATE_SCALE;

export function scaledRate(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`bad rate ${percent}`);
  return BigInt(Math.round(percent * Number(RATE_SCALE)));
}

function whole(amount: number): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`money must be a non-negative whole number of minor units: ${amount}`);
  }
  return BigInt(amount);
}

/** numerator / denominator, rounded half up (both positive). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** `percent` % of `amount`, half up. */
export function percentOf(amount: number, percent: number): number {
  return Number(divideHalfUp(whole(amount) * scaledRate(percent), HUNDRED));
}

/** `percent` % of `amount`, rounded down (cash back). */
export function percentOfDown(amount: number, percent: number): number {
  return Number((whole(amount) * scaledRate(percent)) / HUNDRED);
}

/** The part of a VAT-inclusive `gross` before `vatPercent` VAT, half up; the VAT is the rest. */
export function splitVat(gross: number, vatPercent: number): { dutyFree: number; tax: number } {
  const dutyFree = Number(divideHalfUp(whole(gross) * HUNDRED, HUNDRED + scaledRate(vatPercent)));
  return { dutyFree, tax: gross - dutyFree };
}

/** Sum of whole amounts, checked. */
export function sum(amounts: number[]): number {
  return Number(amounts.reduce((total, a) => total + whole(a), 0n));
}
