/**
 * The order e-mails (docs/checkout.md "Order e-mails"), sent through the mailer (the
 * development outbox offline) after the paying transaction commits, never inside it:
 *   - the confirmation of a SUCCESSFUL booking (not a top-up): the itinerary or hotel voucher;
 *   - the notice that a paid order could not be booked and its money goes back.
 * Each is sent once per order: sending claims the order (`confirmation_sent_at` /
 * `refund_notice_sent_at` set by a guarded UPDATE), so retried settles and concurrent
 * follow-ups find it claimed. To the checkout's contact e-mail, else the traveller's, in the
 * traveller's language (the words: server/mail/templates/orders.ts). A booking made for someone else (booked_by ≠ user_id) is the
 * traveller's: it goes to the traveller's own address (else the contact e-mail), saying who
 * booked it, and a copy goes to the booker in theirs (docs/permissions.md "Acting for").
 */
import { localizeItems } from '../inventory/localized-items.js';
import type { Db } from '../../db/client.js';
import type { Messenger, OutgoingMessage } from '../../providers/messaging/index.js';
import type { MessageAttachment } from '../../providers/messaging/types.js';
import { email, recipientOf, type Recipient } from '../../mail/index.js';
import type { FlightLeg, OrderMail } from '../../mail/templates/orders.js';
import { eTicketsOfItems, legTickets, type TicketLeg } from './e-tickets.js';
import { terminalsOfFlights } from '../inventory/flight-terminals.js';
import { calendarFile, type CalendarEvent } from '../../mail/ics.js';
import {
  claimCancellation,
  claimConfirmation,
  claimRefundNotice,
  mailFarePlans,
  mailPerson,
  mailPropertyTimes,
  mailSession,
  unclaimMail,
  type MailColumn,
} from './order-mails-repository.js';
import { personName } from './order-people.js';
import type { OrderRow } from './orders.js';
import { baggageTotalOf, extraBaggageOf } from './baggage.js';
import { refundAmountOf, refundFeeOf } from './refunds.js';
import { itemsOfSession } from './sessions-repository.js';
import { bookingLink, orderNumber } from '../../../common/booking-number.js';
import { cardBrandName } from '../../../common/card-brand.js';

/**
 * The booking's PDF (e-ticket or hotel voucher) in a language, attached to its confirmation.
 * Given by whoever wires the follow-ups (bookings/travel-document-file.ts): the bookings module
 * reads the checkout's orders, so the checkout does not import it back.
 */
export type TravelDocumentFile = (
  order: OrderRow,
  lang: 'vi' | 'en',
  now: Date,
) => Promise<MessageAttachment>;

export interface OrderMailDeps {
  db: Db;
  messenger: Messenger;
  /** This site's origin, for the link to the booking. */
  origin: string;
  /** The booking's PDF for its confirmation (none: the confirmation goes without it). */
  travelDocument?: TravelDocumentFile;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

type FarePlanRow = Awaited<ReturnType<typeof mailFarePlans>>[number];

/** The fare plan of a flight as sold: its seat class id is `<supplier>:<instance>:<plan>`. */
const planIdOf = (flight: Json | null | undefined): string | null => {
  const parts = String(flight?.seat_class?.id ?? '').split(':');
  return parts.length >= 3 ? parts.slice(2).join(':') : null;
};

function legOf(
  flight: Json | null | undefined,
  plans: Map<string, FarePlanRow>,
  lang: 'vi' | 'en',
): FlightLeg | null {
  if (!flight) return null;
  const place = (p: Json | undefined) =>
    p?.city_name ? `${p.city_name} (${p.code})` : String(p?.code ?? '');
  const plan = plans.get(planIdOf(flight) ?? '');
  return {
    code: String(flight.code ?? ''),
    bookingCode: flight.booking_code ?? null,
    from: place(flight.departure),
    to: place(flight.arrival),
    departs: String(flight.departure?.local_time ?? ''),
    arrives: String(flight.arrival?.local_time ?? ''),
    baggage: plan
      ? { pieces: plan.baggage_pieces, kg: plan.baggage_kg, cabinKg: plan.cabin_kg }
      : null,
    fare: plan
      ? {
          plan: lang === 'en' ? plan.name_en : plan.name_vi,
          refundable: plan.refundable,
          refundFee: plan.refund_fee,
          changeable: plan.changeable,
          changeFee: plan.change_fee,
          currency: plan.currency,
        }
      : null,
  };
}

/** The card that paid as the gateway reported it ('Visa •••• 4242'), or null. */
export function cardLine(details: Json | null): string | null {
  const card = details?.card;
  if (typeof card?.brand !== 'string' || typeof card?.last4 !== 'string') return null;
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}

/** One calendar event per flight and per stay of the order (the .ics attachment). */
function calendarOf(order: OrderRow, item: { kind: string; product: unknown; metadata: unknown }) {
  const product = item.product as Json;
  const meta = (item.metadata ?? {}) as Json;
  const events: CalendarEvent[] = [];
  const number = orderNumber(order.id);
  if (item.kind === 'FLIGHT_BOOKING') {
    [product.departure_flight, product.return_flight].forEach((leg: Json | null, i) => {
      if (!leg?.departure?.date || !leg?.arrival?.date) return;
      events.push({
        kind: 'FLIGHT',
        uid: `${order.id}-${i}@wayfare`,
        summary: `${leg.code} ${leg.departure.code} → ${leg.arrival.code}`,
        departs: String(leg.departure.date),
        arrives: String(leg.arrival.date),
        location: String(leg.departure.airport_name ?? leg.departure.code),
        description: [number, leg.booking_code].filter(Boolean).join(' · '),
      });
    });
  } else if (meta.check_in && meta.check_out) {
    events.push({
      kind: 'STAY',
      uid: `${order.id}-stay@wayfare`,
      summary: String(product.property?.name ?? product.name ?? ''),
      checkIn: String(meta.check_in),
      checkOut: String(meta.check_out),
      location: String(product.property?.address?.raw_address ?? ''),
      description: [number, item.kind, (item as { booking_code?: string }).booking_code]
        .filter((x) => x && x !== item.kind)
        .join(' · '),
    });
  }
  return events;
}

export interface Addressee {
  to: string;
  recipient: Recipient;
  mail: OrderMail;
  calendar: CalendarEvent[];
}

/** What the e-mail says about this order, and to whom; [] for a top-up or no address. */
export async function mailOf(deps: OrderMailDeps, order: OrderRow): Promise<Addressee[]> {
  const db = deps.db;
  const session = await mailSession(db, order.payment_checkout_session_id);
  const person = (id: string) => mailPerson(db, id);
  const user = await person(order.user_id);
  const bookedFor = order.booked_by !== order.user_id;
  const booker = bookedFor ? await person(order.booked_by) : undefined;
  const [item] = await itemsOfSession(db, order.payment_checkout_session_id);
  const to = bookedFor ? user?.email || session?.note?.email : session?.note?.email || user?.email;
  if (!session || session.type === 'TOP_UP' || !item || !to) return [];
  const meta = (item.metadata ?? {}) as Json;
  const lang = recipientOf(user).locale;
  // Place, room and rate names in the reader's language, whatever the booking's language was.
  const product = (await localizeItems(db, [item], lang))[0].product as Json;
  const legs = [product.departure_flight, product.return_flight].filter(Boolean) as Json[];
  const plans = new Map(
    (
      await mailFarePlans(
        db,
        legs.map(planIdOf).filter((id): id is string => Boolean(id)),
      )
    ).map((p) => [p.id, p]),
  );
  const terminals = await terminalsOfFlights(db, legs);
  const legDirections = [product.departure_flight && 'OUTBOUND', product.return_flight && 'INBOUND']
    .filter(Boolean)
    .map((d) => d as TicketLeg);
  const tickets = item.kind === 'FLIGHT_BOOKING' ? await eTicketsOfItems(db, [item.id]) : [];
  const times =
    item.kind === 'FLIGHT_BOOKING' || typeof meta.property_id !== 'string'
      ? undefined
      : await mailPropertyTimes(db, meta.property_id);
  const surcharges = ((session.surcharges ?? []) as Json[]).reduce(
    (sum, x) => sum + (typeof x.amount === 'number' ? x.amount : 0),
    0,
  );
  const trip: OrderMail['trip'] =
    item.kind === 'FLIGHT_BOOKING'
      ? {
          kind: 'FLIGHT',
          legs: legs
            .map((l) => legOf(l, plans, lang))
            .filter((l): l is FlightLeg => l !== null)
            .map((l, i) => ({
              ...l,
              terminals: terminals[i] ?? null,
              tickets: legTickets(tickets, { id: item.id, product }, legDirections[i]!),
            })),
          passengers: ((product.passengers ?? []) as Json[]).map((p) =>
            `${p.last_name ?? ''} ${p.first_name ?? ''}`.trim(),
          ),
          extraBaggage: extraBaggageOf(product),
        }
      : {
          kind: 'HOTEL',
          property: String(product.property?.name ?? ''),
          address: String(product.property?.address?.raw_address ?? ''),
          room: String(product.name ?? ''),
          rooms: Number(meta.rooms ?? 1),
          checkIn: String(meta.check_in ?? ''),
          checkOut: String(meta.check_out ?? ''),
          adults: Number(meta.party?.n_o_a ?? 1),
          children: Number(meta.party?.n_o_c ?? 0),
          guest: session.note?.guest ?? null,
          request: session.note?.request ?? null,
          confirmation: item.booking_code,
          rate: product.room_stayings?.[0]?.rate_plan?.name ?? null,
          checkInTime: times?.check_in ?? null,
          checkOutTime: times?.check_out ?? null,
          freeCancellationUntil:
            meta.free_cancellation_until == null ? null : String(meta.free_cancellation_until),
        };
  const mail: OrderMail = {
    name: user?.first_name?.trim() || session.note?.guest || '',
    orderId: orderNumber(order.id),
    trip,
    amount: order.price,
    currency: order.currency,
    method: order.payment_method ?? '',
    card: cardLine(order.payment_details),
    link: bookingLink(deps.origin, order.id),
    bookedBy: booker ? personName(booker) : null,
    price: {
      items: session.items_price - surcharges - baggageTotalOf(product),
      baggage: baggageTotalOf(product),
      surcharges,
      serviceFee: session.service_fee,
      discount: session.voucher_discount + session.gift_voucher_discount,
      tax: session.tax_fee,
    },
  };
  const calendar = calendarOf(order, item);
  const out: Addressee[] = [{ to, recipient: recipientOf(user), mail, calendar }];
  if (booker?.email && booker.email !== to) {
    out.push({
      to: booker.email,
      recipient: recipientOf(booker),
      mail: {
        ...mail,
        name: booker.first_name?.trim() ?? '',
        bookedBy: null,
        copyFor: user ? personName(user) : '',
      },
      calendar,
    });
  }
  return out;
}

async function send(
  deps: OrderMailDeps,
  order: OrderRow,
  column: MailColumn,
  compose: (m: Addressee) => OutgoingMessage | Promise<OutgoingMessage>,
): Promise<boolean> {
  const recipients = await mailOf(deps, order);
  if (!recipients.length) return false;
  try {
    // The traveller's first: the booker's copy follows it.
    for (const r of recipients) {
      await deps.messenger.deliver(await compose(r));
    }
  } catch (err) {
    // Not delivered (the outbox could not be written): free the claim for the next follow-up.
    await unclaimMail(deps.db, order.id, column);
    throw err;
  }
  return true;
}

/**
 * The booking's PDF in each language the confirmation is written in, made once per language
 * (docs/manage-booking.md "E-ticket and hotel voucher").
 */
function travelDocuments(deps: OrderMailDeps, order: OrderRow, now: Date) {
  const files = new Map<'vi' | 'en', Promise<MessageAttachment>>();
  return async (lang: 'vi' | 'en'): Promise<MessageAttachment[]> => {
    if (!deps.travelDocument) return [];
    let file = files.get(lang);
    if (!file) {
      file = deps.travelDocument(order, lang, now);
      files.set(lang, file);
    }
    return [await file];
  };
}

/**
 * What a booking's e-mails attach, for each addressee: the e-ticket or voucher (PDF) in the
 * reader's language, and a calendar entry for each flight and stay. A change's e-mail gives the
 * calendar its `revision` (the change's number on the booking): the events keep their ids, so a
 * calendar that took the confirmation's file moves them (RFC 5545 SEQUENCE).
 */
export function bookingAttachments(deps: OrderMailDeps, order: OrderRow, now: Date) {
  const pdfIn = travelDocuments(deps, order, now);
  return async (m: Addressee, revision = 0): Promise<MessageAttachment[]> => [
    ...(await pdfIn(m.recipient.locale)),
    ...(m.calendar.length
      ? [
          {
            filename: `wayfare-${orderNumber(order.id)}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: calendarFile(m.calendar, now, revision),
          },
        ]
      : []),
  ];
}

/** The confirmation of a SUCCESSFUL order, once. True when this call sent it. */
export async function sendConfirmation(deps: OrderMailDeps, orderId: string, now: Date) {
  const order = await claimConfirmation(deps.db, orderId, now);
  if (!order) return false;
  const attachmentsOf = bookingAttachments(deps, order, now);
  return send(deps, order, 'confirmation_sent_at', async (m) => ({
    ...email(m.to, 'order_confirmation', m.recipient, {
      ...m.mail,
      documentAttached: Boolean(deps.travelDocument),
    }),
    attachments: await attachmentsOf(m),
  }));
}

/** What goes back (the price less a ticket's refund fee), the price paid and the fee. */
const refundOf = (order: OrderRow) => ({
  amount: refundAmountOf(order),
  paid: order.price,
  refundFee: refundFeeOf(order),
});

/**
 * The refund notice, once, when the refund is done (REFUNDED) or left to the gateway's or an
 * accountant's time (PENDING, MANUAL). True when this call sent it.
 */
export async function sendRefundNotice(deps: OrderMailDeps, orderId: string, now: Date) {
  const order = await claimRefundNotice(deps.db, orderId, now);
  if (!order) return false;
  return send(deps, order, 'refund_notice_sent_at', (m) =>
    email(m.to, 'order_refund', m.recipient, {
      ...m.mail,
      ...refundOf(order),
      refunded: order.status === 'REFUNDED',
      cancelled: order.cancelled_at !== null,
    }),
  );
}

/** The e-mail that the traveller's cancellation was made (docs/manage-booking.md), once. */
export async function sendCancellation(deps: OrderMailDeps, orderId: string, now: Date) {
  const order = await claimCancellation(deps.db, orderId, now);
  if (!order) return false;
  return send(deps, order, 'cancellation_sent_at', (m) =>
    email(m.to, 'booking_cancelled', m.recipient, { ...m.mail, ...refundOf(order) }),
  );
}
