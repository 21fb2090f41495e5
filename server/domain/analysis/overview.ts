/**
 * The travel overview (analysis_overview): the headline figures against the same-length period
 * just before, the series over start..end by the time unit, and the breakdown by group_by.
 * Figures cover the selected bucket when selectedTime names one (the series keeps the range).
 */
import type { Db } from '../../db/client.js';
import { bucketsOf, previousRange, type TimeUnit } from './buckets.js';
import type { AnalysisFilter } from './input.js';
import { named, slices, type Lang } from './labels.js';
import {
  dimSlices,
  groupSlices,
  series,
  totals,
  travellers,
  type BucketRow,
  type TotalsRow,
} from './repository.js';
import { analysisScope } from './scope.js';
import type { DateRange } from './buckets.js';

const n = (v: unknown) => Number(v ?? 0);

export function totalsOf(t: TotalsRow, people: number) {
  const tickets = n(t.tickets);
  const nights = n(t.nights);
  return {
    total_spend: n(t.amount),
    bookings: n(t.bookings),
    travellers: people,
    average_ticket: tickets > 0 ? Math.round(n(t.flight_amount) / tickets) : 0,
    average_nightly_rate: nights > 0 ? Math.round(n(t.hotel_amount) / nights) : 0,
    policy_savings: n(t.policy_saving),
    voucher_savings: n(t.voucher),
  };
}

/** Every bucket of the range, empty ones as 0. */
export function filledSeries(unit: TimeUnit, range: DateRange, rows: readonly BucketRow[]) {
  const byStart = new Map(rows.map((r) => [r.start, r]));
  return bucketsOf(unit, range).map((b) => {
    const row = byStart.get(b.start);
    return { key: b.key, start: b.start, amount: n(row?.amount), count: n(row?.count) };
  });
}

export async function analysisOverview(
  db: Db,
  userId: string | null,
  filter: AnalysisFilter,
  lang: Lang,
) {
  const scope = await analysisScope(db, userId, filter);
  const range = filter.narrowed;
  const before = previousRange(range);
  const groups = async () => {
    if (filter.group_by === 'USER') {
      return dimSlices(db, scope, range, 'user', { product: null, limit: 50, lang });
    }
    const by = (
      { PRODUCT: 'product', DEPARTMENT: 'department', COST_CENTER: 'cost_center' } as const
    )[filter.group_by];
    return groupSlices(db, scope, range, by, lang);
  };
  const [now, then, people, peopleBefore, buckets, grouped] = await Promise.all([
    totals(db, scope, range),
    totals(db, scope, before),
    travellers(db, scope, range),
    travellers(db, scope, before),
    series(db, scope, filter.range, filter.time_unit),
    groups(),
  ]);
  const current = totalsOf(now, people);
  const none =
    filter.group_by === 'DEPARTMENT'
      ? 'noDepartment'
      : filter.group_by === 'COST_CENTER'
        ? 'noCostCenter'
        : 'unknown';
  return {
    currency: scope.currency,
    current,
    previous: totalsOf(then, peopleBefore),
    series: filledSeries(filter.time_unit, filter.range, buckets),
    groups: slices(grouped, current.total_spend, (r) => ({
      key: r.key,
      label:
        filter.group_by === 'PRODUCT' ? named(lang, r.key) : (r.name ?? named(lang, null, none)),
      amount: n(r.amount),
      count: n(r.bookings),
    })),
  };
}
