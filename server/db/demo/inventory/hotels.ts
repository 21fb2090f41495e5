/**
 * Properties of the default inventory: HOTELS_PER_CITY fictional hotels, resorts, apartments,
 * villas, homestays and hostels spread over each destination's areas, with stars, ratings,
 * addresses, amenities, photos, room types, rate plans, surcharges and promotions.
 * Nightly prices and rooms left are generated in SQL (rates-sql.ts).
 */
import { AREAS, HOTELS_PER_CITY } from '../../../domain/inventory/data/areas.js';
import { CITIES } from '../../../domain/inventory/data/cities.js';
import {
  ROOM_TEMPLATES,
  type PropertyTypeCode,
} from '../../../domain/inventory/data/hotel-catalog.js';
import { searchText } from '../../../domain/inventory/normalize.js';
import type { properties, roomTypes } from '../../schema.js';
import { createRng } from '../prng.js';
import { STREETS, describe } from './hotel-words.js';
import { amenitiesFor, scatter, uniqueName } from './hotel-parts.js';
import { extrasFor, type HotelExtras } from './hotel-extras.js';
import { regimeOf, type Regime } from './regimes.js';

const TYPE_MIX: Record<Regime, [PropertyTypeCode, number][]> = {
  city: [
    ['HOTEL', 55],
    ['BOUTIQUE', 15],
    ['APARTMENT', 15],
    ['HOSTEL', 8],
    ['HOMESTAY', 7],
  ],
  beach: [
    ['HOTEL', 40],
    ['RESORT', 28],
    ['APARTMENT', 10],
    ['VILLA', 8],
    ['HOMESTAY', 8],
    ['BOUTIQUE', 6],
  ],
  highland: [
    ['HOTEL', 35],
    ['HOMESTAY', 25],
    ['VILLA', 15],
    ['RESORT', 10],
    ['BOUTIQUE', 10],
    ['HOSTEL', 5],
  ],
};

const STARS: Record<PropertyTypeCode, [number[], number[]]> = {
  HOTEL: [
    [2, 3, 4, 5],
    [15, 40, 30, 15],
  ],
  BOUTIQUE: [
    [3, 4],
    [50, 50],
  ],
  RESORT: [
    [4, 5],
    [55, 45],
  ],
  APARTMENT: [
    [3, 4],
    [60, 40],
  ],
  VILLA: [
    [3, 4, 5],
    [40, 40, 20],
  ],
  HOMESTAY: [
    [2, 3],
    [55, 45],
  ],
  HOSTEL: [
    [1, 2],
    [50, 50],
  ],
};

const STAR_BASE = [0, 180_000, 450_000, 800_000, 1_500_000, 2_800_000];
const CITY_PRICE: Record<string, number> = {
  'phu-quoc': 1.2,
  'ho-chi-minh': 1.1,
  'ha-noi': 1.05,
  'hoi-an': 1.0,
  'da-nang': 1.0,
  'nha-trang': 0.95,
  'ha-long': 0.95,
  'vung-tau': 0.9,
  'quy-nhon': 0.85,
  'phan-thiet': 0.9,
  'da-lat': 0.8,
  'sa-pa': 0.85,
  hue: 0.75,
  'can-tho': 0.75,
  'hai-phong': 0.8,
};
const TYPE_PRICE: Record<PropertyTypeCode, number> = {
  HOTEL: 1,
  BOUTIQUE: 1.1,
  RESORT: 1.15,
  APARTMENT: 0.95,
  VILLA: 3.5,
  HOMESTAY: 0.8,
  HOSTEL: 0.6,
};

export interface BuiltHotels {
  properties: (typeof properties.$inferInsert)[];
  roomTypes: (typeof roomTypes.$inferInsert)[];
  extras: HotelExtras;
}

export function buildHotels(now: Date): BuiltHotels {
  const rng = createRng('wayfare-inventory:hotels');
  const props: (typeof properties.$inferInsert)[] = [];
  const rooms: (typeof roomTypes.$inferInsert)[] = [];
  const usedNames = new Set<string>();
  let seq = 1;
  let roomSeq = 1;
  for (const [cityId, count] of Object.entries(HOTELS_PER_CITY)) {
    const city = CITIES.find((c) => c.id === cityId)!;
    const areas = AREAS.filter((a) => a.city === cityId);
    const regime = regimeOf(cityId);
    const cityProps: (typeof properties.$inferInsert)[] = [];
    for (let i = 0; i < count; i++) {
      const area = rng.weighted(
        areas,
        areas.map((a) => a.weight),
      );
      const type = rng.weighted(
        TYPE_MIX[regime].map((t) => t[0]),
        TYPE_MIX[regime].map((t) => t[1]),
      );
      const [starValues, starWeights] = STARS[type];
      let stars = rng.weighted(starValues, starWeights);
      if (stars < 5 && rng.chance(0.1)) stars += 0.5;
      const name = uniqueName(rng, type, area, usedNames);
      const amenityCodes = amenitiesFor(rng, type, stars, regime, area);
      const [lat, lng] = scatter(rng, area);
      const text = describe(type, Math.floor(stars), area, city, amenityCodes);
      const street = `${rng.int(1, 250)} ${rng.pick(STREETS)}`;
      const popularity = rng.int(1, 100) + stars * 8;
      const id = rng.uuid();
      const prop: typeof properties.$inferInsert = {
        id,
        seq: seq++,
        name,
        search_text: searchText(name, area.vi, area.en),
        city_id: cityId,
        area_id: area.id,
        type_codes: type === 'BOUTIQUE' ? ['BOUTIQUE', 'HOTEL'] : [type],
        star_rating: stars,
        rating: Math.min(9.8, Math.round((6.4 + stars * 0.45 + rng.next() * 1.2) * 10) / 10),
        review_count: Math.round(popularity * rng.int(3, 30)),
        featured: rng.chance(0.08),
        status: 'APPROVED',
        approved_at: new Date(now.getTime() - rng.int(30, 900) * 86_400_000),
        street,
        district: area.vi,
        raw_address: `${street}, ${area.vi}, ${city.vi}, Việt Nam`,
        country_code: 'VN',
        latitude: lat,
        longitude: lng,
        timezone: city.tz,
        check_in_time:
          type === 'RESORT' || type === 'VILLA' ? '15:00' : type === 'HOSTEL' ? '13:00' : '14:00',
        check_out_time: type === 'RESORT' || type === 'VILLA' ? '11:00' : '12:00',
        child_age_to: type === 'HOSTEL' ? 5 : rng.pick([6, 11, 11, 11]),
        description_vi: text.vi,
        description_en: text.en,
        amenity_codes: amenityCodes,
        hotel_rank: popularity,
      };
      cityProps.push(prop);
      const base =
        STAR_BASE[Math.floor(stars)] *
        (CITY_PRICE[cityId] ?? 1) *
        TYPE_PRICE[type] *
        (0.85 + rng.next() * 0.35);
      const templates = ROOM_TEMPLATES[type];
      const roomCount = Math.min(templates.length, Math.max(2, rng.int(2, templates.length)));
      templates.slice(0, roomCount).forEach((t, position) => {
        rooms.push({
          id: rng.uuid(),
          seq: roomSeq++,
          property_id: id,
          name_vi: t.vi,
          name_en: t.en,
          description_vi: `${t.vi} rộng ${t.size} m², ${t.bedVi}.`,
          description_en: `${t.en}, ${t.size} m², ${t.bedEn}.`,
          size_m2: t.size,
          bed_type_vi: t.bedVi,
          bed_type_en: t.bedEn,
          view_vi:
            amenityCodes.includes('BEACH') && position > 0
              ? 'Hướng biển'
              : position > 1
                ? 'Hướng thành phố'
                : null,
          view_en:
            amenityCodes.includes('BEACH') && position > 0
              ? 'Sea view'
              : position > 1
                ? 'City view'
                : null,
          max_adults: t.adults,
          max_children: t.children,
          max_occupancy: t.occupancy,
          amenity_codes: t.amenities,
          base_price: Math.round((base * t.factor) / 10_000) * 10_000,
          total_rooms: t.rooms,
          rating: Math.min(9.9, Math.round(((prop.rating ?? 8) + (rng.next() - 0.5)) * 10) / 10),
          position,
        });
      });
    }
    // Rank within the city by popularity (stored temporarily in hotel_rank).
    [...cityProps]
      .sort((a, b) => (b.hotel_rank ?? 0) - (a.hotel_rank ?? 0))
      .forEach((p, index) => (p.hotel_rank = index + 1));
    props.push(...cityProps);
  }
  return { properties: props, roomTypes: rooms, extras: extrasFor(props, rooms, now) };
}
