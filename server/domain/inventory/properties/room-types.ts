/** Room types as the GraphQL RoomType; without dates (search results, favourites): no rates. */
import type { Db } from '../../../db/client.js';
import type { RoomTypeInfo, StaySupplier } from '../../../providers/inventory/types.js';
import { langOf, pick, type Lang } from '../common.js';
import { resolveProperty } from './ids.js';
import { namedList, photoList, type Names } from './present.js';
import { namesOf } from './repository.js';

/** A room type's content in the request's language (rates and availability added by callers). */
export function presentRoomType(room: RoomTypeInfo, names: Names, lang: Lang) {
  return {
    id: room.id,
    name: pick(lang, room.name_vi, room.name_en)!,
    description: pick(lang, room.description_vi, room.description_en),
    rating: room.rating,
    size_m2: room.size_m2,
    bed_type: pick(lang, room.bed_type_vi, room.bed_type_en),
    view: pick(lang, room.view_vi, room.view_en),
    max_adults: room.max_adults,
    max_children: room.max_children,
    max_occupancy: room.max_occupancy,
    photos: photoList(room.photos, lang),
    amenities: namedList(room.amenity_codes, names.amenities, lang).map(({ code, name }) => ({
      code,
      name,
    })),
  };
}

export async function roomTypesWithoutDates(
  db: Db,
  suppliers: StaySupplier[],
  propertyId: string,
  locale: string,
) {
  const lang = langOf(locale);
  const ref = resolveProperty(suppliers, propertyId);
  if (!ref) return [];
  const [detail, names] = await Promise.all([
    ref.supplier.propertyDetail(ref.id, null),
    namesOf(db),
  ]);
  return (detail?.roomTypes ?? []).map((room) => ({
    ...presentRoomType(room, names, lang),
    rates: [],
    available: null,
  }));
}
