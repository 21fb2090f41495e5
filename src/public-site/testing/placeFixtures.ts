import type { PlaceFieldsFragment } from '../../api/generated/places';

export function place(
  over: Partial<PlaceFieldsFragment> & Pick<PlaceFieldsFragment, 'id' | 'name'>,
): PlaceFieldsFragment {
  return {
    type: 'CITY',
    code: null,
    subtitle: 'Việt Nam',
    city_name: over.name,
    country_code: 'VN',
    latitude: 16.05,
    longitude: 108.2,
    timezone: 'Asia/Ho_Chi_Minh',
    property_id: null,
    property_count: null,
    ...over,
  };
}

export const HAN = place({
  id: 'airport:HAN',
  type: 'AIRPORT',
  code: 'HAN',
  name: 'Sân bay quốc tế Nội Bài',
  city_name: 'Hà Nội',
});
export const SGN = place({
  id: 'airport:SGN',
  type: 'AIRPORT',
  code: 'SGN',
  name: 'Sân bay quốc tế Tân Sơn Nhất',
  city_name: 'TP. Hồ Chí Minh',
});
export const DA_NANG = place({
  id: 'city:da-nang',
  code: 'DAD',
  name: 'Đà Nẵng',
  property_count: 120,
});
export const HOTEL_PLACE = place({
  id: 'property:p1',
  type: 'PROPERTY',
  name: 'Khách sạn Sông Hàn',
  property_id: 'p1',
});
