/** The property columns every property read selects (with its city and area names). */
import { sql, type SQL } from 'drizzle-orm';
import type { PromotionInfo, PropertyInfo, RatePlanInfo, SurchargeInfo } from '../types.js';

export const PROPERTY_COLUMNS = sql`p.id, p.name, p.city_id, c.name_vi as city_vi,
  c.name_en as city_en, a.name_vi as area_vi, a.name_en as area_en, p.type_codes,
  p.star_rating, p.rating, p.review_count, p.hotel_rank, p.featured, p.status, p.approved_at,
  p.street, p.district, p.raw_address, p.country_code, p.latitude, p.longitude, p.timezone,
  p.check_in_time, p.check_out_time, p.child_age_to, p.currency, p.description_vi,
  p.description_en, p.amenity_codes`;

/**
 * Which catalogue properties travellers can find (`p` is the property): approved, with at
 * least one room type. Hotel search and the places' hotel counts both use this one rule, so
 * "70 hotels" in the autocomplete is the number a search of that place can list at all; a
 * search then keeps those with rooms for its dates and party (docs/search-api.md). The places
 * table's triggers (migration place_search, wf_places_rows) state the same rule in SQL;
 * tests/server/inventory/place-counts.test.ts checks the table against this one.
 */
export const LISTED_PROPERTY = sql`p.status = 'APPROVED'
  and exists (select 1 from room_types lt where lt.property_id = p.id)`;

export type PropertyRow = Record<string, unknown>;

const list = (v: unknown): string[] =>
  Array.isArray(v)
    ? (v as string[])
    : typeof v === 'string'
      ? v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
      : [];

export function propertyInfo(r: PropertyRow): PropertyInfo {
  return {
    id: r.id as string,
    name: r.name as string,
    city_id: r.city_id as string,
    city_vi: r.city_vi as string,
    city_en: r.city_en as string,
    area_vi: (r.area_vi as string) ?? null,
    area_en: (r.area_en as string) ?? null,
    type_codes: list(r.type_codes),
    star_rating: Number(r.star_rating),
    rating: r.rating == null ? null : Number(r.rating),
    review_count: Number(r.review_count),
    hotel_rank: r.hotel_rank == null ? null : Number(r.hotel_rank),
    featured: Boolean(r.featured),
    status: r.status as PropertyInfo['status'],
    approved_at: r.approved_at ? new Date(r.approved_at as string) : null,
    street: (r.street as string) ?? null,
    district: (r.district as string) ?? null,
    raw_address: r.raw_address as string,
    country_code: String(r.country_code).trim(),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    timezone: r.timezone as string,
    check_in_time: String(r.check_in_time).trim(),
    check_out_time: String(r.check_out_time).trim(),
    child_age_to: Number(r.child_age_to),
    currency: String(r.currency).trim(),
    description_vi: (r.description_vi as string) ?? null,
    description_en: (r.description_en as string) ?? null,
    amenity_codes: list(r.amenity_codes),
  };
}

/** A json / json_agg column: parsed by one driver, a string from the other; null is []. */
export const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as T;

/**
 * The `plans`, `promotions` and `surcharges` columns of the property `propertyId` (an SQL
 * expression), each by its property_id index.
 */
export function pricingColumns(propertyId: SQL): SQL {
  return sql`(select json_agg(json_build_object('id', rp.id, 'name_vi', rp.name_vi,
      'name_en', rp.name_en, 'breakfast_included', rp.breakfast_included,
      'refundable', rp.refundable, 'free_cancellation_days', rp.free_cancellation_days,
      'price_factor', rp.price_factor) order by rp.position)
    from rate_plans rp where rp.property_id = ${propertyId}) as plans,
  (select json_agg(json_build_object('id', pr.id, 'room_type_id', pr.room_type_id,
      'name_vi', pr.name_vi, 'name_en', pr.name_en, 'percent_off', pr.percent_off,
      'min_nights', pr.min_nights, 'min_days_before', pr.min_days_before,
      'max_days_before', pr.max_days_before, 'stay_from', pr.stay_from, 'stay_to', pr.stay_to))
    from property_promotions pr where pr.property_id = ${propertyId}) as promotions,
  (select json_agg(json_build_object('name_vi', sc.name_vi, 'name_en', sc.name_en,
      'kind', sc.kind, 'amount', sc.amount, 'date_from', sc.date_from, 'date_to', sc.date_to))
    from property_surcharges sc where sc.property_id = ${propertyId}) as surcharges`;
}

/** The columns of `pricingColumns`, parsed (numerics as numbers). */
export function pricingInfo(r: { plans: unknown; promotions: unknown; surcharges: unknown }): {
  plans: RatePlanInfo[];
  promotions: PromotionInfo[];
  surcharges: SurchargeInfo[];
} {
  return {
    plans: json<RatePlanInfo[]>(r.plans).map((p) => ({
      ...p,
      price_factor: Number(p.price_factor),
    })),
    promotions: json<PromotionInfo[]>(r.promotions).map((p) => ({
      ...p,
      percent_off: Number(p.percent_off),
    })),
    surcharges: json<SurchargeInfo[]>(r.surcharges).map((s) => ({
      ...s,
      amount: Number(s.amount),
    })),
  };
}
