/**
 * Fare families (plans) by airline kind: what each includes and its rules. Prices come from the
 * route's base fare times `factor` (see server/db/demo/inventory/flight-prices.ts).
 */
import type { AirlineKind } from './airlines.js';

export type Cabin = 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';

export interface FarePlanSeed {
  code: string;
  cabin: Cabin;
  vi: string;
  en: string;
  bookingClass: string;
  factor: number;
  /** Checked baggage: pieces (0 = none) of `baggageKg` each. */
  baggagePieces: number;
  baggageKg: number;
  cabinKg: number;
  meal: boolean;
  seatSelection: boolean;
  refundable: boolean;
  refundFee: number | null;
  changeable: boolean;
  changeFee: number | null;
  freeCancellationHours: number;
  /** Seats normally on sale in this fare on one flight. */
  seats: number;
}

/** One extra checked baggage a passenger may buy on one flight of a fare plan. */
export interface BaggageOffer {
  /** Kilograms added to the passenger's checked allowance. */
  value: number;
  unit: 'kg';
  /** Whole VND for one passenger on one flight. */
  price: number;
}

/**
 * Extra baggage on sale per fare plan (decided, docs/checkout.md "Extra baggage"): +15, +20 and
 * +30 kg. A fare without checked baggage pays the most (the airlines' own pricing shape: the
 * cheapest fares sell baggage dearest); business cabins add 10 kg more for less.
 */
export function baggageOffersOf(p: Pick<FarePlanSeed, 'cabin' | 'baggagePieces'>): BaggageOffer[] {
  if (p.cabin === 'BUSINESS' || p.cabin === 'FIRST') {
    return [
      { value: 20, unit: 'kg', price: 300_000 },
      { value: 30, unit: 'kg', price: 420_000 },
    ];
  }
  const prices = p.baggagePieces === 0 ? [250_000, 320_000, 480_000] : [200_000, 260_000, 390_000];
  return [15, 20, 30].map((value, i) => ({ value, unit: 'kg' as const, price: prices[i] }));
}

const plan = (p: FarePlanSeed) => p;

export const FARE_PLANS: Record<AirlineKind, FarePlanSeed[]> = {
  FSC: [
    plan({ code: 'ECO_LITE', cabin: 'ECONOMY', vi: 'Phổ thông Tiết kiệm', en: 'Economy Lite', bookingClass: 'P', factor: 0.78, baggagePieces: 0, baggageKg: 0, cabinKg: 10, meal: true, seatSelection: false, refundable: false, refundFee: null, changeable: false, changeFee: null, freeCancellationHours: 0, seats: 9 }),
    plan({ code: 'ECO_CLASSIC', cabin: 'ECONOMY', vi: 'Phổ thông Tiêu chuẩn', en: 'Economy Classic', bookingClass: 'K', factor: 1, baggagePieces: 1, baggageKg: 23, cabinKg: 10, meal: true, seatSelection: false, refundable: true, refundFee: 600_000, changeable: true, changeFee: 600_000, freeCancellationHours: 0, seats: 9 }),
    plan({ code: 'ECO_FLEX', cabin: 'ECONOMY', vi: 'Phổ thông Linh hoạt', en: 'Economy Flex', bookingClass: 'Y', factor: 1.35, baggagePieces: 1, baggageKg: 23, cabinKg: 12, meal: true, seatSelection: true, refundable: true, refundFee: 300_000, changeable: true, changeFee: 0, freeCancellationHours: 24, seats: 9 }),
    plan({ code: 'PREMIUM', cabin: 'PREMIUM_ECONOMY', vi: 'Phổ thông Đặc biệt', en: 'Premium Economy', bookingClass: 'W', factor: 1.8, baggagePieces: 2, baggageKg: 23, cabinKg: 12, meal: true, seatSelection: true, refundable: true, refundFee: 300_000, changeable: true, changeFee: 300_000, freeCancellationHours: 24, seats: 6 }),
    plan({ code: 'BUS_CLASSIC', cabin: 'BUSINESS', vi: 'Thương gia Tiêu chuẩn', en: 'Business Classic', bookingClass: 'D', factor: 3, baggagePieces: 1, baggageKg: 32, cabinKg: 18, meal: true, seatSelection: true, refundable: true, refundFee: 500_000, changeable: true, changeFee: 300_000, freeCancellationHours: 0, seats: 6 }),
    plan({ code: 'BUS_FLEX', cabin: 'BUSINESS', vi: 'Thương gia Linh hoạt', en: 'Business Flex', bookingClass: 'J', factor: 3.6, baggagePieces: 2, baggageKg: 32, cabinKg: 18, meal: true, seatSelection: true, refundable: true, refundFee: 0, changeable: true, changeFee: 0, freeCancellationHours: 48, seats: 4 }),
  ],
  LCC: [
    plan({ code: 'ECO', cabin: 'ECONOMY', vi: 'Phổ thông', en: 'Eco', bookingClass: 'E', factor: 0.7, baggagePieces: 0, baggageKg: 0, cabinKg: 7, meal: false, seatSelection: false, refundable: false, refundFee: null, changeable: true, changeFee: 400_000, freeCancellationHours: 0, seats: 9 }),
    plan({ code: 'DELUXE', cabin: 'ECONOMY', vi: 'Phổ thông Deluxe', en: 'Deluxe', bookingClass: 'D', factor: 0.98, baggagePieces: 1, baggageKg: 20, cabinKg: 7, meal: false, seatSelection: true, refundable: false, refundFee: null, changeable: true, changeFee: 0, freeCancellationHours: 0, seats: 9 }),
    plan({ code: 'SKYBOSS', cabin: 'BUSINESS', vi: 'Thương gia SkyBoss', en: 'SkyBoss Business', bookingClass: 'S', factor: 2.4, baggagePieces: 1, baggageKg: 30, cabinKg: 10, meal: true, seatSelection: true, refundable: true, refundFee: 500_000, changeable: true, changeFee: 0, freeCancellationHours: 0, seats: 6 }),
  ],
};
