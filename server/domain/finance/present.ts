/**
 * Booking rows as the corporate API answers them (BookingHistory, UserOrderHistory,
 * PropertyBooking; spec §3). A checkout holds one product, so a booking carries its checkout's
 * money: `price` = `net_price` + `vat_amount`, what the traveller's order was charged.
 */
import { vietnamMidnight } from '../../../common/calendar.js';
import type { BookingRow, PersonRow } from './bookings-repository.js';

const num = (v: number | string | null | undefined) => (v == null ? 0 : Number(v));
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function presentUser(p: PersonRow | null) {
  if (!p) return null;
  return {
    id: p.id,
    avatar: p.avatar,
    email: p.email,
    first_name: p.first_name,
    last_name: p.last_name,
  };
}

/** The nights of a stay; each ends when the next day's night would begin. */
export function roomStayings(row: BookingRow) {
  if (row.kind !== 'ROOM_TYPE') return [];
  const product = obj(row.product);
  const property = obj(product.property);
  return list(product.room_stayings).map((night) => {
    const at = str(night.available_at);
    return {
      id: String(night.id),
      available_at: at ? new Date(at) : null,
      expired_at: at ? new Date(new Date(at).getTime() + 86_400_000) : null,
      property: { id: str(property.id), name: str(property.name) ?? '' },
      room_type: { id: str(product.id), name: str(product.name) ?? '' },
    };
  });
}

const passengerName = (p: Json) => [str(p.last_name), str(p.first_name)].filter(Boolean).join(' ');

/** Passenger names (flights) or the lead guest (stays). */
function guestOf(row: BookingRow): string | null {
  if (row.kind === 'FLIGHT_BOOKING') {
    const names = list(obj(row.product).passengers).map(passengerName).filter(Boolean);
    if (names.length) return names.join(', ');
  }
  return row.guest;
}

/** Per passenger: the name, the flights and the booking code once issued. */
function ticketFaces(row: BookingRow) {
  if (row.kind !== 'FLIGHT_BOOKING') return null;
  const product = obj(row.product);
  const flights = [product.departure_flight, product.return_flight]
    .filter((f) => f && typeof f === 'object')
    .map((f) => {
      const flight = obj(f);
      const dep = obj(flight.departure);
      const arr = obj(flight.arrival);
      return {
        code: str(flight.code),
        from: str(dep.code),
        to: str(arr.code),
        departs_at: dep.date ?? null,
        seat_class: str(obj(flight.seat_class).type),
      };
    });
  return list(product.passengers).map((p) => ({
    name: passengerName(p),
    type: str(p.type),
    booking_code: row.code,
    flights,
  }));
}

const productType = (row: BookingRow): 'FLIGHT' | 'HOTEL' =>
  row.kind === 'FLIGHT_BOOKING' ? 'FLIGHT' : 'HOTEL';

export function presentBooking(row: BookingRow) {
  const flight = row.kind === 'FLIGHT_BOOKING';
  return {
    id: row.id,
    product_type: productType(row),
    booking_id: row.booking_id,
    user_order_id: row.user_order_id,
    user_id: row.user_id,
    price: num(row.price),
    currency: row.currency,
    guest: guestOf(row),
    inserted_at: date(row.inserted_at),
    code: row.code,
    net_price: num(row.net_price),
    vat_amount: num(row.vat_amount),
    surcharge: { amount: num(row.surcharge), currency: row.currency },
    room_stayings: roomStayings(row),
    user: presentUser(row.user),
    issue_statuses: flight
      ? list(obj(row.product).passengers).map(() => (row.code ? 'ISSUED' : 'NOT_ISSUED'))
      : null,
    payment_method: row.payment_method,
    ticket_faces: ticketFaces(row),
    status: row.status,
    company_amount: num(row.company_amount),
    cost_center: row.cost_center_id
      ? { id: row.cost_center_id, name: row.cost_center_name ?? '' }
      : null,
    department: row.department_id
      ? { id: row.department_id, name: row.department_name ?? '' }
      : null,
    booked_by: presentUser(row.booker),
  };
}

export function presentOrder(row: BookingRow) {
  return {
    id: row.user_order_id,
    booking_id: row.booking_id,
    user_order_id: row.user_order_id,
    price: num(row.price),
    currency: row.currency,
    inserted_at: date(row.inserted_at),
    user: presentUser(row.user),
  };
}

export function presentPropertyBooking(row: BookingRow) {
  const product = obj(row.product);
  const meta = obj(row.metadata);
  const property = obj(product.property);
  const stayings = roomStayings(row);
  const day = (d: unknown) => (typeof d === 'string' ? vietnamMidnight(d) : null);
  return {
    id: row.id,
    price: num(row.price),
    currency: row.currency,
    // Midnight in Vietnam of the check-in and check-out days.
    check_in_at: day(meta.check_in),
    check_out_at: day(meta.check_out),
    guest: row.guest,
    inserted_at: date(row.inserted_at),
    payment_method: row.payment_method,
    property: { id: str(property.id), name: str(property.name) ?? '' },
    room_type: { id: str(product.id), name: str(product.name) ?? '' },
    room_stayings: stayings,
    user: presentUser(row.user),
  };
}
