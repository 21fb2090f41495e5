/**
 * The hotel dashboard (analysis_hotel): spend and room nights by city, star rating and
 * property, and the average nightly rate of each city against the lowest cap of the company's
 * policies there. A slice's count is room nights.
 */
import type { Db } from '../../db/client.js';
import type { AnalysisFilter } from './input.js';
import { slices, texts, type Lang } from './labels.js';
import { cityCaps, dimSlices, totals, type NamedSliceRow } from './repository.js';
import { analysisScope } from './scope.js';

const n = (v: unknown) => Number(v ?? 0);

export async function analysisHotel(
  db: Db,
  userId: string | null,
  filter: AnalysisFilter,
  lang: Lang,
) {
  const scope = await analysisScope(db, userId, filter);
  const range = filter.narrowed;
  const dim = (d: 'city' | 'star' | 'property', limit: number) =>
    dimSlices(db, scope, range, d, { product: 'HOTEL', limit, lang });
  const [t, cities, stars, properties] = await Promise.all([
    totals(db, scope, range, 'HOTEL'),
    dim('city', 20),
    dim('star', 10),
    dim('property', 10),
  ]);
  const capped = cities.slice(0, 10);
  const caps = await cityCaps(
    db,
    scope,
    capped.map((c) => c.key ?? ''),
  );
  const spend = n(t.amount);
  const nights = n(t.nights);
  const byNights = (label: (r: NamedSliceRow) => string) => (r: NamedSliceRow) => ({
    key: r.key,
    label: label(r),
    amount: n(r.amount),
    count: n(r.units),
  });
  return {
    currency: scope.currency,
    nights,
    spend,
    average_nightly_rate: nights > 0 ? Math.round(spend / nights) : 0,
    by_city: slices(
      cities,
      spend,
      byNights((r) => r.name ?? r.key ?? ''),
    ),
    by_star: slices(
      [...stars].sort((a, b) => Number(b.key) - Number(a.key)),
      spend,
      byNights((r) => texts(lang).stars(r.key ?? '')),
    ),
    top_properties: slices(
      properties,
      spend,
      byNights((r) => r.name ?? r.key ?? ''),
    ),
    rate_against_cap: capped.map((c) => ({
      city: c.name ?? c.key ?? '',
      average_nightly_rate: n(c.units) > 0 ? Math.round(n(c.amount) / n(c.units)) : 0,
      cap: caps.get(c.key ?? '') ?? null,
      nights: n(c.units),
    })),
  };
}
