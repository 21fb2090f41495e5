/**
 * Local stay supplier, property reads: a property page's content and nights in one statement
 * (each part by its property_id index, the nights by the room_daily_rates primary key range),
 * and list summaries by primary key with their photos.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { isUuid, sqlArray } from '../../../db/sql-values.js';
import type {
  PhotoInfo,
  PropertyDetail,
  PropertySummary,
  RoomNight,
  RoomTypeInfo,
  StayDates,
} from '../types.js';
import {
  PROPERTY_COLUMNS,
  json,
  pricingColumns,
  pricingInfo,
  propertyInfo,
  type PropertyRow,
} from './property-rows.js';

const PHOTO = sql`json_build_object('url', ph.url, 'label_vi', ph.label_vi,
  'label_en', ph.label_en)`;

interface DetailRow extends PropertyRow {
  photos: unknown;
  room_photos: unknown;
  room_types: unknown;
  plans: unknown;
  promotions: unknown;
  surcharges: unknown;
  nights: unknown;
}

type RoomTypeJson = Omit<RoomTypeInfo, 'photos'>;
type RoomPhotoJson = PhotoInfo & { room_type_id: string };

export async function localPropertyDetail(
  db: Db,
  propertyId: string,
  dates: StayDates | null,
): Promise<PropertyDetail | null> {
  if (!isUuid(propertyId)) return null;
  const nights = dates
    ? sql`(select json_agg(json_build_object('room_type_id', r.room_type_id, 'date', r.date,
          'price', r.price, 'rooms_left', r.allotment) order by r.room_type_id, r.date)
        from room_types rt join room_daily_rates r on r.room_type_id = rt.id
          and r.date >= ${dates.checkIn}::date and r.date < ${dates.checkOut}::date
        where rt.property_id = p.id)`
    : sql`null`;
  const result = await db.execute<DetailRow>(sql`
    select ${PROPERTY_COLUMNS},
      (select json_agg(${PHOTO} order by ph.position) from property_photos ph
        where ph.property_id = p.id and ph.room_type_id is null) as photos,
      (select json_agg(json_build_object('room_type_id', ph.room_type_id, 'url', ph.url,
          'label_vi', ph.label_vi, 'label_en', ph.label_en) order by ph.position)
        from property_photos ph
        where ph.property_id = p.id and ph.room_type_id is not null) as room_photos,
      (select json_agg(json_build_object('id', rt.id, 'name_vi', rt.name_vi,
          'name_en', rt.name_en, 'description_vi', rt.description_vi,
          'description_en', rt.description_en, 'size_m2', rt.size_m2,
          'bed_type_vi', rt.bed_type_vi, 'bed_type_en', rt.bed_type_en, 'view_vi', rt.view_vi,
          'view_en', rt.view_en, 'max_adults', rt.max_adults, 'max_children', rt.max_children,
          'max_occupancy', rt.max_occupancy, 'amenity_codes', rt.amenity_codes,
          'rating', rt.rating) order by rt.position)
        from room_types rt where rt.property_id = p.id) as room_types,
      ${pricingColumns(sql`p.id`)},
      ${nights} as nights
    from properties p
    join cities c on c.id = p.city_id
    left join areas a on a.id = p.area_id
    where p.id = ${propertyId}::uuid`);
  const row = result.rows[0];
  if (!row) return null;
  const roomPhotos = json<RoomPhotoJson[]>(row.room_photos);
  const photo = ({ url, label_vi, label_en }: PhotoInfo): PhotoInfo => ({
    url,
    label_vi,
    label_en,
  });
  return {
    property: propertyInfo(row),
    photos: json<PhotoInfo[]>(row.photos),
    roomTypes: json<RoomTypeJson[]>(row.room_types).map((r) => ({
      ...r,
      size_m2: r.size_m2 == null ? null : Number(r.size_m2),
      rating: r.rating == null ? null : Number(r.rating),
      amenity_codes: r.amenity_codes ?? [],
      photos: roomPhotos.filter((ph) => ph.room_type_id === r.id).map(photo),
    })),
    ...pricingInfo(row),
    nights: json<RoomNight[]>(row.nights).map((n) => ({
      room_type_id: n.room_type_id,
      date: n.date,
      price: Number(n.price),
      rooms_left: Number(n.rooms_left),
    })),
  };
}

export async function localPropertySummaries(
  db: Db,
  propertyIds: string[],
): Promise<PropertySummary[]> {
  const valid = propertyIds.filter(isUuid);
  if (valid.length === 0) return [];
  const result = await db.execute<PropertyRow & { photos: unknown }>(sql`
    select ${PROPERTY_COLUMNS},
      (select json_agg(${PHOTO} order by ph.position) from property_photos ph
        where ph.property_id = p.id and ph.room_type_id is null) as photos
    from properties p
    join cities c on c.id = p.city_id
    left join areas a on a.id = p.area_id
    where p.id = any(${sqlArray(valid, 'uuid')})`);
  return result.rows.map((r) => ({
    property: propertyInfo(r),
    photos: json<PhotoInfo[]>(r.photos),
  }));
}
