/**
 * The gift vouchers checkout reads (docs/module-template.md): those a traveller holds, by their
 * own id (`user_id` = them in the WHERE clause). No rules here: voucher-held.ts decides which
 * states and which checkout filter a read asks for.
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
