/**
 * The flight dashboard (analysis_flight): spend and tickets by route, airline, cabin and days
 * booked ahead, the out-of-policy share with its reasons, the top travellers and CO₂. A slice's
 * count is tickets (passengers), a reason's the bookings that gave it.
 */
import type { Db } from '../../db/client.js';
import { CO2_METHOD } from './co2.js';
import type { AnalysisFilter } from './input.js';
import { named, slices, texts, type Lang } from './labels.js';
import { dimSlices, totals, type NamedSliceRow } from './repository.js';
import { analysisScope } from './scope.js';

const n = (v: unknown) => Number(v ?? 0);
export const AHEAD_BUCKETS = ['0-2', '3-6', '7-13', '14-29', '30+'] as const;

export async function analysisFlight(
  db: Db,
  userId: string | null,
  filter: AnalysisFilter,
  lang: Lang,
) {
  const scope = await analysisScope(db, userId, filter);
  const range = filter.narrowed;
  const dim = (d: Parameters<typeof dimSlices>[3], limit: number) =>
    dimSlices(db, scope, range, d, { product: 'FLIGHT', limit, lang });
  const [t, routes, airlines, cabins, ahead, reasons, people] = await Promise.all([
    totals(db, scope, range, 'FLIGHT'),
    dim('route', 20),
    dim('airline', 20),
    dim('cabin', 10),
    dim('ahead', 10),
    dim('reason', 20),
    dim('user', 10),
  ]);
  const spend = n(t.amount);
  const bookings = n(t.bookings);
  const byTickets = (label: (r: NamedSliceRow) => string) => (r: NamedSliceRow) => ({
    key: r.key,
    label: label(r),
    amount: n(r.amount),
    count: n(r.units),
  });
  const aheadRows = new Map(ahead.map((r) => [r.key, r]));
  const co2Kg = n(t.co2_g) / 1000;
  return {
    currency: scope.currency,
    tickets: n(t.tickets),
    spend,
    by_route: slices(
      routes,
      spend,
      byTickets((r) => r.key ?? ''),
    ),
    by_airline: slices(
      airlines,
      spend,
      byTickets((r) => r.name ?? r.key ?? ''),
    ),
    by_cabin: slices(
      cabins,
      spend,
      byTickets((r) => named(lang, r.key)),
    ),
    by_days_ahead: AHEAD_BUCKETS.map((bucket) => {
      const r = aheadRows.get(bucket);
      const amount = n(r?.amount);
      return {
        key: bucket,
        label: texts(lang).days(bucket),
        amount,
        count: n(r?.units),
        share: spend > 0 ? amount / spend : 0,
      };
    }),
    out_of_policy: {
      share: bookings > 0 ? n(t.out_of_policy) / bookings : 0,
      count: n(t.out_of_policy),
      reasons: slices(reasons, spend, (r) => ({
        key: r.key,
        label: r.name ?? r.key ?? '',
        amount: n(r.amount),
        count: n(r.bookings),
      })),
    },
    top_travellers: slices(
      people,
      spend,
      byTickets((r) => r.name ?? named(lang, null)),
    ),
    co2: {
      total_kg: Math.round(co2Kg * 10) / 10,
      per_trip_kg: bookings > 0 ? Math.round((co2Kg / bookings) * 10) / 10 : 0,
      method: CO2_METHOD,
    },
  };
}
