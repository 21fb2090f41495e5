/**
 * The reward rules (docs/checkout.md "Rewards"; docs/decisions.md): what a paid order earns.
 * Whole numbers only: points and money never pass through a float.
 */

/** One point per this many whole VND paid (rounded down). */
export const VND_PER_POINT = 10_000;

/** A rank is reached by the spend of the last this-many days, and lasts as long from then. */
export const RANK_WINDOW_DAYS = 365;

/** Points a paid order earns: ⌊price / 10 000⌋ for VND; other currencies earn none yet. */
export function pointsFor(price: number, currency: string): number {
  if (currency !== 'VND' || !Number.isSafeInteger(price) || price <= 0) return 0;
  return Math.floor(price / VND_PER_POINT);
}

export interface RankStep {
  rank: string;
  position: number;
  price: number;
}

/** The highest rank whose price the spend reaches, or null (ranks in any order). */
export function rankForSpend(ranks: RankStep[], spend: number): RankStep | null {
  let best: RankStep | null = null;
  for (const r of ranks) {
    if (r.price <= spend && (!best || r.position > best.position)) best = r;
  }
  return best;
}

/** The next rank above `current` (by position), or null at the top. */
export function nextRank(ranks: RankStep[], current: RankStep | null): RankStep | null {
  const above = ranks
    .filter((r) => !current || r.position > current.position)
    .sort((a, b) => a.position - b.position);
  return above[0] ?? null;
}
