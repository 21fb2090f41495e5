import type {
  PropertyDetailQuery,
  RoomRateFieldsFragment,
  SearchPropertiesQuery,
} from '../../api/generated/property';

type Hotel = SearchPropertiesQuery['search_properties']['entries'][number];

export function hotel(over: Partial<Hotel> = {}): Hotel {
  return {
    id: 'p1',
    name: 'Khách sạn Sông Hàn',
    featured: false,
    latitude: 16.07,
    longitude: 108.22,
    city_name: 'Đà Nẵng',
    area_name: 'Hải Châu',
    rating: 8.6,
    review_count: 120,
    distance_km: 1.2,
    is_favourite: null,
    setting: { star_rating: 4, timezone: 'Asia/Ho_Chi_Minh' },
    types: [{ code: 'HOTEL', name: 'Khách sạn' }],
    address: { raw_address: '1 Bạch Đằng, Hải Châu, Đà Nẵng' },
    photos: [{ url: '/inventory/photos/exterior-1.svg', label: 'Mặt tiền' }],
    amenities: [{ code: 'POOL', name: 'Hồ bơi' }],
    stay_price: {
      price: 2500000,
      original_price: 2800000,
      price_per_night: 1250000,
      currency: 'VND',
      nights: 2,
      rooms: 1,
      room_type_name: 'Deluxe',
      rate_plan_name: 'Bao gồm bữa sáng',
      breakfast_included: true,
      free_cancellation: true,
      rooms_left: 2,
      policy: null,
    },
    ...over,
  };
}

export function hotelSearch(entries: Hotel[], after: string | null = null): SearchPropertiesQuery {
  return {
    search_properties: {
      nights: 2,
      center: { latitude: 16.06, longitude: 108.22 },
      entries,
      metadata: { after, total_count: entries.length },
      facets: {
        price_min: 500000,
        price_max: 5000000,
        currency: 'VND',
        stars: [
          { value: '4', label: '4', count: 10 },
          { value: '5', label: '5', count: 3 },
        ],
        types: [{ value: 'HOTEL', label: 'Khách sạn', count: 12 }],
        amenities: [{ value: 'POOL', label: 'Hồ bơi', count: 8 }],
      },
    },
  };
}

export function rate(over: Partial<RoomRateFieldsFragment> = {}): RoomRateFieldsFragment {
  return {
    id: 'rate-1',
    policy: null,
    price: 2500000,
    original_price: 2800000,
    price_per_night: 1250000,
    currency: 'VND',
    nights: 2,
    rooms: 1,
    rooms_left: 2,
    percent_discount: 10.7,
    rate_plan: {
      id: 'plan-1',
      name: 'Bao gồm bữa sáng – Hủy miễn phí',
      breakfast_included: true,
      refundable: true,
      // 08:00 UTC is 15:00 in Đà Nẵng.
      free_cancellation_until: '2026-03-10T08:00:00Z',
      cancellation_policy: 'Hủy miễn phí đến 2 ngày trước khi nhận phòng.',
    },
    promotions: [{ id: 'promo', name: 'Đặt sớm', amount_off: 300000, currency: 'VND' }],
    surcharges: [],
    room_stayings: [
      { available_at_date: '2026-03-12', price: 1400000, currency: 'VND' },
      { available_at_date: '2026-03-13', price: 1400000, currency: 'VND' },
    ],
    ...over,
  };
}

export function propertyDetail(withRates = true): PropertyDetailQuery {
  const base = hotel();
  return {
    property: {
      id: base.id,
      name: base.name,
      description: 'Khách sạn bên sông Hàn.',
      rating: 8.6,
      review_count: 120,
      latitude: 16.07,
      longitude: 108.22,
      city_id: 'city:da-nang',
      city_name: 'Đà Nẵng',
      area_name: 'Hải Châu',
      is_favourite: null,
      setting: {
        star_rating: 4,
        check_in_time: '14:00',
        check_out_time: '12:00',
        child_age_to: 11,
        timezone: 'Asia/Ho_Chi_Minh',
      },
      types: base.types,
      address: base.address,
      photos: [
        { url: '/inventory/photos/exterior-1.svg', label: 'Mặt tiền' },
        { url: '/inventory/photos/pool.svg', label: 'Hồ bơi' },
      ],
      amenities: base.amenities,
      room_types: [
        {
          id: 'room-1',
          name: 'Phòng Deluxe hướng sông',
          description: null,
          size_m2: 32,
          bed_type: '1 giường đôi lớn',
          view: 'Hướng sông',
          max_adults: 2,
          max_children: 1,
          max_occupancy: 3,
          available: withRates,
          photos: [],
          amenities: [],
          rates: withRates ? [rate()] : [],
        },
        {
          id: 'room-2',
          name: 'Phòng Suite',
          description: null,
          size_m2: 60,
          bed_type: null,
          view: null,
          max_adults: 3,
          max_children: 2,
          max_occupancy: 4,
          available: withRates ? false : null,
          photos: [],
          amenities: [],
          rates: [],
        },
      ],
    },
  };
}
