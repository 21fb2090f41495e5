/** Sorting and facets of property search results. */
import type { StayCandidate } from '../../../providers/inventory/types.js';
import { pick, type Lang } from '../common.js';
import type { Names } from './present.js';

export type Ranked = {
  c: StayCandidate;
  best: { match: { price_per_night: number } | null };
  distance: number;
};

export function sortProperties<T extends Ranked>(list: T[], sort: string): T[] {
  const price = (x: T) => x.best.match!.price_per_night;
  const popular = (a: T, b: T) =>
    (a.c.property.hotel_rank ?? 999) - (b.c.property.hotel_rank ?? 999);
  const compare: Record<string, (a: T, b: T) => number> = {
    RECOMMENDED: (a, b) =>
      Number(b.c.property.featured) - Number(a.c.property.featured) ||
      popular(a, b) ||
      (b.c.property.rating ?? 0) - (a.c.property.rating ?? 0),
    PRICE: (a, b) => price(a) - price(b) || popular(a, b),
    PRICE_DESC: (a, b) => price(b) - price(a) || popular(a, b),
    RATING: (a, b) =>
      (b.c.property.rating ?? 0) - (a.c.property.rating ?? 0) ||
      b.c.property.review_count - a.c.property.review_count,
    STARS: (a, b) => b.c.property.star_rating - a.c.property.star_rating || price(a) - price(b),
    DISTANCE: (a, b) => a.distance - b.distance || price(a) - price(b),
  };
  return [...list].sort(compare[sort] ?? compare.RECOMMENDED);
}

export function facetsOf(list: { c: StayCandidate; price: number }[], names: Names, lang: Lang) {
  const count = (values: string[], label: (v: string) => string) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts.entries()]
      .map(([value, n]) => ({ value, label: label(value), count: n }))
      .sort((a, b) => b.count - a.count);
  };
  const prices = list.map((x) => x.price);
  const named = (map: Map<string, { name_vi: string; name_en: string }>) => (v: string) => {
    const n = map.get(v);
    return n ? pick(lang, n.name_vi, n.name_en)! : v;
  };
  return {
    price_min: prices.length ? Math.min(...prices) : null,
    price_max: prices.length ? Math.max(...prices) : null,
    currency: 'VND',
    stars: count(
      list.map((x) => String(Math.floor(x.c.property.star_rating))),
      (v) => (lang === 'en' ? `${v} stars` : `${v} sao`),
    ).sort((a, b) => Number(b.value) - Number(a.value)),
    types: count(
      list.flatMap((x) => x.c.property.type_codes),
      named(names.types),
    ),
    amenities: count(
      list.flatMap((x) => x.c.property.amenity_codes),
      named(names.amenities),
    ),
  };
}
