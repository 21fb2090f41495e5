/**
 * Changing a flight of a paid booking by its fare's change rules (docs/manage-booking.md
 * "Changing a flight"): the traveller (or whoever booked for them) asks for the same route on
 * another date — the flight search, the same fare plan — each option priced as the fare
 * difference for the party plus the plan's change fee per seat; then changes to one.
 *
 * The change is ONE transaction, the session then the order locked FOR UPDATE (as cancelling
 * and every payment path): the rules are checked under the lock, the new flight's seats are
 * taken (all or nothing: `sold_out`) and booked (a new PNR), the old flight's seats go back on
 * sale, the wallet pays a positive total or gets a negative one back (one ledger movement keyed
 * by the change) — or, for a booking paid by card, VNPay, 2C2P or bank transfer, a negative
 * total is recorded as the change's refund, asked of the rail after the commit (change-refund.ts), the item carries the new flight, the order's price the total, and the change
 * is recorded. Any refusal rolls everything back: the old ticket stays as it was. A repeat (or
 * 50 at once) finds the booking already on the chosen flight and changes nothing more.
 * After the commit the `booking_changed` e-mail is sent once.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { flightSuppliers, inventoryHolds } from '../../providers/inventory/index.js';
import { BookingRefusedError } from '../../providers/inventory/types.js';
import { flightProduct, flightOf, type CartProduct } from '../checkout/products.js';
import { parseOptionId } from '../inventory/flights/present.js';
import {
  MAX_FLIGHT_PAGE,
  MIN_TURNAROUND_MINUTES,
  searchFlights,
} from '../inventory/flights/search.js';
import { balanceOf, lockAccount, post } from '../ledger/service.js';
import {
  changePrice,
  changeRulesOf,
  departsAtOf,
  legEntries,
  type LegChangeRules,
  type LegKey,
} from './change-policy.js';
import {
  addToOrderPrice,
  consumedHold,
  insertChange,
  insertConsumedHold,
  markHoldReleased,
  replaceLeg,
} from './change-repository.js';
import { isGatewayRefundMethod } from './change-refund.js';
import { isChangePaymentMethod } from './change-payment-methods.js';
import { planIdOf } from './policy.js';
import { changeableOrder, farePlansOfItems, itemsOf, lockCancellableOrder } from './repository.js';
import { reissueLegETickets, ticketLegOf } from '../checkout/e-tickets.js';
import { followTripEnd } from '../rewards/cash-back.js';

type Json = Record<string, unknown>;

const MESSAGES = {
  not_paid: 'This booking is not paid, so its flights cannot be changed.',
  cancelled: 'This booking is cancelled.',
  flight: 'This ticket’s fare rules are no longer known online: support changes it.',
  not_changeable: 'This fare does not allow changes.',
  change_closed: 'Flights can be changed online until 3 hours before departure.',
  company_paid: 'A company-paid ticket is changed through your company’s travel desk or support.',
  split_payment: 'A booking paid partly by your company is changed through support.',
  leg: 'This booking has no such flight.',
  route: 'The new flight must fly the same route.',
  fare: 'The new flight must be on the same fare.',
  same_flight: 'This is the flight you already have.',
  turnaround: `The return flight must leave at least ${MIN_TURNAROUND_MINUTES / 60} hours after the outbound flight lands.`,
  sold_out: 'This fare has no seats left for your party.',
  payment_method:
    'The difference can be paid online only for a booking paid from the wallet, by card or VNPay; support changes this one.',
  payment_required:
    'This booking was paid by card or VNPay: pay the difference the same way (start_booking_change_payment).',
  nothing_to_pay: 'This change costs nothing more: confirm it without paying.',
  payer: 'Only whoever paid this booking can pay for its change.',
  insufficient_balance: 'Your wallet does not hold the amount to pay: top it up first.',
} as const;

export type ChangeRule = keyof typeof MESSAGES;

export const refuse = (field: string, rule: ChangeRule) =>
  new AppError('BAD_USER_INPUT', MESSAGES[rule], [{ field, rule, message: MESSAGES[rule] }]);

export interface FlightItem {
  id: string;
  kind: string;
  product: unknown;
  metadata: Record<string, unknown>;
}

/** The order's flight item, the leg asked for and its rules; refused when it cannot change. */
async function legOf(
  db: Db,
  order: Parameters<typeof changeRulesOf>[0] & { id: string },
  items: FlightItem[],
  key: LegKey,
  now: Date,
) {
  const item = items.find((i) => i.kind === 'FLIGHT_BOOKING');
  const leg = item && legEntries(item).find(([k]) => k === key)?.[1];
  if (!item || !leg) throw refuse('leg', 'leg');
  const plans = await farePlansOfItems(db, [item]);
  const rules = changeRulesOf(order, [item], plans, now).find((r) => r.leg === key)!;
  if (!rules.can_change) throw refuse('id', rules.reason!);
  const other = legEntries(item).find(([k]) => k !== key)?.[1] ?? null;
  return { item, leg, other, rules };
}

/** Whether a flight leaving at `departs` and landing at `arrives` fits the other leg. */
function fitsOther(key: LegKey, other: Json | null, departs: Date, arrives: Date): boolean {
  if (!other) return true;
  const gap = MIN_TURNAROUND_MINUTES * 60_000;
  if (key === 'departure') return departsAtOf(other).getTime() - arrives.getTime() >= gap;
  const otherArrives = new Date(String((other.arrival as Json | undefined)?.date ?? ''));
  return departs.getTime() - otherArrives.getTime() >= gap;
}

const codeOf = (point: unknown) => String((point as Json | undefined)?.code ?? '');
const seatClassId = (leg: Json) => String((leg.seat_class as Json | undefined)?.id ?? '');

function rulesOut(rules: LegChangeRules) {
  return {
    leg: rules.leg,
    flight_code: rules.flight_code,
    can_change: rules.can_change,
    reason: rules.reason,
    deadline: rules.deadline,
    change_fee: rules.change_fee,
    seats: rules.seats,
    currency: rules.currency,
  };
}

/**
 * booking_change_options: the flights of the same route on `date` sold on the booking's fare,
 * each with the fare difference, the change fee and the total (positive: to pay).
 */
export async function bookingChangeOptions(
  database: Database,
  userId: string,
  input: { id: string; leg: LegKey; date: string },
  locale: string,
  now: Date,
) {
  const db = database.db;
  const order = await changeableOrder(db, userId, input.id);
  if (!order) throw new AppError('NOT_FOUND', 'No such booking.');
  const items = (await itemsOf(db, order.payment_checkout_session_id)) as FlightItem[];
  const { item, leg, other, rules } = await legOf(db, order, items, input.leg, now);
  const planId = planIdOf(leg);
  const current = parseOptionId(String((item.metadata[input.leg] as Json | undefined)?.id ?? ''));
  const party = (item.metadata.party ?? {}) as Json;
  const found = await searchFlights(
    db,
    flightSuppliers(database),
    {
      from: codeOf(leg.departure),
      to: codeOf(leg.arrival),
      depart: input.date,
      n_o_a: Number(party.n_o_a ?? 1),
      n_o_c: Number(party.n_o_c ?? 0),
      n_o_i: Number(party.n_o_i ?? 0),
      seat_class: current?.cabin ?? 'ECONOMY',
      sort: 'DEPARTURE',
      limit: MAX_FLIGHT_PAGE,
    },
    locale,
    now,
  );
  const oldPrice = Number(leg.price ?? 0);
  const options = found.departure.entries.flatMap((option) => {
    const parsed = parseOptionId(option.id);
    const seat = option.seat_classes.find(
      (s) => parsed && s.id === `${parsed.supplier}:${parsed.instanceId}:${planId}`,
    );
    if (!parsed || !seat || parsed.instanceId === current?.instanceId) return [];
    if (option.departure.code !== codeOf(leg.departure)) return [];
    if (option.arrival.code !== codeOf(leg.arrival)) return [];
    if (!fitsOther(input.leg, other, option.departsAt, option.arrivesAt)) return [];
    return [
      {
        flight_id: option.id,
        seat_class_id: seat.id,
        flight: flightOf(option, seat),
        ...changePrice(oldPrice, seat.price, rules),
        currency: order.currency,
      },
    ];
  });
  return { ...rulesOut(rules), date: input.date, options };
}

/** The new flight re-priced as a cart would price it (before the change's transaction). */
export async function priced(
  database: Database,
  item: FlightItem,
  choice: { flight_id: string; seat_class_id: string },
  locale: string,
  now: Date,
): Promise<CartProduct> {
  const party = (item.metadata.party ?? {}) as Json;
  try {
    return await flightProduct(
      database,
      {
        departure: { id: choice.flight_id, seat_class_id: choice.seat_class_id },
        n_o_a: Number(party.n_o_a ?? 1),
        n_o_c: Number(party.n_o_c ?? 0),
        n_o_i: Number(party.n_o_i ?? 0),
      } as Parameters<typeof flightProduct>[1],
      locale,
      now,
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'BAD_USER_INPUT') {
      const rule = (err.fields?.[0]?.rule ?? 'unknown') as string;
      throw new AppError('BAD_USER_INPUT', err.message, [
        {
          field: rule === 'sold_out' ? 'seat_class_id' : 'flight_id',
          rule,
          message: err.fields?.[0]?.message ?? err.message,
        },
      ]);
    }
    throw err;
  }
}

export interface ChangeInput {
  id: string;
  leg: LegKey;
  flight_id: string;
  seat_class_id: string;
}

/**
 * change_booking: changes the leg to the chosen flight in one transaction (see the header);
 * the change's id, or null when the booking was already on that flight (a repeat).
 */
export async function changeBooking(
  database: Database,
  userId: string,
  input: ChangeInput,
  locale: string,
  now: Date,
): Promise<string | null> {
  const db = database.db;
  const readable = await changeableOrder(db, userId, input.id);
  if (!readable) throw new AppError('NOT_FOUND', 'No such booking.');
  const firstItems = (await itemsOf(db, readable.payment_checkout_session_id)) as FlightItem[];
  const first = firstItems.find((i) => i.kind === 'FLIGHT_BOOKING');
  const firstLeg = first && legEntries(first).find(([k]) => k === input.leg)?.[1];
  if (!first || !firstLeg) throw refuse('leg', 'leg');
  if (seatClassId(firstLeg) === input.seat_class_id) return null;
  const product = await priced(database, first, input, locale, now);

  return db.transaction(async (tx) => {
    const checked = await checkedChange(tx, userId, input, product, now);
    if (!checked) return null;
    const { session, order, price } = checked;
    // A negative total goes back by the method that paid (change-refund.ts); a positive one is
    // paid from the wallet here, or by card through its own payment (change-payment.ts).
    const gatewayRefund = price.total < 0 && isGatewayRefundMethod(order.payment_method);
    if (price.total > 0 && isChangePaymentMethod(order.payment_method)) {
      throw refuse('id', 'payment_required');
    }
    if (price.total !== 0 && order.payment_method !== 'WALLET' && !gatewayRefund) {
      throw refuse('id', 'payment_method');
    }
    if (price.total > 0 && order.paid_by !== userId) throw refuse('id', 'payer');

    // The new seats: taken (all or nothing).
    const hold = product.holds[0];
    await takeSeats(tx, product.supplier, hold);

    // The money: one wallet movement, keyed by the change.
    const changeId = randomUUID();
    let ledgerId: string | null = null;
    if (price.total !== 0 && !gatewayRefund) {
      const wallet = await lockAccount(tx, 'USER_WALLET', order.paid_by!, order.currency);
      const sales = await lockAccount(tx, 'PLATFORM_SALES', null, order.currency);
      if (price.total > 0 && (await balanceOf(tx, wallet.id)) < price.total) {
        throw refuse('id', 'insufficient_balance');
      }
      ledgerId = await post(tx, {
        kind: price.total > 0 ? 'ORDER_PAYMENT' : 'ORDER_REFUND',
        idempotencyKey: `booking-change:${changeId}`,
        currency: order.currency,
        at: now,
        userOrderId: order.id,
        metadata: { booking_change_id: changeId, ...price },
        legs: [
          { account: wallet, amount: -price.total },
          { account: sales, amount: price.total },
        ],
      });
    }

    await bookAndRecord(tx, {
      ...checked,
      sessionId: session.id,
      key: input.leg,
      choice: input,
      supplier: product.supplier,
      hold,
      changeId,
      changedBy: userId,
      ledgerId,
      // The refund's record, in this transaction: asked for after the commit.
      refund: gatewayRefund ? { method: order.payment_method!, amount: -price.total } : null,
      now,
    });
    return changeId;
  });
}

export type ChangeProduct = CartProduct;
export type ChangeHold = CartProduct['holds'][number];

/**
 * Under the session and order locks (scoped to the caller): the rules, the new flight checked
 * against the leg (route, fare, turnaround) and priced; null when the leg is already on the
 * chosen fare of that flight (a repeat).
 */
export async function checkedChange(
  tx: Db,
  userId: string,
  input: ChangeInput,
  product: CartProduct,
  now: Date,
) {
  const locked = await lockCancellableOrder(tx, userId, input.id);
  if (!locked) throw new AppError('NOT_FOUND', 'No such booking.');
  const { session, order } = locked;
  const items = (await itemsOf(tx, session.id)) as FlightItem[];
  const found = items.find((i) => i.kind === 'FLIGHT_BOOKING');
  const current = found && legEntries(found).find(([k]) => k === input.leg)?.[1];
  // A repeat, or one of many at once, of the change just made: nothing more to do.
  if (current && seatClassId(current) === input.seat_class_id) return null;
  const { item, leg, other, rules } = await legOf(tx, order, items, input.leg, now);

  const next = product.product.departure_flight as Json;
  if (codeOf(next.departure) !== codeOf(leg.departure)) throw refuse('flight_id', 'route');
  if (codeOf(next.arrival) !== codeOf(leg.arrival)) throw refuse('flight_id', 'route');
  if (planIdOf(next) !== planIdOf(leg)) throw refuse('seat_class_id', 'fare');
  const nextArrives = new Date(String((next.arrival as Json).date));
  if (!fitsOther(input.leg, other, departsAtOf(next), nextArrives)) {
    throw refuse('flight_id', 'turnaround');
  }
  const price = changePrice(Number(leg.price ?? 0), Number(next.price ?? 0), rules);
  return { session, order, item, leg, next, price };
}

/** The new flight's seats taken from sale (all or nothing: `sold_out`). */
export async function takeSeats(tx: Db, supplier: string, hold: ChangeHold) {
  const holder = inventoryHolds(supplier);
  if (!holder) throw new Error(`no hold adapter for supplier ${supplier}`);
  if (!(await holder.take(tx, [hold]))) throw refuse('seat_class_id', 'sold_out');
}

/**
 * The change made, its new seats already taken: booked (a new PNR) and recorded as a CONSUMED
 * hold of the order's session, the old flight's seats back on sale, the item on the new flight,
 * the order's price plus the total, and the `booking_changes` row.
 */
export async function bookAndRecord(
  tx: Db,
  args: {
    sessionId: string;
    order: { id: string; currency: string };
    item: FlightItem;
    leg: Json;
    next: Json;
    key: LegKey;
    choice: { flight_id: string; seat_class_id: string };
    supplier: string;
    hold: ChangeHold;
    price: ReturnType<typeof changePrice>;
    changeId: string;
    changedBy: string;
    ledgerId: string | null;
    refund: { method: string; amount: number } | null;
    now: Date;
  },
) {
  const { order, item, leg, price, now } = args;
  const holder = inventoryHolds(args.supplier)!;
  let reference: string;
  try {
    reference = await holder.book(tx, [args.hold]);
  } catch (err) {
    if (err instanceof BookingRefusedError) throw refuse('flight_id', 'sold_out');
    throw err;
  }
  await insertConsumedHold(tx, args.sessionId, args.supplier, args.hold, now);

  // The old seats back on sale.
  const old = parseOptionId(String((item.metadata[args.key] as Json | undefined)?.id ?? ''));
  const oldHold = old && (await consumedHold(tx, args.sessionId, old.instanceId, planIdOf(leg)!));
  if (oldHold) {
    await markHoldReleased(tx, oldHold.id, now);
    await inventoryHolds(oldHold.supplier)?.giveBack(tx, [
      {
        kind: oldHold.kind,
        resource_id: oldHold.resource_id,
        resource_key: oldHold.resource_key,
        quantity: oldHold.quantity,
      },
    ]);
  }

  const newFlight = { ...args.next, booking_code: reference };
  await replaceLeg(
    tx,
    item.id,
    args.key,
    newFlight,
    { id: args.choice.flight_id, seat_class_id: args.choice.seat_class_id },
    price.fare_difference,
  );
  // The old flight's e-tickets void, the new flight's issued (docs/manage-booking.md).
  await reissueLegETickets(tx, item.id, ticketLegOf(args.key));
  // Cash back after the trip: after the changed trip (docs/manage-booking.md).
  await followTripEnd(tx, order.id, args.sessionId, now);
  await addToOrderPrice(tx, order.id, price.total, now);
  await insertChange(tx, {
    id: args.changeId,
    user_order_id: order.id,
    leg: args.key,
    from_flight: leg,
    to_flight: newFlight,
    ...price,
    currency: order.currency,
    changed_by: args.changedBy,
    ledger_transaction_id: args.ledgerId,
    refund_status: args.refund ? 'REQUIRED' : null,
    refund_details: args.refund,
  });
}
