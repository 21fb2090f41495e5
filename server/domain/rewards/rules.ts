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

/** What a plan voucher needs to be bought with points (promotion_plan_vouchers). */
export interface PlanVoucherTerms {
  enabled: boolean;
  /** Its price in points. */
  price: number | null;
  percent_off: number | null;
  /** Days it stays valid once bought; null: no end. */
  duration: number | null;
}

export type RedeemCheck<V> =
  | { ok: true; voucher: V; points: number; endsAt: Date | null }
  | { ok: false; rule: 'not_found' | 'not_for_points' | 'points'; message: string };

const DAY_MS = 86_400_000;

/**
 * Whether a traveller with `balance` points may buy `voucher` now, and what it costs and when
 * the promotion it becomes ends. Pure; the caller has locked the traveller's points.
 */
export function redeemCheck<V extends PlanVoucherTerms>(
  voucher: V | null,
  balance: number,
  now: Date,
): RedeemCheck<V> {
  if (!voucher || !voucher.enabled) {
    return { ok: false, rule: 'not_found', message: 'There is no such reward voucher.' };
  }
  const points = voucher.price;
  if (points == null || !Number.isSafeInteger(points) || points <= 0 || !voucher.percent_off) {
    return {
      ok: false,
      rule: 'not_for_points',
      message: 'This voucher cannot be bought with points.',
    };
  }
  if (balance < points) {
    return {
      ok: false,
      rule: 'points',
      message: `This voucher costs ${points} points; you have ${Math.max(balance, 0)}.`,
    };
  }
  const endsAt = voucher.duration ? new Date(now.getTime() + voucher.duration * DAY_MS) : null;
  return { ok: true, voucher, points, endsAt };
}
