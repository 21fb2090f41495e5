/**
 * A flight change paid through a gateway (change-payment.ts): its attempts' SQL. Rows are
 * found by the order already found scoped to the caller, or by a gateway reference after the
 * rail's signature was verified. No rules here.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookingChangePayments, paymentCheckoutSessions, userOrders } from '../../db/schema.js';

export type ChangePaymentRow = typeof bookingChangePayments.$inferSelect;

export async function insertChangePayment(
  tx: Db,
  row: typeof bookingChangePayments.$inferInsert,
): Promise<ChangePaymentRow> {
  const [saved] = await tx.insert(bookingChangePayments).values(row).returning();
  return saved;
}

/** The order's running attempt, locked (the order's lock is held). */
export async function pendingChangePayment(tx: Db, orderId: string) {
  const [row] = await tx
    .select()
    .from(bookingChangePayments)
    .where(
      and(
        eq(bookingChangePayments.user_order_id, orderId),
        eq(bookingChangePayments.status, 'PENDING'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function changePaymentById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(bookingChangePayments)
    .where(eq(bookingChangePayments.id, id));
  return row ?? null;
}

/** An order's attempt by id (the order was found scoped to the caller). */
export async function changePaymentOfOrder(db: Db, orderId: string, id: string) {
  const [row] = await db
    .select()
    .from(bookingChangePayments)
    .where(and(eq(bookingChangePayments.id, id), eq(bookingChangePayments.user_order_id, orderId)));
  return row ?? null;
}

/** The order's attempts, newest first (the booking page). */
export function changePaymentsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(bookingChangePayments)
    .where(eq(bookingChangePayments.user_order_id, orderId))
    .orderBy(desc(bookingChangePayments.inserted_at));
}

export async function changePaymentIdOfRef(db: Db, ref: string) {
  const [row] = await db
    .select({ id: bookingChangePayments.id, user_order_id: bookingChangePayments.user_order_id })
    .from(bookingChangePayments)
    .where(eq(bookingChangePayments.order_ref, ref));
  return row ?? null;
}

/**
 * Locks the order's session, then the order, then the attempt (the order paths' lock order),
 * unscoped: called after a gateway's signature was verified, or by the sweep.
 */
export async function lockChangePayment(tx: Db, orderId: string, id: string) {
  const [session] = await tx
    .select()
    .from(paymentCheckoutSessions)
    .where(
      sql`${paymentCheckoutSessions.id} = (select o.payment_checkout_session_id from user_orders o
        where o.id = ${orderId}::uuid)`,
    )
    .for('update');
  if (!session) return null;
  const [order] = await tx
    .select()
    .from(userOrders)
    .where(eq(userOrders.id, orderId))
    .for('update');
  const [attempt] = await tx
    .select()
    .from(bookingChangePayments)
    .where(eq(bookingChangePayments.id, id))
    .for('update');
  return order && attempt ? { session, order, attempt } : null;
}

export type LockedChangePayment = NonNullable<Awaited<ReturnType<typeof lockChangePayment>>>;

export async function setChangePayment(
  tx: Db,
  id: string,
  set: Partial<typeof bookingChangePayments.$inferInsert>,
) {
  const [row] = await tx
    .update(bookingChangePayments)
    .set(set)
    .where(eq(bookingChangePayments.id, id))
    .returning();
  return row;
}

/** Attempts still PENDING past their hold, oldest first. */
export async function lapsedChangePayments(db: Db, now: Date, limit: number) {
  return db
    .select({ id: bookingChangePayments.id, user_order_id: bookingChangePayments.user_order_id })
    .from(bookingChangePayments)
    .where(
      and(eq(bookingChangePayments.status, 'PENDING'), lte(bookingChangePayments.expires_at, now)),
    )
    .orderBy(asc(bookingChangePayments.expires_at))
    .limit(limit);
}

type RefundStatus = 'REQUIRED' | 'REQUESTING' | 'PENDING' | 'FAILED' | 'SUCCEEDED' | 'MANUAL';

/** Claims a late success's refund (REQUIRED, or `retry` asked before `retryBefore`). */
export async function claimChangePaymentRefund(
  db: Db,
  id: string,
  retry: RefundStatus[],
  retryBefore: Date,
  now: Date,
) {
  const stale = retry.length
    ? sql`or (${bookingChangePayments.refund_status} in (${sql.join(
        retry.map((s) => sql`${s}`),
        sql`, `,
      )}) and ${bookingChangePayments.refund_requested_at} <= ${retryBefore.toISOString()}::timestamptz)`
    : sql``;
  const [row] = await db
    .update(bookingChangePayments)
    .set({ refund_status: 'REQUESTING', refund_requested_at: now })
    .where(
      and(
        eq(bookingChangePayments.id, id),
        sql`(${bookingChangePayments.refund_status} = 'REQUIRED' ${stale})`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function setChangePaymentRefund(
  db: Db,
  id: string,
  status: RefundStatus,
  details: Record<string, unknown>,
  now: Date,
) {
  const [row] = await db
    .update(bookingChangePayments)
    .set({
      refund_status: status,
      // What is owed as the row holds it now: a bank credit recorded meanwhile added to it.
      refund_details: sql`${JSON.stringify(details)}::jsonb || case
        when ${bookingChangePayments.refund_details} ? 'amount'
        then jsonb_build_object('amount', ${bookingChangePayments.refund_details} -> 'amount')
        else '{}'::jsonb end`,
      ...(status === 'SUCCEEDED' ? { refunded_at: now } : {}),
    })
    .where(
      and(eq(bookingChangePayments.id, id), eq(bookingChangePayments.refund_status, 'REQUESTING')),
    )
    .returning();
  return row ?? null;
}

/** Late successes whose refund is not finished, oldest first. */
export async function changePaymentRefundsOpen(db: Db, limit: number) {
  const rows = await db
    .select({ id: bookingChangePayments.id })
    .from(bookingChangePayments)
    .where(
      sql`${bookingChangePayments.refund_status} in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED')`,
    )
    .orderBy(asc(bookingChangePayments.inserted_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The attempt that paid a change (its card for the e-mail), or null. */
export async function changePaymentOfChange(db: Db, changeId: string) {
  const [row] = await db
    .select()
    .from(bookingChangePayments)
    .where(eq(bookingChangePayments.booking_change_id, changeId));
  return row ?? null;
}

const payments = bookingChangePayments;

/**
 * A decided refund (back, on its way or MANUAL) whose e-mail is due: never sent, or sent for
 * less than is owed now (`refund_details.emailed` < `.amount`: a bank transfer came after it).
 */
const refundEmailDue = sql`${payments.refund_status} in ('SUCCEEDED', 'PENDING', 'MANUAL') and (
  ${payments.refund_email_sent_at} is null
  or (${payments.refund_details}->>'amount')::numeric > (${payments.refund_details}->>'emailed')::numeric)`;

/**
 * Claims a late payment's refund e-mail when due: `refund_details.emailed` becomes what is
 * owed now and `.emailed_before` what earlier e-mails covered (0 for the first), in one update,
 * so two senders at once send it once.
 */
export async function claimChangePaymentRefundEmail(db: Db, id: string, now: Date) {
  const details = payments.refund_details;
  const [row] = await db
    .update(payments)
    .set({
      refund_email_sent_at: now,
      refund_details: sql`coalesce(${details}, '{}'::jsonb) || jsonb_build_object(
        'emailed', ${details}->'amount',
        'emailed_before', coalesce(${details}->'emailed', '0'::jsonb))`,
    })
    .where(and(eq(payments.id, id), refundEmailDue))
    .returning();
  return row ?? null;
}

/** Frees a claim whose e-mail could not be written: back to what earlier e-mails covered. */
export async function unclaimChangePaymentRefundEmail(db: Db, id: string) {
  const details = payments.refund_details;
  await db
    .update(payments)
    .set({
      refund_email_sent_at: sql`case when (${details}->>'emailed_before')::numeric > 0
        then ${payments.refund_email_sent_at} end`,
      refund_details: sql`${details} || jsonb_build_object('emailed', ${details}->'emailed_before')`,
    })
    .where(eq(payments.id, id));
}

/** Decided refunds whose e-mail is due, oldest first. */
export async function changePaymentRefundEmailsDue(db: Db, limit: number) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(refundEmailDue)
    .orderBy(asc(payments.inserted_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Attempts on a queryable rail to ask about: PENDING ones begun between `oldest` and `newest`,
 * and ones the hold sweep ended since `lapsedSince` with nothing given back yet (a payment
 * made just before the lapse whose notification was lost). Oldest first.
 */
export async function changePaymentsToQuery(
  db: Db,
  window: { methods: string[]; newest: Date; oldest: Date; lapsedSince: Date; limit: number },
) {
  const t = bookingChangePayments;
  return db
    .select()
    .from(t)
    .where(
      and(
        inArray(t.method, window.methods),
        lte(t.inserted_at, window.newest),
        gte(t.inserted_at, window.oldest),
        or(
          eq(t.status, 'PENDING'),
          and(
            eq(t.status, 'EXPIRED'),
            isNull(t.refund_status),
            gte(t.settled_at, window.lapsedSince),
          ),
        ),
      ),
    )
    .orderBy(asc(t.inserted_at))
    .limit(window.limit);
}

/**
 * An attempt by its id alone, when the caller travels on or booked its booking (scoped in the
 * SQL: anyone else finds nothing).
 */
export async function changePaymentOfUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ attempt: bookingChangePayments })
    .from(bookingChangePayments)
    .innerJoin(userOrders, eq(userOrders.id, bookingChangePayments.user_order_id))
    .where(
      and(
        eq(bookingChangePayments.id, id),
        or(eq(userOrders.user_id, userId), eq(userOrders.booked_by, userId)),
      ),
    );
  return row?.attempt ?? null;
}

/** The attempt's row locked FOR UPDATE until the transaction ends (its proofs are counted under it). */
export async function lockChangePaymentRow(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(bookingChangePayments)
    .where(eq(bookingChangePayments.id, id))
    .for('update');
  return row ?? null;
}
