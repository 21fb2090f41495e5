/**
 * Rate plans, photos, surcharges and promotions of the generated properties. Photos are
 * generated SVG placeholders served from /inventory/photos (public/), never other sites.
 */
import { RATE_PLAN_TEMPLATES } from '../../../domain/inventory/data/hotel-catalog.js';
import type {
  properties,
  propertyPhotos,
  propertyPromotions,
  propertySurcharges,
  ratePlans,
  roomTypes,
} from '../../schema.js';
import { createRng } from '../prng.js';
import { holidayRanges } from './seasons.js';

export interface HotelExtras {
  ratePlans: (typeof ratePlans.$inferInsert)[];
  photos: (typeof propertyPhotos.$inferInsert)[];
  surcharges: (typeof propertySurcharges.$inferInsert)[];
  promotions: (typeof propertyPromotions.$inferInsert)[];
}

type Prop = typeof properties.$inferInsert;
type Room = typeof roomTypes.$inferInsert;

const photo = (name: string) => `/inventory/photos/${name}.svg`;

const ROOM_PHOTO: Record<string, string> = {
  TWIN: 'room-twin',
  FAMILY: 'room-family',
  SUITE: 'room-suite',
  VILLA: 'villa',
  DORM: 'room-dorm',
};

export function extrasFor(props: Prop[], rooms: Room[], now: Date): HotelExtras {
  const rng = createRng('wayfare-inventory:hotel-extras');
  const out: HotelExtras = { ratePlans: [], photos: [], surcharges: [], promotions: [] };
  const roomsOf = new Map<string, Room[]>();
  for (const room of rooms) {
    const list = roomsOf.get(room.property_id) ?? [];
    list.push(room);
    roomsOf.set(room.property_id, list);
  }
  const holidays = holidayRanges(now.getUTCFullYear());
  for (const p of props) {
    const id = p.id!;
    const type = p.type_codes[0];
    const plans =
      type === 'HOSTEL'
        ? RATE_PLAN_TEMPLATES.slice(0, 2)
        : RATE_PLAN_TEMPLATES.filter(
            (t, i) => i < 2 || (p.star_rating >= 3 && rng.chance(0.8)) || t.code === 'BREAKFAST',
          );
    plans.forEach((t, position) =>
      out.ratePlans.push({
        id: rng.uuid(),
        property_id: id,
        code: t.code,
        name_vi: t.vi,
        name_en: t.en,
        breakfast_included: t.breakfast,
        refundable: t.refundable,
        free_cancellation_days: t.freeDays,
        price_factor: t.factor,
        position,
      }),
    );
    const names = [`exterior-${rng.int(1, 4)}`, `lobby-${rng.int(1, 2)}`];
    if (p.amenity_codes.includes('POOL')) names.push('pool');
    if (p.amenity_codes.includes('BEACH')) names.push('beach');
    if (p.amenity_codes.includes('RESTAURANT')) names.push('restaurant');
    if (p.amenity_codes.includes('SPA')) names.push('spa');
    names.forEach((name, position) =>
      out.photos.push({
        id: rng.uuid(),
        property_id: id,
        url: photo(name),
        label_vi: LABELS[name.replace(/-\d$/, '')][0],
        label_en: LABELS[name.replace(/-\d$/, '')][1],
        position,
      }),
    );
    for (const room of roomsOf.get(id) ?? []) {
      const key = Object.keys(ROOM_PHOTO).find((k) => room.name_en.toUpperCase().includes(k));
      for (const [position, name] of [
        key ? ROOM_PHOTO[key] : 'room-double',
        'bathroom',
      ].entries()) {
        out.photos.push({
          id: rng.uuid(),
          property_id: id,
          room_type_id: room.id,
          url: photo(name),
          label_vi: name === 'bathroom' ? 'Phòng tắm' : room.name_vi,
          label_en: name === 'bathroom' ? 'Bathroom' : room.name_en,
          position: 100 + position,
        });
      }
    }
    const cheapest = Math.min(...(roomsOf.get(id) ?? []).map((r) => r.base_price));
    if (rng.chance(0.35)) {
      for (const h of holidays) {
        out.surcharges.push({
          id: rng.uuid(),
          property_id: id,
          name_vi: `Phụ thu ${h.vi}`,
          name_en: `${h.en} surcharge`,
          kind: 'PER_ROOM_NIGHT',
          amount: Math.round((cheapest * 0.15) / 10_000) * 10_000,
          date_from: h.from,
          date_to: h.to,
        });
      }
    }
    if (type !== 'HOSTEL' && rng.chance(0.3)) {
      out.surcharges.push({
        id: rng.uuid(),
        property_id: id,
        name_vi: 'Phụ thu ăn sáng trẻ em',
        name_en: "Children's breakfast",
        kind: 'PER_CHILD_NIGHT',
        amount: rng.pick([80_000, 100_000, 150_000]),
      });
    }
    if (type === 'VILLA' || type === 'APARTMENT') {
      out.surcharges.push({
        id: rng.uuid(),
        property_id: id,
        name_vi: 'Phí vệ sinh',
        name_en: 'Cleaning fee',
        kind: 'PER_STAY',
        amount: type === 'VILLA' ? 500_000 : 200_000,
      });
    }
    if (rng.chance(0.2)) {
      out.promotions.push({
        id: rng.uuid(),
        property_id: id,
        name_vi: 'Đặt sớm giảm 15%',
        name_en: 'Early bird 15% off',
        percent_off: 15,
        min_days_before: 30,
      });
    }
    if (rng.chance(0.15)) {
      out.promotions.push({
        id: rng.uuid(),
        property_id: id,
        name_vi: 'Phút chót giảm 10%',
        name_en: 'Last minute 10% off',
        percent_off: 10,
        max_days_before: 3,
      });
    }
    if (rng.chance(0.2)) {
      out.promotions.push({
        id: rng.uuid(),
        property_id: id,
        name_vi: 'Ở 3 đêm giảm 12%',
        name_en: 'Stay 3 nights, save 12%',
        percent_off: 12,
        min_nights: 3,
      });
    }
    const first = (roomsOf.get(id) ?? [])[0];
    if (first && rng.chance(0.1)) {
      out.promotions.push({
        id: rng.uuid(),
        property_id: id,
        room_type_id: first.id,
        name_vi: `Ưu đãi ${first.name_vi} 8%`,
        name_en: `${first.name_en} deal 8% off`,
        percent_off: 8,
      });
    }
  }
  return out;
}

const LABELS: Record<string, [string, string]> = {
  exterior: ['Mặt tiền', 'Exterior'],
  lobby: ['Sảnh', 'Lobby'],
  pool: ['Hồ bơi', 'Swimming pool'],
  beach: ['Bãi biển', 'Beach'],
  restaurant: ['Nhà hàng', 'Restaurant'],
  spa: ['Spa', 'Spa'],
};
