/**
 * A dearer flight change on a booking paid by card, VNPay, 2C2P or bank transfer
 * (docs/manage-booking.md "A dearer change paid through the booking's rail"): the traveller picks
 * the new flight and pays the total through the rail that paid the booking, as a payment of its own.
 *
 * `startChangePayment` checks the change as `change_booking` does (the same locks and rules),
 * takes the new seats from sale and records the attempt (PENDING, `expires_at`) in one
 * transaction — or finds the attempt already running for that flight, so 50 at once make one
 * attempt and one PaymentIntent (the rail's idempotency key is the attempt's ref and amount).
 * Then asks the rail for the payment. The change itself is made when the rail's success
 * arrives (change-payment-settle.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { PaymentRails } from '../../providers/payments/index.js';
import { inventoryHolds } from '../../providers/inventory/index.js';
import type { InventoryHold } from '../../providers/inventory/types.js';
import { legEntries } from './change-policy.js';
import {
  checkedChange,
  priced,
  refuse,
  takeSeats,
  type ChangeInput,
  type FlightItem,
} from './change.js';
import {
  CHANGE_PAYMENT_MINUTES,
  changePaymentRef,
  isChangePaymentMethod,
} from './change-payment-methods.js';
import {
  changePaymentOfOrder,
  changePaymentsOfOrder,
  insertChangePayment,
  pendingChangePayment,
  setChangePayment,
  type ChangePaymentRow,
} from './change-payment-repository.js';
import { changeableOrder, itemsOf } from './repository.js';
import { channelOf } from '../checkout/p2c2p-channels.js';

export interface ChangePaymentDeps {
  database: Database;
  rails: PaymentRails;
  /** Where the rail sends the payer back (Stripe's return after 3-D Secure). */
  origin: string;
}

const seatClassOf = (leg: Record<string, unknown>) =>
  String((leg.seat_class as Record<string, unknown> | undefined)?.id ?? '');

/** The seats an attempt took, back on sale (its row is locked by the caller). */
export async function giveBackAttemptSeats(tx: Database['db'], attempt: ChangePaymentRow) {
  const hold = attempt.hold as unknown as InventoryHold;
  await inventoryHolds(attempt.supplier)?.giveBack(tx, [hold]);
}

/** The attempt running for the choice, or a new one with its seats taken (one transaction). */
async function attemptFor(
  deps: ChangePaymentDeps,
  userId: string,
  input: ChangeInput,
  locale: string,
  now: Date,
): Promise<ChangePaymentRow> {
  const db = deps.database.db;
  const readable = await changeableOrder(db, userId, input.id);
  if (!readable) throw new AppError('NOT_FOUND', 'No such booking.');
  const items = (await itemsOf(db, readable.payment_checkout_session_id)) as FlightItem[];
  const item = items.find((i) => i.kind === 'FLIGHT_BOOKING');
  const leg = item && legEntries(item).find(([k]) => k === input.leg)?.[1];
  if (!item || !leg) throw refuse('leg', 'leg');
  if (seatClassOf(leg) === input.seat_class_id) {
    // Already on it: the attempt that paid for it, if one did.
    const paid = (await changePaymentsOfOrder(db, readable.id)).find(
      (a) => a.status === 'PAID' && a.seat_class_id === input.seat_class_id,
    );
    if (paid) return paid;
    throw refuse('seat_class_id', 'same_flight');
  }
  const product = await priced(deps.database, item, input, locale, now);

  return db.transaction(async (tx) => {
    const checked = await checkedChange(tx, userId, input, product, now);
    if (!checked) throw refuse('seat_class_id', 'same_flight');
    const { order, leg: current, next, price } = checked;
    if (!isChangePaymentMethod(order.payment_method)) throw refuse('id', 'payment_method');
    if (price.total <= 0) throw refuse('id', 'nothing_to_pay');
    if (order.paid_by !== userId) throw refuse('id', 'payer');
    if (order.currency !== 'VND') throw refuse('id', 'flight');

    const running = await pendingChangePayment(tx, order.id);
    if (
      running &&
      running.leg === input.leg &&
      running.seat_class_id === input.seat_class_id &&
      running.total === price.total &&
      running.expires_at > now
    ) {
      return running;
    }
    if (running) {
      // Another flight chosen (or the hold ran out): its seats go back, it ends.
      await giveBackAttemptSeats(tx, running);
      await setChangePayment(tx, running.id, { status: 'CANCELLED', settled_at: now });
    }
    const hold = product.holds[0];
    await takeSeats(tx, product.supplier, hold);
    const id = randomUUID();
    return insertChangePayment(tx, {
      id,
      user_order_id: order.id,
      leg: input.leg,
      from_seat_class_id: seatClassOf(current),
      flight_id: input.flight_id,
      seat_class_id: input.seat_class_id,
      to_flight: next,
      supplier: product.supplier,
      hold: { ...hold },
      ...price,
      currency: order.currency,
      method: order.payment_method,
      // 2C2P: the channel that paid the booking is the one its hosted page offers again.
      details: channelOf(order.payment_details),
      order_ref: changePaymentRef(id),
      created_by: userId,
      expires_at: new Date(now.getTime() + CHANGE_PAYMENT_MINUTES * 60_000),
      // The clock's, as the hold's: the reconciliation's age and VNPay's vnp_CreateDate.
      inserted_at: now,
    });
  });
}

const description = (locale: string) =>
  locale === 'en' ? 'Wayfare flight change' : 'Thanh toan doi chuyen bay Wayfare';

const unavailable = (method: string) =>
  new AppError('BAD_USER_INPUT', `${method} payments are not offered.`, [
    { field: 'id', rule: 'unavailable', message: `${method} payments are not offered.` },
  ]);

/** Where the rail sends the payer back: the booking page, naming the attempt. */
const changeReturnPath = (orderId: string, paymentId: string) =>
  `/account/bookings/detail?id=${orderId}&change_payment=${paymentId}`;

/** VNPay's and 2C2P's pay link of a PENDING attempt, returning to the booking page. */
async function payLinkOf(
  deps: ChangePaymentDeps,
  attempt: ChangePaymentRow,
  orderId: string,
  client: { locale: string; ip: string },
) {
  const rail = attempt.method === 'VNPAY' ? deps.rails.VNPAY : deps.rails.P2C2P;
  if (!rail) throw unavailable(attempt.method);
  const channel = attempt.details?.channel_code;
  const start = await rail.createPayment({
    orderRef: attempt.order_ref,
    amount: attempt.total,
    description: description(client.locale),
    returnUrl: new URL(changeReturnPath(orderId, attempt.id), deps.origin).toString(),
    locale: client.locale === 'en' ? 'en' : 'vi',
    clientIp: client.ip,
    // 2C2P honours the channel that paid the booking (its hosted page offers only that one).
    ...(attempt.method === 'P2C2P' && typeof channel === 'string' ? { method: channel } : {}),
    expiresAt: attempt.expires_at,
    createdAt: attempt.inserted_at,
  });
  if (start.kind !== 'PAY_LINK') throw new Error(`${attempt.method} rail did not give a pay link`);
  return start.payLink;
}

/**
 * start_booking_change_payment: the attempt and the rail's payment for it — card: the
 * PaymentIntent's client secret for Stripe.js (3-D Secure included); VNPay and 2C2P: a signed
 * pay link of the attempt's ref, returning to the booking page; bank transfer: nothing to
 * start (the VietQR naming the ref is read with the attempt: `changeBankTransfer`).
 */
export async function startChangePayment(
  deps: ChangePaymentDeps,
  userId: string,
  input: ChangeInput,
  client: { locale: string; ip: string },
  now: Date,
): Promise<{ attempt: ChangePaymentRow; clientSecret: string | null; payLink: string | null }> {
  const locale = client.locale;
  const attempt = await attemptFor(deps, userId, input, locale, now);
  if (attempt.status !== 'PENDING') return { attempt, clientSecret: null, payLink: null };
  if (attempt.method === 'VNPAY' || attempt.method === 'P2C2P') {
    return {
      attempt,
      clientSecret: null,
      payLink: await payLinkOf(deps, attempt, input.id, client),
    };
  }
  if (attempt.method === 'BANK_TRANSFER') {
    if (!deps.rails.BANK_TRANSFER) throw unavailable('BANK_TRANSFER');
    return { attempt, clientSecret: null, payLink: null };
  }
  const card = deps.rails.CARD;
  if (attempt.method !== 'CARD' || !card) throw unavailable(attempt.method);
  const start = await card.createPayment({
    orderRef: attempt.order_ref,
    amount: attempt.total,
    description: description(locale),
    returnUrl: deps.origin,
    locale: locale === 'en' ? 'en' : 'vi',
  });
  if (start.kind !== 'CLIENT_SECRET') throw new Error('card rail did not give a client secret');
  const saved =
    attempt.provider_txn_id === start.providerToken
      ? attempt
      : await setChangePayment(deps.database.db, attempt.id, {
          provider_txn_id: start.providerToken,
        });
  return { attempt: saved, clientSecret: start.clientSecret, payLink: null };
}

/** An attempt of one of the caller's bookings (traveller or booker); null otherwise. */
export async function changePaymentOf(
  deps: ChangePaymentDeps,
  userId: string,
  orderId: string,
  id: string,
) {
  const order = await changeableOrder(deps.database.db, userId, orderId);
  if (!order) return null;
  return changePaymentOfOrder(deps.database.db, order.id, id);
}
