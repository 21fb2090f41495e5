/**
 * Inventory suppliers: where flights and hotel stays come from. The embedded default is the
 * local supplier over the inventory tables (./local); a real airline, GDS or hotel channel
 * adapter implements the same interfaces and is added in ./index.ts. The domain
 * (server/domain/inventory) merges, filters, prices for the party, sorts and pages.
 */
import type { ScheduleSegment } from '../../db/schema.js';

export type Cabin = 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';

export interface FarePlanInfo {
  id: string;
  name_vi: string;
  name_en: string;
  booking_class: string;
  baggage_pieces: number;
  baggage_kg: number;
  cabin_kg: number;
  meal: boolean;
  seat_selection: boolean;
  refundable: boolean;
  refund_fee: number | null;
  changeable: boolean;
  change_fee: number | null;
  free_cancellation_hours: number;
}

export interface PassengerFare {
  fare: number;
  charge: number;
}

export interface FareOffer {
  plan: FarePlanInfo;
  cabin: Cabin;
  adult: PassengerFare;
  child: PassengerFare;
  infant: PassengerFare;
  currency: string;
  seatsLeft: number;
}

export interface FlightOffer {
  supplier: string;
  /** The supplier's id of this flight on this date. */
  instanceId: string;
  code: string;
  airline: string;
  origin: string;
  destination: string;
  departsAt: Date;
  arrivesAt: Date;
  /** Local clock minutes at the origin / destination. */
  departMinute: number;
  arriveMinute: number;
  departDate: string;
  arriveDate: string;
  durationMinutes: number;
  stops: number;
  segments: ScheduleSegment[];
  /** Fares of the asked cabin. */
  fares: FareOffer[];
}

export interface FlightQuery {
  origins: string[];
  destinations: string[];
  /** Local departure date. */
  date: string;
  cabin: Cabin;
  /** Flights leaving before this are not offered (booking closed). */
  notBefore: Date;
}

export interface CalendarQuery {
  origins: string[];
  destinations: string[];
  from: string;
  to: string;
  cabin: Cabin;
  notBefore: Date;
  adults: number;
  children: number;
  infants: number;
}

export interface CalendarDay {
  date: string;
  minPrice: number;
  flights: number;
}

export interface FlightSupplier {
  readonly id: string;
  searchFlights(query: FlightQuery): Promise<FlightOffer[]>;
  flightOffer(instanceId: string, cabin: Cabin): Promise<FlightOffer | null>;
  /** Per date: the cheapest total for the party among fares with seats for it. */
  priceCalendar(query: CalendarQuery): Promise<CalendarDay[]>;
}

// ---------------------------------------------------------------------------------------------
// Stays (hotels)

export interface PropertyInfo {
  id: string;
  name: string;
  city_id: string;
  city_vi: string;
  city_en: string;
  area_vi: string | null;
  area_en: string | null;
  type_codes: string[];
  star_rating: number;
  rating: number | null;
  review_count: number;
  hotel_rank: number | null;
  featured: boolean;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  approved_at: Date | null;
  street: string | null;
  district: string | null;
  raw_address: string;
  country_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
  check_in_time: string;
  check_out_time: string;
  child_age_to: number;
  currency: string;
  description_vi: string | null;
  description_en: string | null;
  amenity_codes: string[];
}

export interface RatePlanInfo {
  id: string;
  name_vi: string;
  name_en: string;
  breakfast_included: boolean;
  refundable: boolean;
  free_cancellation_days: number | null;
  price_factor: number;
}

export interface PromotionInfo {
  id: string;
  room_type_id: string | null;
  name_vi: string;
  name_en: string;
  percent_off: number;
  min_nights: number;
  min_days_before: number | null;
  max_days_before: number | null;
  stay_from: string | null;
  stay_to: string | null;
}

export interface SurchargeInfo {
  name_vi: string;
  name_en: string;
  kind: 'PER_ROOM_NIGHT' | 'PER_STAY' | 'PER_CHILD_NIGHT';
  amount: number;
  date_from: string | null;
  date_to: string | null;
}

/** Where to look: a city or area, a circle, or a box. */
export type StayArea =
  | { kind: 'city'; id: string }
  | { kind: 'area'; id: string }
  | { kind: 'circle'; latitude: number; longitude: number; radiusKm: number }
  | { kind: 'box'; north: number; south: number; east: number; west: number };

export interface StayQuery {
  area: StayArea;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  /** The party per room (rounded up), which a room type must hold. */
  perRoom: { adults: number; children: number; guests: number };
}

/** A room type with rooms for every night: the sum of its nightly prices (one room). */
export interface RoomStay {
  room_type_id: string;
  name_vi: string;
  name_en: string;
  total: number;
  rooms_left: number;
}

export interface StayCandidate {
  supplier: string;
  property: PropertyInfo;
  rooms: RoomStay[];
  plans: RatePlanInfo[];
  promotions: PromotionInfo[];
  surcharges: SurchargeInfo[];
}

export interface StaySupplier {
  readonly id: string;
  /** Properties in the area with at least one room type available every night for the party. */
  searchStays(query: StayQuery): Promise<StayCandidate[]>;
}
