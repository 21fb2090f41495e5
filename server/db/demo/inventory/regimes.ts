/**
 * The price regime of each destination (city, beach or highland): it picks the mix of property
 * types and amenities (hotels.ts, hotel-parts.ts) and the season of nightly prices (seasons.ts,
 * rates-sql.ts). Destinations not listed are beach destinations.
 */
export type Regime = 'city' | 'beach' | 'highland';

export const CITY_REGIME: Record<string, Regime> = {
  'ha-noi': 'city',
  'ho-chi-minh': 'city',
  'can-tho': 'city',
  'hai-phong': 'city',
  hue: 'city',
  'da-lat': 'highland',
  'sa-pa': 'highland',
};
export const regimeOf = (cityId: string): Regime => CITY_REGIME[cityId] ?? 'beach';
