/** Room types of a property without dates (search results and favourites): no rates. */
import type { Db } from '../../../db/client.js';
import { langOf, pick } from '../common.js';
import { namedList, photoList } from './present.js';
import { namesOf, photosOf, roomTypesOf } from './repository.js';

export async function roomTypesWithoutDates(db: Db, propertyId: string, locale: string) {
  const lang = langOf(locale);
  const [rooms, names, photos] = await Promise.all([
    roomTypesOf(db, propertyId),
    namesOf(db),
    photosOf(db, [propertyId], true),
  ]);
  return rooms.map((room) => ({
    id: room.id,
    name: pick(lang, room.name_vi, room.name_en)!,
    description: pick(lang, room.description_vi, room.description_en),
    rating: room.rating == null ? null : Number(room.rating),
    size_m2: room.size_m2,
    bed_type: pick(lang, room.bed_type_vi, room.bed_type_en),
    view: pick(lang, room.view_vi, room.view_en),
    max_adults: room.max_adults,
    max_children: room.max_children,
    max_occupancy: room.max_occupancy,
    photos: photoList(
      photos.filter((p) => p.room_type_id === room.id),
      lang,
    ),
    amenities: namedList(
      Array.isArray(room.amenity_codes)
        ? room.amenity_codes
        : room.amenity_codes.replace(/^\{|\}$/g, '').split(','),
      names.amenities,
      lang,
    ).map(({ code, name }) => ({ code, name })),
    rates: [],
    available: null,
  }));
}
