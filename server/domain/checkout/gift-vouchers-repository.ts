/**
 * The gift vouchers checkout reads and applies (docs/module-template.md): those a traveller
 * holds, by their own id (`user_id` = them in the WHERE clause); one by its code (locked), the
 * applied total of a checkout, applying one and taking it off. No rules here: voucher-held.ts
 * decides which states and which checkout filter a read asks for, voucher-apply.ts whether a
 * gift voucher may be applied.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { giftVouchers } from '../../db/schema.js';
import type { SessionRow } from './session-row.js';

/**
 * Up to 200 of the traveller's gift vouchers, soonest to expire first: with `history`, the
 * AVAILABLE, APPLIED and REDEEMED ones; else the AVAILABLE ones not expired at `now`. With a
 * checkout, only those in its currency and of type ALL or its product.
 */
export function heldGiftVoucherRows(
  db: Db,
  userId: string,
  filter: {
    history: boolean;
    now: Date;
    checkout: Pick<SessionRow, 'currency' | 'product_type'> | null;
  },
) {
  const conditions = filter.history
    ? [
        eq(giftVouchers.user_id, userId),
        inArray(giftVouchers.state, ['AVAILABLE', 'APPLIED', 'REDEEMED']),
      ]
    : [
        eq(giftVouchers.user_id, userId),
        eq(giftVouchers.state, 'AVAILABLE'),
        or(isNull(giftVouchers.expired_at), gt(giftVouchers.expired_at, filter.now))!,
      ];
  if (filter.checkout) {
    conditions.push(eq(giftVouchers.currency, filter.checkout.currency));
    conditions.push(inArray(giftVouchers.type, ['ALL', filter.checkout.product_type]));
  }
  return db
    .select()
    .from(giftVouchers)
    .where(and(...conditions))
    .orderBy(sql`${giftVouchers.expired_at} asc nulls last`, asc(giftVouchers.code))
    .limit(200);
}

/** What the gift vouchers APPLIED to the checkout take off its price. */
export async function appliedGiftTotal(tx: Db, sessionId: string): Promise<number> {
  const { rows } = await tx.execute<{ total: string | number | null }>(sql`
    select coalesce(sum(price), 0) as total from gift_vouchers
    where payment_checkout_session_id = ${sessionId}::uuid and state = 'APPLIED'`);
  return Number(rows[0].total);
}

/** The gift voucher with this code, locked FOR UPDATE, or undefined. */
export async function lockGiftVoucherByCode(tx: Db, code: string) {
  const [gift] = await tx
    .select()
    .from(giftVouchers)
    .where(eq(giftVouchers.code, code))
    .for('update');
  return gift;
}

/** Applies the gift voucher to the checkout. */
export async function markGiftApplied(
  tx: Db,
  giftId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(giftVouchers)
    .set({
      state: 'APPLIED',
      payment_checkout_session_id: sessionId,
      released_session_id: null,
      applied_at: now,
    })
    .where(eq(giftVouchers.id, giftId));
}

/** Makes the checkout's APPLIED gift voucher with this code AVAILABLE again; those freed. */
export function freeAppliedGift(tx: Db, sessionId: string, code: string) {
  return tx
    .update(giftVouchers)
    .set({ state: 'AVAILABLE', payment_checkout_session_id: null, applied_at: null })
    .where(
      and(
        eq(giftVouchers.payment_checkout_session_id, sessionId),
        eq(giftVouchers.state, 'APPLIED'),
        eq(giftVouchers.code, code),
      ),
    )
    .returning({ id: giftVouchers.id });
}
