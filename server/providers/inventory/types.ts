/**
 * Inventory suppliers: where flights and hotel stays come from. The embedded default is the
 * local supplier over the inventory tables (./local); a real airline, GDS or hotel channel
 * adapter implements the same interfaces and is added in ./index.ts. The domain
 * (server/domain/inventory) merges, filters, prices for the party, sorts and pages.
 */
import type { Db } from '../../db/client.js';
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
  /** The supplier's id of the property. */
  id: string;
  name: string;
  /** Our city (and below, area names): an adapter maps the property's location to them. */
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
  /** Our amenity codes, like `type_codes` our property type codes. */
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

/** A photo in display order, with an optional caption. */
export interface PhotoInfo {
  url: string;
  label_vi: string | null;
  label_en: string | null;
}

/** A room type's content: what it is and whom it holds (no prices). */
export interface RoomTypeInfo {
  id: string;
  name_vi: string;
  name_en: string;
  description_vi: string | null;
  description_en: string | null;
  size_m2: number | null;
  bed_type_vi: string | null;
  bed_type_en: string | null;
  view_vi: string | null;
  view_en: string | null;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  /** Our amenity codes (an adapter maps the channel's codes to them). */
  amenity_codes: string[];
  rating: number | null;
  photos: PhotoInfo[];
}

/** One night of one room type: the price of one room (before the rate plan's factor). */
export interface RoomNight {
  room_type_id: string;
  /** The local date the night starts on. */
  date: string;
  price: number;
  /** Rooms still for sale that night; 0 when sold out. */
  rooms_left: number;
}

/** The nights [checkIn, checkOut) a property page is asked for. */
export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/**
 * One property's full content and, for dates, its nightly inventory: the raw material of the
 * property page. The supplier neither prices nor filters: which room types fit the party, that
 * a sold-out night means no rate, promotions, surcharges and plan factors are the domain's.
 */
export interface PropertyDetail {
  property: PropertyInfo;
  /** The property's own photos (not a room type's). */
  photos: PhotoInfo[];
  /** Every room type in display order, whether or not it has rooms for the dates. */
  roomTypes: RoomTypeInfo[];
  /** Rate plans in display order; each applies to every room type. */
  plans: RatePlanInfo[];
  promotions: PromotionInfo[];
  surcharges: SurchargeInfo[];
  /**
   * With dates, every night in [checkIn, checkOut) the supplier has a price for, ordered by
   * room type then date; a night it has none for is sold out. Without dates, [].
   */
  nights: RoomNight[];
}

/** What a list of properties (favourites, result pages) shows of each. */
export interface PropertySummary {
  property: PropertyInfo;
  /** The property's own photos (not a room type's). */
  photos: PhotoInfo[];
}

/**
 * A source of hotel stays. Property, room type and rate plan ids are the supplier's own; the
 * domain qualifies property ids with the supplier id for clients (docs/inventory.md).
 */
export interface StaySupplier {
  /** Short and without ':' (it prefixes the supplier's property ids). */
  readonly id: string;
  /** Properties in the area with at least one room type available every night for the party. */
  searchStays(query: StayQuery): Promise<StayCandidate[]>;
  /**
   * One property's content, with its nightly prices and rooms left for `dates` (null: content
   * only). Null when the supplier does not know the id.
   */
  propertyDetail(propertyId: string, dates: StayDates | null): Promise<PropertyDetail | null>;
  /** The properties of `propertyIds` it knows, in any order; unknown ids are left out. */
  propertySummaries(propertyIds: string[]): Promise<PropertySummary[]>;
}

// ---------------------------------------------------------------------------------------------
// Holds (checkout)

/**
 * Inventory a checkout takes out of sale until it is paid or expires: seats of a fare
 * (`resource_id` = the supplier's flight instance id, `resource_key` = the fare plan id) or rooms
 * of one night (`resource_id` = room type id, `resource_key` = the night's date, YYYY-MM-DD).
 */
export interface InventoryHold {
  kind: 'FLIGHT_SEATS' | 'ROOM_NIGHT';
  resource_id: string;
  resource_key: string;
  quantity: number;
}

/**
 * A supplier's hold and release. `take` runs inside the checkout's database transaction and
 * takes all of `holds` or none (false: something is sold out); `giveBack` returns them to sale.
 * The local supplier changes its own tables in that transaction; a remote adapter would call
 * its supplier's hold API here.
 */
export interface InventoryHolds {
  readonly supplier: string;
  take(tx: Db, holds: InventoryHold[]): Promise<boolean>;
  giveBack(tx: Db, holds: InventoryHold[]): Promise<void>;
  /**
   * Turns paid holds into a booking with the supplier; returns its reference (a PNR for
   * seats, a confirmation number for rooms). Throws BookingRefusedError when the supplier
   * refuses (the payment is then refunded: server/domain/checkout/refunds.ts).
   */
  book(tx: Db, holds: InventoryHold[]): Promise<string>;
}

/** The supplier will not issue the booking (a flight cancelled, a room withdrawn …). */
export class BookingRefusedError extends Error {
  constructor(
    /** A short code for logs and the order's refund reason, e.g. `flight_cancelled`. */
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'BookingRefusedError';
  }
}
