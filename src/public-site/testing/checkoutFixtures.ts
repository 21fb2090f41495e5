import type { CheckoutSession } from '../checkout/checkoutApi';

const NOW = '2026-03-01T03:00:00.000Z';
const EXPIRES = '2026-03-01T03:15:00.000Z';

const base = {
  __typename: 'PaymentCheckoutSession' as const,
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  cart_token: 'cart-token-1',
  status: 'OPEN' as const,
  price: 2_500_000,
  original_price: 2_500_000,
  duty_free_price: 2_272_727,
  currency: 'VND',
  begin_at: NOW,
  expired_at: EXPIRES,
  current_time: NOW,
  supported_payment_methods: [
    'CARD',
    'VNPAY',
    'BANK_TRANSFER',
    'WALLET',
  ] as CheckoutSession['supported_payment_methods'],
  cash_back_rate: 0,
  cash_back: { amount: 0, currency: 'VND' },
  surcharges: [],
  service_fee: 0,
  service_fee_rate: 0,
  tax_fee: 227_273,
  tax_rate: 10,
  is_corporate: false,
  payment_type: 'PERSONAL',
  first_pay: null,
  second_pay: null,
  first_paid_at: null,
  vouchers: [],
  gift_vouchers: [],
  booking_note: null,
};

/** A held hotel cart: two nights of a Deluxe room at Sea Breeze. */
export function hotelSession(patch: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    ...base,
    shopping_items: [
      {
        id: 'item-1',
        price: 2_500_000,
        currency: 'VND',
        metadata: {
          check_in: '2026-03-10',
          check_out: '2026-03-12',
          party: { n_o_a: 2, n_o_c: 0 },
        },
        product: {
          __typename: 'RoomType',
          id: 'rt-1',
          name: 'Deluxe',
          property: {
            id: 'p1',
            name: 'Sea Breeze',
            address: { raw_address: '1 Võ Nguyên Giáp, Đà Nẵng' },
          },
          room_stayings: ['2026-03-10', '2026-03-11'].map((d) => ({
            available_at_date: d,
            price: 1_250_000,
            currency: 'VND',
            rate_plan: { name: 'Room only' },
          })),
        },
      },
    ],
    ...patch,
  } as CheckoutSession;
}

const leg = (code: string, from: string, to: string, date: string) => ({
  code,
  booking_code: null,
  airline: { code: 'VN', name: 'Vietnam Airlines' },
  departure: {
    code: from,
    city_name: from === 'HAN' ? 'Hà Nội' : 'TP. Hồ Chí Minh',
    date,
    timezone: 'Asia/Ho_Chi_Minh',
  },
  arrival: {
    code: to,
    city_name: to === 'HAN' ? 'Hà Nội' : 'TP. Hồ Chí Minh',
    date,
    timezone: 'Asia/Ho_Chi_Minh',
  },
  seat_class: {
    plan: 'Economy Lite',
    type: 'ECONOMY',
    adult_fare: { fare: 1_200_000, charge: 150_000 },
    child_fare: { fare: 900_000, charge: 150_000 },
    infant_fare: { fare: 120_000, charge: 30_000 },
  },
});

/** ECO_LITE's extra baggage (server/domain/inventory/data/fare-plans.ts), outbound only. */
export const BAGGAGE_OFFERS = {
  departure: [
    { value: 15, unit: 'kg', price: 250_000, currency: 'VND' },
    { value: 20, unit: 'kg', price: 320_000, currency: 'VND' },
    { value: 30, unit: 'kg', price: 480_000, currency: 'VND' },
  ],
  return: null,
};

/** A held one-way flight HAN → SGN for one adult and one infant. */
export function flightSession(patch: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    ...base,
    price: 1_500_000,
    shopping_items: [
      {
        id: 'item-2',
        price: 1_500_000,
        currency: 'VND',
        metadata: { party: { n_o_a: 1, n_o_c: 0, n_o_i: 1 } },
        product: {
          __typename: 'FlightBooking',
          type: 'ONE_WAY',
          price: 1_500_000,
          currency: 'VND',
          contact_email: null,
          contact_phone: null,
          passengers: [],
          baggage_offers: BAGGAGE_OFFERS,
          departure_flight: leg('VN213', 'HAN', 'SGN', '2026-03-10T01:00:00Z'),
          return_flight: null,
        },
      },
    ],
    ...patch,
  } as CheckoutSession;
}
