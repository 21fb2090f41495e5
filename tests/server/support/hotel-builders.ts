/** Hotels for the inventory tests: exact nightly prices, rooms left, plans and extras. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/client';
import * as s from '../../../server/db/schema';
import { searchText } from '../../../server/domain/inventory/normalize';
import { inDays } from './inventory-builders';

export async function buildHotelReference(db: Db): Promise<void> {
  await db.insert(s.propertyTypes).values([
    { code: 'HOTEL', name_vi: 'Khách sạn', name_en: 'Hotel' },
    { code: 'RESORT', name_vi: 'Khu nghỉ dưỡng', name_en: 'Resort' },
    { code: 'HOMESTAY', name_vi: 'Homestay', name_en: 'Homestay' },
  ]);
  await db.insert(s.amenities).values(
    ['WIFI', 'POOL', 'SPA', 'BEACH', 'PARKING'].map((code) => ({
      code,
      name_vi: code,
      name_en: code,
      scope: 'PROPERTY',
    })),
  );
}

export interface RoomSpec {
  name: string;
  adults?: number;
  children?: number;
  occupancy?: number;
  /** Price and rooms left of the night starting on `date` (default 1,000,000 ₫, 5 rooms). */
  night?: (date: string, index: number) => { price: number; allotment: number };
}

export interface PlanSpec {
  name: string;
  breakfast?: boolean;
  refundable?: boolean;
  freeDays?: number | null;
  factor?: number;
}

export interface HotelSpec {
  name: string;
  city?: string;
  area?: string | null;
  lat?: number;
  lng?: number;
  stars?: number;
  rating?: number;
  rank?: number;
  featured?: boolean;
  types?: string[];
  amenities?: string[];
  rooms?: RoomSpec[];
  plans?: PlanSpec[];
  promotions?: Partial<typeof s.propertyPromotions.$inferInsert>[];
  surcharges?: Partial<typeof s.propertySurcharges.$inferInsert>[];
}

let propertySeq = 1;
let roomSeq = 1;

/** A property with room types, plans and 30 nights of rates from today. Returns ids. */
export async function buildHotel(db: Db, h: HotelSpec) {
  const id = randomUUID();
  await db.insert(s.properties).values({
    id,
    seq: propertySeq++,
    name: h.name,
    search_text: searchText(h.name),
    city_id: h.city ?? 'da-nang',
    area_id: h.area === undefined ? 'my-khe' : h.area,
    type_codes: h.types ?? ['HOTEL'],
    star_rating: h.stars ?? 3,
    rating: h.rating ?? 8,
    review_count: 100,
    hotel_rank: h.rank ?? propertySeq,
    featured: h.featured ?? false,
    raw_address: `1 Võ Nguyên Giáp, ${h.name}`,
    country_code: 'VN',
    latitude: h.lat ?? 16.06,
    longitude: h.lng ?? 108.246,
    timezone: 'Asia/Ho_Chi_Minh',
    check_in_time: '14:00',
    check_out_time: '12:00',
    child_age_to: 11,
    amenity_codes: h.amenities ?? ['WIFI'],
  });
  const rooms = (h.rooms ?? [{ name: 'Standard' }]).map((r, position) => ({
    id: randomUUID(),
    seq: roomSeq++,
    property_id: id,
    name_vi: r.name,
    name_en: r.name,
    max_adults: r.adults ?? 2,
    max_children: r.children ?? 1,
    max_occupancy: r.occupancy ?? 3,
    amenity_codes: ['TV'],
    base_price: 1_000_000,
    total_rooms: 5,
    position,
    spec: r,
  }));
  await db.insert(s.roomTypes).values(rooms.map(({ spec: _spec, ...r }) => r));
  const nights = rooms.flatMap((r) =>
    Array.from({ length: 30 }, (_, i) => {
      const date = inDays(i);
      const night = r.spec.night?.(date, i) ?? { price: 1_000_000, allotment: 5 };
      return { room_type_id: r.id, date, price: night.price, allotment: night.allotment };
    }),
  );
  await db.insert(s.roomDailyRates).values(nights);
  const plans = (h.plans ?? [{ name: 'Room only', refundable: false }]).map((p, position) => ({
    id: randomUUID(),
    property_id: id,
    code: `P${position}`,
    name_vi: p.name,
    name_en: p.name,
    breakfast_included: p.breakfast ?? false,
    refundable: p.refundable ?? false,
    free_cancellation_days: p.refundable ? (p.freeDays ?? 1) : null,
    price_factor: p.factor ?? 1,
    position,
  }));
  await db.insert(s.ratePlans).values(plans);
  if (h.promotions?.length) {
    await db.insert(s.propertyPromotions).values(
      h.promotions.map((p) => ({
        name_vi: 'Promo',
        name_en: 'Promo',
        percent_off: 10,
        ...p,
        property_id: id,
      })),
    );
  }
  if (h.surcharges?.length) {
    await db.insert(s.propertySurcharges).values(
      h.surcharges.map((x) => ({
        name_vi: 'Phụ thu',
        name_en: 'Surcharge',
        kind: 'PER_STAY' as const,
        amount: 100_000,
        ...x,
        property_id: id,
      })),
    );
  }
  return { id, rooms: rooms.map((r) => r.id), plans: plans.map((p) => p.id) };
}
