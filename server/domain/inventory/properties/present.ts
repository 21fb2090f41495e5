/** A PropertyInfo as the GraphQL Property, named in the request's language. */
import type { PhotoInfo, PropertyInfo } from '../../../providers/inventory/types.js';
import { pick, type Lang } from '../common.js';
import type { PolicyState } from '../../policy/offers.js';
import { propertyKey } from './ids.js';
import type { Named } from './repository.js';

export interface Names {
  types: Map<string, Named>;
  amenities: Map<string, Named>;
}

export function namedList(codes: string[], names: Map<string, Named>, lang: Lang) {
  return codes.map((code) => {
    const n = names.get(code);
    return { id: code, code, name: n ? pick(lang, n.name_vi, n.name_en)! : code };
  });
}

export function photoList(photos: PhotoInfo[], lang: Lang) {
  return photos.map((p) => ({ url: p.url, label: pick(lang, p.label_vi, p.label_en) }));
}

/** `supplier` is the id of the supplier `p` comes from (it qualifies the property id). */
export function presentProperty(
  supplier: string,
  p: PropertyInfo,
  names: Names,
  photos: PhotoInfo[],
  lang: Lang,
) {
  return {
    id: propertyKey(supplier, p.id),
    name: p.name,
    featured: p.featured,
    setting: {
      check_in_time: p.check_in_time,
      check_out_time: p.check_out_time,
      child_age_to: p.child_age_to,
      currency: p.currency,
      star_rating: p.star_rating,
      timezone: p.timezone,
    },
    status: { approved_at: p.approved_at, status: p.status },
    types: namedList(p.type_codes, names.types, lang),
    description: pick(lang, p.description_vi, p.description_en),
    address: {
      raw_address: p.raw_address,
      street: p.street,
      district: p.district,
      city: pick(lang, p.city_vi, p.city_en),
      country_code: p.country_code,
    },
    latitude: p.latitude,
    longitude: p.longitude,
    city_id: `city:${p.city_id}`,
    city_name: pick(lang, p.city_vi, p.city_en),
    area_name: pick(lang, p.area_vi, p.area_en),
    rating: p.rating,
    review_count: p.review_count,
    hotel_rank: p.hotel_rank,
    photos: photoList(photos, lang),
    amenities: namedList(p.amenity_codes, names.amenities, lang).map(({ code, name }) => ({
      code,
      name,
    })),
    distance_km: null as number | null,
    stay_price: null as StayPriceOut | null,
    is_favourite: null as boolean | null,
  };
}

/** The cheapest rate of the stay, as a result card shows it (GraphQL `StayPrice`). */
export interface StayPriceOut {
  price: number;
  original_price: number;
  price_per_night: number;
  currency: string;
  nights: number;
  rooms: number;
  room_type_id: string;
  room_type_name: string;
  rate_plan_id: string;
  rate_plan_name: string;
  breakfast_included: boolean;
  free_cancellation: boolean;
  rooms_left: number;
  /** The booking traveller's travel-policy verdict on this rate (policy.ts); null: none. */
  policy?: PolicyState | null;
}

export type PropertyOut = ReturnType<typeof presentProperty> & { room_types?: unknown[] };
