/**
 * The order e-mails' SQL (docs/module-template.md): what a mail reads of the session and of
 * the people on it, and the sent-at columns an e-mail claims (set once, by one caller: a
 * guarded UPDATE) or frees when it could not be delivered. No rules here: order-emails.ts
 * decides to whom and what is said.
 */
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  farePlans,
  paymentCheckoutSessions,
  properties,
  userOrders,
  users,
} from '../../db/schema.js';

export type MailColumn = 'confirmation_sent_at' | 'refund_notice_sent_at' | 'cancellation_sent_at';

/** The session's booking note, product type and price parts, or undefined. */
export async function mailSession(db: Db, sessionId: string) {
  const [session] = await db
    .select({
      note: paymentCheckoutSessions.booking_note,
      type: paymentCheckoutSessions.product_type,
      items_price: paymentCheckoutSessions.items_price,
      surcharges: paymentCheckoutSessions.surcharges,
      service_fee: paymentCheckoutSessions.service_fee,
      voucher_discount: paymentCheckoutSessions.voucher_discount,
      gift_voucher_discount: paymentCheckoutSessions.gift_voucher_discount,
      tax_fee: paymentCheckoutSessions.tax_fee,
    })
    .from(paymentCheckoutSessions)
    .where(eq(paymentCheckoutSessions.id, sessionId));
  return session;
}

/** A person's address, language and names, or undefined. */
export function mailPerson(db: Db, id: string) {
  return db
    .select({
      email: users.email,
      locale: users.locale,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}

/** Sets `column` on the order when `when` holds and it is unset; the row, or null. */
async function claim(db: Db, orderId: string, column: MailColumn, when: SQL, now: Date) {
  const [row] = await db
    .update(userOrders)
    .set({ [column]: now })
    .where(and(eq(userOrders.id, orderId), isNull(userOrders[column]), when))
    .returning();
  return row ?? null;
}

/** Claims the confirmation of a SUCCESSFUL order; the row, or null. */
export function claimConfirmation(db: Db, orderId: string, now: Date) {
  return claim(db, orderId, 'confirmation_sent_at', eq(userOrders.status, 'SUCCESSFUL'), now);
}

/**
 * Claims the refund notice of a REFUNDED order, or a FAILED or CANCELLED one refunding PENDING
 * or MANUAL.
 */
export function claimRefundNotice(db: Db, orderId: string, now: Date) {
  const due = or(
    eq(userOrders.status, 'REFUNDED'),
    and(
      inArray(userOrders.status, ['FAILED', 'CANCELLED']),
      inArray(userOrders.refund_status, ['PENDING', 'MANUAL']),
    ),
  )!;
  return claim(db, orderId, 'refund_notice_sent_at', due, now);
}

/** Claims the cancellation e-mail of an order its traveller cancelled; the row, or null. */
export function claimCancellation(db: Db, orderId: string, now: Date) {
  return claim(db, orderId, 'cancellation_sent_at', isNotNull(userOrders.cancelled_at), now);
}

/** Frees a claim (the mail was not delivered), for the next follow-up. */
export async function unclaimMail(db: Db, orderId: string, column: MailColumn): Promise<void> {
  await db
    .update(userOrders)
    .set({ [column]: null })
    .where(eq(userOrders.id, orderId));
}

/** Fare plans by id: what a flight's fare includes and its rules. */
export function mailFarePlans(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(farePlans).where(inArray(farePlans.id, ids));
}

/** A local property's check-in and check-out times (HH:mm), or undefined. */
export async function mailPropertyTimes(db: Db, propertyId: string) {
  const [row] = await db
    .select({ check_in: properties.check_in_time, check_out: properties.check_out_time })
    .from(properties)
    .where(sql`${properties.id}::text = ${propertyId}`);
  return row;
}
