/**
 * user_booking (docs/manage-booking.md "The booking detail page"): one of the caller's orders
 * with everything its page shows — the short number, booking codes, contact and invoice, the
 * price broken down (per passenger type for flights), how it was paid, the cash back and its
 * state, the fare plans' rules, whether and until when it can be cancelled, and the refund of
 * a cancelled one. Read only; scoped in SQL to the traveller, booker or payer.
 */
import { baggageTotalOf } from '../checkout/baggage.js';
import type { Db } from '../../db/client.js';
import { presentOrder } from '../checkout/orders.js';
import { orderNumber } from '../../../common/booking-number.js';
import { passengerLines } from '../../../common/flight-price-lines.js';
import { changeRulesOf } from './change-policy.js';
import { changesOfOrder } from './change-repository.js';
import { eTicketsOfItems, legTickets } from '../checkout/e-tickets.js';
import { terminalsOfFlights } from '../inventory/flight-terminals.js';
import { cancellationOf, legsOf, planIdOf } from './policy.js';
import {
  corporateName,
  farePlansOfItems,
  itemsOf,
  readableOrder,
  sessionOf,
  type BookingOrderRow,
  type BookingSessionRow,
  type FarePlanRow,
} from './repository.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Item = Awaited<ReturnType<typeof itemsOf>>[number];

/** Per passenger type: how many, and fare and taxes per passenger over every flight. */
const passengerLinesOf = (items: Item[]) =>
  passengerLines(
    items
      .filter((i) => i.kind === 'FLIGHT_BOOKING')
      .map((i) => ({ product: i.product as Json, party: (i.metadata as Json).party })),
  );

function fareRules(items: Item[], plans: Map<string, FarePlanRow>, lang: 'vi' | 'en') {
  const legs = items.filter((i) => i.kind === 'FLIGHT_BOOKING').flatMap(legsOf) as Json[];
  return legs.flatMap((leg) => {
    const plan = plans.get(planIdOf(leg) ?? '');
    if (!plan) return [];
    return [
      {
        flight_code: String(leg.code ?? ''),
        plan: lang === 'en' ? plan.name_en : plan.name_vi,
        refundable: plan.refundable,
        refund_fee: plan.refundable ? plan.refund_fee : null,
        changeable: plan.changeable,
        change_fee: plan.changeable ? plan.change_fee : null,
        currency: plan.currency,
        free_cancellation_hours: plan.free_cancellation_hours,
        baggage_pieces: plan.baggage_pieces,
        baggage_kg: plan.baggage_kg,
        cabin_kg: plan.cabin_kg,
      },
    ];
  });
}

function bookingCodes(items: Item[]): string[] {
  const codes = items.flatMap((item) =>
    item.kind === 'FLIGHT_BOOKING'
      ? (legsOf(item) as Json[]).map((l) => l.booking_code ?? item.booking_code)
      : [item.booking_code],
  );
  return [...new Set(codes.filter((c): c is string => Boolean(c)))];
}

/** Each flight of the booking, outbound then inbound, with its terminals and e-tickets. */
async function flightsOf(db: Db, items: Item[]) {
  const flights = items.filter((i) => i.kind === 'FLIGHT_BOOKING');
  const legs = flights.flatMap((item) => {
    const p = item.product as Json;
    return (
      [
        ['OUTBOUND', p.departure_flight],
        ['INBOUND', p.return_flight],
      ] as Array<['OUTBOUND' | 'INBOUND', Json | null]>
    )
      .filter(([, leg]) => Boolean(leg))
      .map(([direction, leg]) => ({ item, direction, leg: leg! }));
  });
  const terminals = await terminalsOfFlights(
    db,
    legs.map((l) => l.leg),
  );
  const tickets = await eTicketsOfItems(
    db,
    flights.map((i) => i.id),
  );
  return legs.map(({ item, direction, leg }, i) => ({
    direction,
    flight_code: String(leg.code ?? ''),
    departure_terminal: terminals[i]!.departure,
    arrival_terminal: terminals[i]!.arrival,
    tickets: legTickets(tickets, item, direction),
  }));
}

async function payment(db: Db, order: BookingOrderRow, session: BookingSessionRow) {
  const d = (order.payment_details ?? {}) as Json;
  const company = order.payment_method === 'CORPORATE_WALLET' ? d : d.corporate_wallet;
  const corporateId = company?.corporate_id ?? session.corporate_id ?? null;
  const card = d.card ?? {};
  return {
    method: order.payment_method,
    paid_at: order.paid_at,
    card_brand: typeof card.brand === 'string' ? card.brand : null,
    card_last4: typeof card.last4 === 'string' ? card.last4 : null,
    corporate_name: company && corporateId ? await corporateName(db, corporateId) : null,
    company_amount:
      order.payment_method !== 'CORPORATE_WALLET' && typeof company?.amount === 'number'
        ? company.amount
        : null,
    bank_name: typeof d.bank_name === 'string' ? d.bank_name : null,
  };
}

/** The UserBooking of an order the caller may read; null otherwise. */
export async function userBooking(
  db: Db,
  userId: string,
  id: string,
  lang: 'vi' | 'en',
  now: Date,
) {
  const order = await readableOrder(db, userId, id);
  if (!order) return null;
  return presentBooking(db, order, lang, now);
}

export async function presentBooking(db: Db, order: BookingOrderRow, lang: 'vi' | 'en', now: Date) {
  const session = (await sessionOf(db, order.payment_checkout_session_id))!;
  const items = await itemsOf(db, session.id);
  const flight = items.some((i) => i.kind === 'FLIGHT_BOOKING');
  const refundDetails = (order.refund_details ?? {}) as Json;
  const plans = await farePlansOfItems(db, items);
  return {
    id: order.id,
    number: orderNumber(order.id),
    kind: flight ? 'FLIGHT' : 'HOTEL',
    order: presentOrder(order),
    booking_codes: bookingCodes(items),
    flights: await flightsOf(db, items),
    contact: session.booking_note ?? null,
    invoice: session.invoice ?? null,
    price: {
      currency: session.currency,
      items_price: session.items_price,
      passenger_lines: passengerLinesOf(items),
      baggage: items.reduce((sum, i) => sum + baggageTotalOf(i.product as Json), 0),
      surcharges: ((session.surcharges ?? []) as Json[]).map((s) => ({
        name: String(s.name ?? ''),
        amount: typeof s.amount === 'number' ? s.amount : null,
        currency: session.currency,
        converted_amount: typeof s.amount === 'number' ? s.amount : null,
      })),
      service_fee: session.service_fee,
      voucher_discount: session.voucher_discount,
      gift_voucher_discount: session.gift_voucher_discount,
      price: order.price,
      tax_fee: session.tax_fee,
      duty_free_price: session.duty_free_price,
    },
    payment: await payment(db, order, session),
    cash_back:
      order.cash_back_status && order.cash_back > 0
        ? {
            amount: order.cash_back,
            currency: order.currency,
            status: order.cash_back_status,
            due_at: order.cash_back_due_at,
          }
        : null,
    cancellation: cancellationOf(order, items, now, plans),
    fare_rules: fareRules(items, plans, lang),
    cancelled_at: order.cancelled_at,
    change_rules: changeRulesOf(order, items, plans, now),
    changes: (await changesOfOrder(db, order.id)).map((c) => ({
      id: c.id,
      leg: c.leg,
      from_flight: c.from_flight,
      to_flight: c.to_flight,
      fare_difference: c.fare_difference,
      change_fee: c.change_fee,
      total: c.total,
      currency: c.currency,
      changed_at: c.inserted_at,
      refund: c.refund_status
        ? {
            status: c.refund_status,
            amount: -c.total,
            method: order.payment_method,
            refunded_at: c.refunded_at,
          }
        : null,
    })),
    refund: order.refund_status
      ? {
          status: order.refund_status,
          amount: typeof refundDetails.amount === 'number' ? refundDetails.amount : order.price,
          fee: typeof refundDetails.refund_fee === 'number' ? refundDetails.refund_fee : 0,
          method: order.payment_method,
          refunded_at: order.refunded_at,
        }
      : null,
  };
}
