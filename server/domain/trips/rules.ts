/**
 * Pure rules of trips (docs/trips.md): what dates and places a paid order spans, whether it is
 * business or personal, whether it joins a trip, and how a trip's time is named. No SQL.
 */
import { addDays, dateIn, VIETNAM_TIME_ZONE } from '../../../common/calendar.js';

export type TripPurpose = 'BUSINESS' | 'PERSONAL';
export type TripTime = 'UPCOMING' | 'ONGOING' | 'PAST';

export interface OrderItem {
  kind: string;
  product: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

interface FlightPoint {
  code: string;
  date: string;
  timezone?: string | null;
}

/** The flights of a FlightBooking item, outbound first. */
export function flightsOf(product: Record<string, unknown>): {
  departure: FlightPoint;
  arrival: FlightPoint;
}[] {
  return [product.departure_flight, product.return_flight].filter(Boolean) as {
    departure: FlightPoint;
    arrival: FlightPoint;
  }[];
}

const localDay = (p: FlightPoint) => dateIn(new Date(p.date), p.timezone ?? VIETNAM_TIME_ZONE);

/** What an order spans: its local days, where its flights leave from and go to, its stays. */
export interface OrderSpan {
  start: string;
  end: string;
  /** The first flight's departure airport (null: stays only). */
  originAirport: string | null;
  departureAirports: string[];
  arrivalAirports: string[];
  propertyIds: string[];
}

export function orderSpan(items: OrderItem[]): OrderSpan | null {
  const days: string[] = [];
  const span: Omit<OrderSpan, 'start' | 'end'> = {
    originAirport: null,
    departureAirports: [],
    arrivalAirports: [],
    propertyIds: [],
  };
  for (const item of items) {
    if (item.kind === 'FLIGHT_BOOKING') {
      for (const f of flightsOf(item.product)) {
        days.push(localDay(f.departure), localDay(f.arrival));
        span.originAirport ??= f.departure.code;
        span.departureAirports.push(f.departure.code);
        span.arrivalAirports.push(f.arrival.code);
      }
    } else {
      const m = item.metadata as { check_in?: string; check_out?: string; property_id?: string };
      if (m.check_in && m.check_out) days.push(m.check_in, m.check_out);
      if (m.property_id) span.propertyIds.push(m.property_id);
    }
  }
  if (!days.length) return null;
  days.sort();
  return { start: days[0], end: days[days.length - 1], ...span };
}

/** An order in cities: where it starts, where it leaves from, where it goes (origin aside). */
export interface OrderPlaces {
  start: string;
  end: string;
  origin: string | null;
  departures: string[];
  destinations: string[];
}

/** Business when booked under (or paid by) a corporate, else personal. */
export function purposeOf(corporateId: string | null): TripPurpose {
  return corporateId ? 'BUSINESS' : 'PERSONAL';
}

/**
 * Days between a trip and a booking that still make one trip when they are connected: the
 * return flight three days after the outbound one, a hotel the night after landing.
 */
export const JOIN_GAP_DAYS = 3;

/**
 * Does the order join the trip? Its dates come within JOIN_GAP_DAYS of the trip's, and it is
 * connected to it: it goes where the trip goes, or it leaves from where the trip went (the way
 * home, the next leg).
 */
export function joins(
  trip: { start_date: string; end_date: string; places: string[] },
  order: OrderPlaces,
): boolean {
  const near =
    order.start <= addDays(trip.end_date, JOIN_GAP_DAYS) &&
    order.end >= addDays(trip.start_date, -JOIN_GAP_DAYS);
  const connected =
    order.destinations.some((p) => trip.places.includes(p)) ||
    order.departures.some((p) => trip.places.includes(p));
  return near && connected;
}

/** The destinations a joining order adds to a trip: new ones, never the trip's origin. */
export function addedPlaces(
  trip: { origin: string | null; places: string[] },
  order: OrderPlaces,
): string[] {
  return order.destinations.filter((p) => p !== trip.origin && !trip.places.includes(p));
}

/** A trip's time relative to today (Vietnam). */
export function tripTime(trip: { start_date: string; end_date: string }, today: string): TripTime {
  if (trip.end_date < today) return 'PAST';
  if (trip.start_date > today) return 'UPCOMING';
  return 'ONGOING';
}
