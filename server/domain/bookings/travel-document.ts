/**
 * A booking's PDF (docs/manage-booking.md "E-ticket and hotel voucher"): what it says, read from
 * the order the way its page reads it (`presentBooking`: price, payment, fare rules,
 * cancellation) plus the trip as sold — each flight with its times at its airports, the
 * passengers and their extra baggage; or the stay with its room, rate, dates and times — with
 * place, room and rate names read again in the reader's language. travel-document-pdf.ts
 * draws it. Only a paid booking (or one paid then cancelled, marked so) has one.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { wallTimeIn } from '../../../common/calendar.js';
import { presentBooking } from './detail.js';
import {
  eTicketsOfItems,
  legTickets,
  ticketLegOf,
  voidedETicketsOfItems,
  type VoidedETicket,
} from '../checkout/e-tickets.js';
import { terminalsOfFlights } from '../inventory/flight-terminals.js';
import { grantOf } from '../../../common/permissions/corporate.js';
import { actorFor } from '../corporates/access.js';
import {
  companyOrder,
  itemsOf,
  readableOrder,
  sessionOf,
  type BookingOrderRow,
} from './repository.js';
import {
  airlineNames,
  airportNames,
  stayNames,
  type PlaceNames,
} from './travel-document-repository.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface DocumentPoint {
  code: string;
  city: string;
  airport: string;
  /** The flight's terminal there (docs/inventory.md "Terminals"); null at a single-terminal one. */
  terminal: string | null;
  /** Wall time at the airport, 'YYYY-MM-DDTHH:mm'. */
  local: string;
}

export interface DocumentLeg {
  direction: 'OUTBOUND' | 'INBOUND';
  code: string;
  airline: string;
  pnr: string | null;
  /** Each passenger's e-ticket number on this flight (none where the airline's are not ours). */
  tickets: Array<{ passenger: string; number: string }>;
  from: DocumentPoint;
  to: DocumentPoint;
}

export interface DocumentPassenger {
  name: string;
  type: string;
  date_of_birth: string | null;
  extra_baggage: Array<{ value: number; unit: string; price: number; currency: string }>;
}

export interface DocumentStay {
  property: string;
  address: string;
  confirmation: string | null;
  check_in: string;
  check_out: string;
  check_in_time: string | null;
  check_out_time: string | null;
  nights: number;
  rooms: number;
  room: string;
  rate: string | null;
  breakfast: boolean;
  adults: number;
  children: number;
  lead_guest: string | null;
  request: string | null;
  /** Wall time at the property, 'YYYY-MM-DDTHH:mm', or null for a non-refundable rate. */
  free_cancellation_until: string | null;
}

export type Booking = Awaited<ReturnType<typeof presentBooking>>;

/** A flight changed since booking (the page's history): the flight before and after. */
export interface DocumentChange {
  changed_at: Date;
  /** The flight before, with its booking code and the e-ticket numbers the change voided. */
  from: { code: string; local: string; pnr: string | null; voided: string[] };
  to: { code: string; local: string; pnr: string | null };
  fare_difference: number;
  change_fee: number;
  total: number;
  currency: string;
}

export interface TravelDocument {
  lang: 'vi' | 'en';
  booking: Booking;
  booked_at: Date | null;
  cancelled: boolean;
  legs: DocumentLeg[];
  passengers: DocumentPassenger[];
  stay: DocumentStay | null;
  /** Oldest first; none for a booking never changed. */
  changes: DocumentChange[];
}

/** A changed flight's number and departure, at its airport's wall time, as sold. */
const changedFlight = (f: Json) => ({
  code: String(f?.code ?? ''),
  local: String(f?.departure?.local_time ?? '').slice(0, 16),
});

const pnrOf = (f: Json) => (f?.booking_code as string | undefined) || null;

/** The changes, each with the tickets it voided: its leg's, voided in its transaction. */
function changesOf(booking: Booking, voided: VoidedETicket[]): DocumentChange[] {
  return booking.changes.map((c) => ({
    changed_at: new Date(c.changed_at),
    from: {
      ...changedFlight(c.from_flight as Json),
      pnr: pnrOf(c.from_flight as Json),
      voided: voided
        .filter(
          (t) =>
            t.leg === ticketLegOf(c.leg) &&
            t.voided_at.getTime() === new Date(c.changed_at).getTime(),
        )
        .map((t) => t.number),
    },
    to: {
      ...changedFlight(c.to_flight as Json),
      pnr: pnrOf(c.to_flight as Json),
    },
    fare_difference: c.fare_difference,
    change_fee: c.change_fee,
    total: c.total,
    currency: c.currency,
  }));
}

const PRINTABLE = new Set(['SUCCESSFUL', 'CANCELLED', 'REFUNDED']);

function pointOf(p: Json, names: Map<string, PlaceNames>, terminal: string | null): DocumentPoint {
  const code = String(p?.code ?? '');
  const known = names.get(code);
  const zone = known?.timezone ?? p?.timezone ?? null;
  const local =
    zone && p?.date ? wallTimeIn(new Date(p.date), zone) : String(p?.local_time ?? '').slice(0, 16);
  return {
    code,
    city: known?.city ?? String(p?.city_name ?? code),
    airport: known?.airport ?? String(p?.airport_name ?? ''),
    terminal,
    local,
  };
}

async function flightParts(
  db: Db,
  item: { id: string; product: unknown; booking_code: string | null },
  lang: 'vi' | 'en',
) {
  const product = item.product as Json;
  const fallbackPnr = item.booking_code;
  const tickets = await eTicketsOfItems(db, [item.id]);
  const raw = [
    ['OUTBOUND', product.departure_flight],
    ['INBOUND', product.return_flight],
  ].filter(([, leg]) => Boolean(leg)) as Array<['OUTBOUND' | 'INBOUND', Json]>;
  const codes = [...new Set(raw.flatMap(([, l]) => [l.departure?.code, l.arrival?.code]))];
  const places = await airportNames(db, codes.filter(Boolean).map(String), lang);
  const carriers = await airlineNames(
    db,
    raw.map(([, l]) => String(l.airline?.code ?? '')).filter(Boolean),
  );
  const terminals = await terminalsOfFlights(
    db,
    raw.map(([, l]) => l),
  );
  const legs: DocumentLeg[] = raw.map(([direction, l], i) => ({
    direction,
    code: String(l.code ?? ''),
    airline: carriers.get(String(l.airline?.code ?? '')) ?? String(l.airline?.name ?? ''),
    pnr: l.booking_code ?? fallbackPnr,
    tickets: legTickets(tickets, item, direction),
    from: pointOf(l.departure, places, terminals[i]!.departure),
    to: pointOf(l.arrival, places, terminals[i]!.arrival),
  }));
  const passengers: DocumentPassenger[] = ((product.passengers ?? []) as Json[]).map((p) => ({
    name: [p.title, p.last_name, p.first_name].filter(Boolean).join(' '),
    type: String(p.type ?? 'ADULT'),
    date_of_birth: typeof p.date_of_birth === 'string' ? p.date_of_birth : null,
    extra_baggage: [...(p.departure_baggages ?? []), ...(p.return_baggages ?? [])].map(
      (b: Json) => ({
        value: Number(b.value ?? 0),
        unit: String(b.unit ?? 'kg'),
        price: Number(b.price ?? 0),
        currency: String(b.currency ?? 'VND'),
      }),
    ),
  }));
  return { legs, passengers };
}

async function stayOf(
  db: Db,
  item: { product: unknown; metadata: unknown; booking_code: string | null },
  note: Json | null,
  lang: 'vi' | 'en',
): Promise<DocumentStay> {
  const product = item.product as Json;
  const meta = (item.metadata ?? {}) as Json;
  const names = await stayNames(
    db,
    { propertyId: meta.property_id, roomTypeId: meta.room_type_id, ratePlanId: meta.rate_plan_id },
    lang,
  );
  const night = (product.room_stayings ?? [])[0] as Json | undefined;
  const checkIn = String(meta.check_in ?? '');
  const checkOut = String(meta.check_out ?? '');
  const until = meta.free_cancellation_until;
  const zone = names.property?.timezone ?? 'Asia/Ho_Chi_Minh';
  return {
    property: String(product.property?.name ?? ''),
    address: String(product.property?.address?.raw_address ?? ''),
    confirmation: item.booking_code,
    check_in: checkIn,
    check_out: checkOut,
    check_in_time: names.property?.check_in ?? null,
    check_out_time: names.property?.check_out ?? null,
    nights: (product.room_stayings ?? []).length,
    rooms: Number(meta.rooms ?? 1),
    room: names.room ?? String(product.name ?? ''),
    rate: names.plan ?? night?.rate_plan?.name ?? null,
    breakfast: night?.dining_support === 'BREAKFAST',
    adults: Number(meta.party?.n_o_a ?? 1),
    children: Number(meta.party?.n_o_c ?? 0),
    lead_guest: note?.guest ?? null,
    request: note?.request ?? null,
    free_cancellation_until: until == null ? null : wallTimeIn(new Date(String(until)), zone),
  };
}

/** The document of an order already found scoped to its reader. */
export async function travelDocumentOf(
  db: Db,
  order: BookingOrderRow,
  lang: 'vi' | 'en',
  now: Date,
): Promise<TravelDocument> {
  if (!PRINTABLE.has(order.status)) {
    const message = 'id: this booking is not paid; it has no ticket or voucher yet';
    throw new AppError('BAD_USER_INPUT', message, [
      { field: 'id', rule: 'not_paid', message: 'is not paid' },
    ]);
  }
  const booking = await presentBooking(db, order, lang, now);
  const session = (await sessionOf(db, order.payment_checkout_session_id))!;
  const items = await itemsOf(db, session.id);
  const note = (session.booking_note ?? null) as Json | null;
  const doc: TravelDocument = {
    lang,
    booking,
    booked_at: order.paid_at ?? order.inserted_at ?? null,
    cancelled: order.status !== 'SUCCESSFUL' || order.cancelled_at !== null,
    legs: [],
    passengers: [],
    stay: null,
    changes: [],
  };
  if (booking.changes.length) {
    const flights = items.filter((i) => i.kind === 'FLIGHT_BOOKING').map((i) => i.id);
    doc.changes = changesOf(booking, await voidedETicketsOfItems(db, flights));
  }
  for (const item of items) {
    if (item.kind === 'FLIGHT_BOOKING') {
      const parts = await flightParts(db, item, lang);
      doc.legs.push(...parts.legs);
      doc.passengers.push(...parts.passengers);
    } else if (!doc.stay) {
      doc.stay = await stayOf(db, item, note, lang);
    }
  }
  return doc;
}

/**
 * The order `id` as a company sees it: when the caller may show all of their company's bookings
 * (docs/permissions.md `bookings` show: owner, admins, the roles granted "all"), one charged to
 * or recorded by their company; null otherwise (their own are `readableOrder`'s).
 */
async function companyReadableOrder(db: Db, userId: string, id: string) {
  const { actor } = await actorFor(db, userId);
  if (!actor.corporateId || grantOf(actor, 'show', 'bookings') !== 'all') return null;
  return companyOrder(db, actor.corporateId, id);
}

/**
 * The document of order `id` when the caller may read it — its traveller, booker or payer, or
 * whoever may show all of their company's bookings for one of the company's — else NOT_FOUND.
 */
export async function readableTravelDocument(
  db: Db,
  userId: string,
  id: string,
  lang: 'vi' | 'en',
  now: Date,
) {
  const order =
    (await readableOrder(db, userId, id)) ?? (await companyReadableOrder(db, userId, id));
  if (!order) throw new AppError('NOT_FOUND', 'No such booking.');
  return travelDocumentOf(db, order, lang, now);
}
