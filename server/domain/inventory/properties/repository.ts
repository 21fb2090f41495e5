/** Property reads for detail, favourites and result pages (SQL only). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  PROPERTY_COLUMNS,
  propertyInfo,
} from '../../../providers/inventory/local/property-rows.js';
import type {
  PromotionInfo,
  PropertyInfo,
  RatePlanInfo,
  SurchargeInfo,
} from '../../../providers/inventory/types.js';

const uuids = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export interface Named {
  code: string;
  name_vi: string;
  name_en: string;
}

export async function namesOf(
  db: Db,
): Promise<{ types: Map<string, Named>; amenities: Map<string, Named> }> {
  const result = await db.execute<Named & { kind: string } & Record<string, unknown>>(sql`
    select 'type' as kind, code, name_vi, name_en from property_types
    union all select 'amenity', code, name_vi, name_en from amenities`);
  const types = new Map<string, Named>();
  const amenities = new Map<string, Named>();
  for (const r of result.rows) (r.kind === 'type' ? types : amenities).set(r.code, r);
  return { types, amenities };
}

export async function propertiesByIds(db: Db, ids: string[]): Promise<PropertyInfo[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${PROPERTY_COLUMNS} from properties p
    join cities c on c.id = p.city_id left join areas a on a.id = p.area_id
    where p.id = any(${uuids(valid)})`);
  return result.rows.map(propertyInfo);
}

export interface PhotoRow {
  property_id: string;
  room_type_id: string | null;
  url: string;
  label_vi: string | null;
  label_en: string | null;
}

export async function photosOf(db: Db, ids: string[], withRooms: boolean): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<PhotoRow & Record<string, unknown>>(sql`
    select property_id, room_type_id, url, label_vi, label_en from property_photos
    where property_id = any(${uuids(ids)}) ${withRooms ? sql`` : sql`and room_type_id is null`}
    order by property_id, position`);
  return result.rows;
}

export interface RoomTypeRow extends Record<string, unknown> {
  id: string;
  property_id: string;
  name_vi: string;
  name_en: string;
  description_vi: string | null;
  description_en: string | null;
  size_m2: number | null;
  bed_type_vi: string | null;
  bed_type_en: string | null;
  view_vi: string | null;
  view_en: string | null;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  amenity_codes: string[] | string;
  rating: string | number | null;
}

export async function roomTypesOf(db: Db, propertyId: string): Promise<RoomTypeRow[]> {
  const result = await db.execute<RoomTypeRow>(sql`
    select id, property_id, name_vi, name_en, description_vi, description_en, size_m2,
      bed_type_vi, bed_type_en, view_vi, view_en, max_adults, max_children, max_occupancy,
      amenity_codes, rating
    from room_types where property_id = ${propertyId}::uuid order by position`);
  return result.rows;
}

export interface PricingRows {
  plans: RatePlanInfo[];
  promotions: PromotionInfo[];
  surcharges: SurchargeInfo[];
}

export async function pricingOf(db: Db, propertyId: string): Promise<PricingRows> {
  const [plans, promotions, surcharges] = await Promise.all([
    db.execute<RatePlanInfo & Record<string, unknown>>(sql`
      select id, name_vi, name_en, breakfast_included, refundable, free_cancellation_days,
        price_factor from rate_plans where property_id = ${propertyId}::uuid order by position`),
    db.execute<PromotionInfo & Record<string, unknown>>(sql`
      select id, room_type_id, name_vi, name_en, percent_off, min_nights, min_days_before,
        max_days_before, stay_from::text as stay_from, stay_to::text as stay_to
      from property_promotions where property_id = ${propertyId}::uuid`),
    db.execute<SurchargeInfo & Record<string, unknown>>(sql`
      select name_vi, name_en, kind, amount, date_from::text as date_from,
        date_to::text as date_to
      from property_surcharges where property_id = ${propertyId}::uuid`),
  ]);
  return {
    plans: plans.rows.map((p) => ({ ...p, price_factor: Number(p.price_factor) })),
    promotions: promotions.rows.map((p) => ({ ...p, percent_off: Number(p.percent_off) })),
    surcharges: surcharges.rows.map((s) => ({ ...s, amount: Number(s.amount) })),
  };
}

export interface NightRow {
  room_type_id: string;
  date: string;
  price: number;
  allotment: number;
}

export async function nightsOf(
  db: Db,
  propertyId: string,
  checkIn: string,
  checkOut: string,
): Promise<NightRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select r.room_type_id, r.date::text as date, r.price, r.allotment
    from room_daily_rates r join room_types rt on rt.id = r.room_type_id
    where rt.property_id = ${propertyId}::uuid
      and r.date >= ${checkIn}::date and r.date < ${checkOut}::date
    order by r.room_type_id, r.date`);
  return result.rows.map((r) => ({
    room_type_id: r.room_type_id as string,
    date: r.date as string,
    price: Number(r.price),
    allotment: Number(r.allotment),
  }));
}
