import type {
  FlightOptionFieldsFragment,
  FlightQuery,
  SearchFlightsQuery,
  SeatClassFieldsFragment,
} from '../../api/generated/flights';

const point = (code: string, date: string, city: string) => ({
  code,
  airport_name: `${city} airport`,
  city_name: city,
  date,
  timezone: 'Asia/Ho_Chi_Minh',
  local_time: date.slice(0, 16),
});

/** A direct HAN → SGN option (times are UTC; 23:05Z is 06:05 in Vietnam). */
export function flightOption(
  over: Partial<FlightOptionFieldsFragment> = {},
): FlightOptionFieldsFragment {
  const id = over.id ?? 'opt-1';
  return {
    id,
    code: 'VN213',
    airline: { code: 'VN', name: 'Vietnam Airlines', logo: null },
    flight_airline: null,
    departure: point('HAN', '2026-03-11T23:05:00Z', 'Hà Nội'),
    arrival: point('SGN', '2026-03-12T01:15:00Z', 'TP. Hồ Chí Minh'),
    stops: 0,
    transits: [],
    duration_minutes: 130,
    day_offset: 0,
    price: 1250000,
    currency: 'VND',
    round_trip_price: null,
    policy: null,
    seat_class: {
      id: `${id}:eco`,
      plan: 'Phổ thông Tiêu chuẩn',
      type: 'ECONOMY',
      seats_left: 9,
      benefit: {
        baggage: { quantity: 1, unit: 'pc', weight: 23 },
        cabin_baggage: { quantity: 1, unit: 'pc', weight: 7 },
      },
      fare_rules: { refundable: true, changeable: true },
    },
    ...over,
  };
}

const facets = {
  airlines: [
    { value: 'VN', label: 'Vietnam Airlines', count: 1, min_price: 1250000 },
    { value: 'VJ', label: 'Vietjet Air', count: 1, min_price: 990000 },
  ],
  stops: [{ value: '0', label: 'Bay thẳng', count: 2, min_price: 990000 }],
  price_min: 990000,
  price_max: 1250000,
  currency: 'VND',
};

export function flightSearch(
  departure: FlightOptionFieldsFragment[],
  ret: FlightOptionFieldsFragment[] | null = null,
  after: string | null = null,
): SearchFlightsQuery {
  const list = (entries: FlightOptionFieldsFragment[]) => ({
    entries,
    metadata: { after, total_count: entries.length + (after ? 1 : 0) },
  });
  return {
    search_flights: {
      n_o_a: 1,
      n_o_c: 0,
      n_o_i: 0,
      seat_class: 'ECONOMY',
      departure: list(departure),
      return: ret ? list(ret) : null,
      facets,
      return_facets: ret ? facets : null,
    },
  };
}

const fare = (price: number) => ({ fare: price - 200000, charge: 200000, price, currency: 'VND' });

export function seatClass(over: Partial<SeatClassFieldsFragment> = {}): SeatClassFieldsFragment {
  return {
    id: 'opt-1:eco',
    plan: 'Phổ thông Tiêu chuẩn',
    type: 'ECONOMY',
    booking_class: 'Y',
    price: 1250000,
    currency: 'VND',
    seats_left: 9,
    benefit: {
      baggage: { quantity: 1, unit: 'pc', weight: 23 },
      cabin_baggage: { quantity: 1, unit: 'pc', weight: 7 },
      meal: true,
      seat_selection: false,
    },
    adult_fare: fare(1250000),
    child_fare: fare(950000),
    infant_fare: fare(150000),
    fare_rules: {
      refundable: true,
      refund_fee: 300000,
      changeable: true,
      change_fee: 0,
      currency: 'VND',
      free_cancellation_hours: 24,
      notes: ['Hoàn vé trước giờ bay 3 giờ.'],
    },
    ...over,
  };
}

export function flightDetail(): FlightQuery {
  const option = flightOption();
  return {
    flight: {
      id: option.id,
      code: option.code,
      airline: option.airline,
      flight_airline: null,
      departure: option.departure,
      arrival: option.arrival,
      stops: 0,
      duration_minutes: 130,
      day_offset: 0,
      segments: [
        {
          code: 'VN213',
          airline: { code: 'VN', name: 'Vietnam Airlines', logo: null },
          flight_airline: null,
          aircraft: 'Airbus A321',
          duration_minutes: 130,
          departure: option.departure,
          arrival: option.arrival,
        },
      ],
      transits: [],
      seat_classes: [
        seatClass(),
        seatClass({ id: 'opt-1:flex', plan: 'Phổ thông Linh hoạt', price: 1650000 }),
      ],
    },
  };
}
