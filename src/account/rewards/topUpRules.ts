/**
 * The top-up limits, the same as the server's (server/domain/checkout/top-up.ts: whole VND
 * from 10 000 to 50 000 000; docs/decisions.md). The server checks again; these let the form
 * say so before a round trip.
 */
export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 50_000_000;
export const QUICK_PICKS = [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000];

export type AmountProblem = 'required' | 'integer' | 'min' | 'max';

/** Digits as typed ("1.000.000", "1,000,000", "1000000") → a whole amount, or a problem. */
export function parseAmount(text: string): { amount: number } | { problem: AmountProblem } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'required' };
  const digits = trimmed.replace(/[.,\s\u00a0]/g, '');
  if (!/^\d+$/.test(digits)) return { problem: 'integer' };
  const amount = Number(digits);
  if (amount < TOP_UP_MIN) return { problem: 'min' };
  if (amount > TOP_UP_MAX) return { problem: 'max' };
  return { amount };
}
