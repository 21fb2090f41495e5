/**
 * An in-memory StaySupplier standing in for a hotel channel adapter: its properties live in
 * no table, so whatever the services show of them came through the supplier interface.
 */
import { addDays, daysBetween } from '../../../../server/domain/inventory/geo';
import type {
  PhotoInfo,
  PromotionInfo,
  PropertyDetail,
  PropertyInfo,
  RatePlanInfo,
  RoomNight,
  RoomTypeInfo,
  StayArea,
  StayCandidate,
  StayDates,
  StayQuery,
  StaySupplier,
  SurchargeInfo,
} from '../../../../server/providers/inventory/types';

export interface FakeProperty {
  info: PropertyInfo;
  photos?: PhotoInfo[];
  roomTypes: RoomTypeInfo[];
  plans: RatePlanInfo[];
  promotions?: PromotionInfo[];
  surcharges?: SurchargeInfo[];
  /** The night starting on `date` of a room type; null when the channel has no rate for it. */
  night: (roomTypeId: string, date: string) => { price: number; rooms_left: number } | null;
}

export interface FakeStaySupplier extends StaySupplier {
  /** Every call, as `method(args)`, so tests can see the domain asked. */
  calls: string[];
}

function inArea(p: PropertyInfo, area: StayArea): boolean {
  switch (area.kind) {
    case 'city':
      return p.city_id === area.id;
    case 'area':
      return false;
    case 'box':
      return (
        p.latitude >= area.south &&
        p.latitude <= area.north &&
        p.longitude >= area.west &&
        p.longitude <= area.east
      );
    case 'circle':
      return (
        Math.hypot(p.latitude - area.latitude, p.longitude - area.longitude) * 111 <= area.radiusKm
      );
  }
}

function nightsOf(p: FakeProperty, dates: StayDates): RoomNight[] {
  const out: RoomNight[] = [];
  for (const room of p.roomTypes) {
    for (let i = 0; i < daysBetween(dates.checkIn, dates.checkOut); i++) {
      const date = addDays(dates.checkIn, i);
      const night = p.night(room.id, date);
      if (night) out.push({ room_type_id: room.id, date, ...night });
    }
  }
  return out;
}

export function fakeStaySupplier(id: string, properties: FakeProperty[]): FakeStaySupplier {
  const calls: string[] = [];
  const byId = (propertyId: string) => properties.find((p) => p.info.id === propertyId);
  return {
    id,
    calls,
    async searchStays(q: StayQuery): Promise<StayCandidate[]> {
      calls.push(`searchStays(${q.checkIn},${q.checkOut})`);
      return properties
        .filter((p) => inArea(p.info, q.area))
        .map((p) => {
          const nights = nightsOf(p, q);
          const rooms = p.roomTypes
            .filter(
              (r) =>
                r.max_adults >= q.perRoom.adults &&
                r.max_children >= q.perRoom.children &&
                r.max_occupancy >= q.perRoom.guests,
            )
            .map((r) => ({ r, mine: nights.filter((n) => n.room_type_id === r.id) }))
            .filter(
              ({ mine }) => mine.length === q.nights && mine.every((n) => n.rooms_left >= q.rooms),
            )
            .map(({ r, mine }) => ({
              room_type_id: r.id,
              name_vi: r.name_vi,
              name_en: r.name_en,
              total: mine.reduce((sum, n) => sum + n.price, 0),
              rooms_left: Math.min(...mine.map((n) => n.rooms_left)),
            }));
          return {
            supplier: id,
            property: p.info,
            rooms,
            plans: p.plans,
            promotions: p.promotions ?? [],
            surcharges: p.surcharges ?? [],
          };
        })
        .filter((c) => c.rooms.length > 0);
    },
    async propertyDetail(propertyId, dates): Promise<PropertyDetail | null> {
      calls.push(`propertyDetail(${propertyId})`);
      const p = byId(propertyId);
      if (!p) return null;
      return {
        property: p.info,
        photos: p.photos ?? [],
        roomTypes: p.roomTypes,
        plans: p.plans,
        promotions: p.promotions ?? [],
        surcharges: p.surcharges ?? [],
        nights: dates ? nightsOf(p, dates) : [],
      };
    },
    async propertySummaries(propertyIds) {
      calls.push(`propertySummaries(${propertyIds.join(',')})`);
      return propertyIds.flatMap((propertyId) => {
        const p = byId(propertyId);
        return p ? [{ property: p.info, photos: p.photos ?? [] }] : [];
      });
    },
  };
}

/** A property's facts with sensible defaults (a Đà Nẵng hotel). */
export function fakePropertyInfo(id: string, over: Partial<PropertyInfo> = {}): PropertyInfo {
  return {
    id,
    name: `Channel hotel ${id}`,
    city_id: 'da-nang',
    city_vi: 'Đà Nẵng',
    city_en: 'Da Nang',
    area_vi: null,
    area_en: null,
    type_codes: ['HOTEL'],
    star_rating: 4,
    rating: 8.8,
    review_count: 42,
    hotel_rank: 1,
    featured: false,
    status: 'APPROVED',
    approved_at: null,
    street: '9 Bạch Đằng',
    district: 'Hải Châu',
    raw_address: '9 Bạch Đằng, Hải Châu, Đà Nẵng',
    country_code: 'VN',
    latitude: 16.07,
    longitude: 108.224,
    timezone: 'Asia/Ho_Chi_Minh',
    check_in_time: '14:00',
    check_out_time: '12:00',
    child_age_to: 11,
    currency: 'VND',
    description_vi: 'Khách sạn của kênh',
    description_en: 'A channel hotel',
    amenity_codes: ['WIFI', 'POOL'],
    ...over,
  };
}

/** A room type with sensible defaults (2 adults, 1 child). */
export function fakeRoomType(id: string, over: Partial<RoomTypeInfo> = {}): RoomTypeInfo {
  return {
    id,
    name_vi: `Phòng ${id}`,
    name_en: `Room ${id}`,
    description_vi: null,
    description_en: null,
    size_m2: 30,
    bed_type_vi: null,
    bed_type_en: null,
    view_vi: null,
    view_en: null,
    max_adults: 2,
    max_children: 1,
    max_occupancy: 3,
    amenity_codes: ['WIFI'],
    rating: null,
    photos: [],
    ...over,
  };
}
