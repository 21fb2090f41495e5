/** The property columns every property read selects (with its city and area names). */
import { sql } from 'drizzle-orm';
import type { PropertyInfo } from '../types.js';

export const PROPERTY_COLUMNS = sql`p.id, p.name, p.city_id, c.name_vi as city_vi,
  c.name_en as city_en, a.name_vi as area_vi, a.name_en as area_en, p.type_codes,
  p.star_rating, p.rating, p.review_count, p.hotel_rank, p.featured, p.status, p.approved_at,
  p.street, p.district, p.raw_address, p.country_code, p.latitude, p.longitude, p.timezone,
  p.check_in_time, p.check_out_time, p.child_age_to, p.currency, p.description_vi,
  p.description_en, p.amenity_codes`;

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
