/**
 * The voucher reads' SQL (docs/module-template.md): offers, promotions, plan vouchers and a
 * checkout's vouchers. Promotions are platform-wide (no company data); the offers read has the
 * traveller's id in its WHERE clause. No rules here: offers.ts and read.ts decide.
 */
import { and, asc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  giftVouchers,
  platformPromotions,
  promotionPlanVouchers,
  promotionRedemptions,
} from '../../db/schema.js';

export type PromotionRow = typeof platformPromotions.$inferSelect;

/**
 * The promotions the traveller may see: not a referral promotion of another code; of one type
 * when given; when `usableAt` is given, only those usable then (active, in their date window,
 * not exhausted, below the traveller's own limit). Soonest ending first; a page and the total.
 */
export async function offerRows(
  db: Db,
  userId: string,
  filter: { type: string | null; usableAt: Date | null; limit: number; offset: number },
) {
  const p = platformPromotions;
  const mine = sql`(select count(*) from promotion_redemptions r
    where r.promotion_id = ${p.id} and r.user_id = ${userId}::uuid
      and r.state in ('APPLIED', 'REDEEMED'))`;
  const conditions: (SQL | undefined)[] = [
    or(isNull(p.user_id), eq(p.user_id, userId)),
    or(
      isNull(p.referral_code),
      sql`${p.referral_code} = (select u.referred_by_code from users u where u.id = ${userId}::uuid)`,
    ),
  ];
  if (filter.type) conditions.push(eq(p.type, filter.type));
  const now = filter.usableAt;
  if (now) {
    conditions.push(
      eq(p.active, true),
      or(isNull(p.begin_at), lte(p.begin_at, now)),
      or(isNull(p.end_at), gt(p.end_at, now)),
      or(isNull(p.max_redemptions), sql`${p.times_redeemed} < ${p.max_redemptions}`),
      or(isNull(p.max_user_redemptions), sql`${mine} < ${p.max_user_redemptions}`),
      // A first-trip voucher only until the traveller's first paid booking.
      or(
        eq(p.first_trip_only, false),
        sql`not exists (select 1 from user_orders o
          join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
          where o.user_id = ${userId}::uuid and o.status = 'SUCCESSFUL'
            and s.product_type <> 'TOP_UP')`,
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(p)
    .where(where)
    .orderBy(sql`${p.end_at} asc nulls last`, asc(p.name), asc(p.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(p)
    .where(where);
  return { rows, total: Number(total) };
}

/**
 * The promotion with this id and/or this (upper-case) code; with `viewer`, not someone else's
 * personal promotion.
 */
export async function promotionRow(
  db: Db,
  by: { id: string | null; code: string | null; viewer?: string },
): Promise<PromotionRow | null> {
  const conditions: (SQL | undefined)[] = [];
  if (by.viewer) {
    conditions.push(
      or(isNull(platformPromotions.user_id), eq(platformPromotions.user_id, by.viewer)),
    );
  }
  if (by.id) conditions.push(eq(platformPromotions.id, by.id));
  if (by.code) conditions.push(eq(platformPromotions.code, by.code));
  const [row] = await db
    .select()
    .from(platformPromotions)
    .where(and(...conditions));
  return row ?? null;
}

/** Plan vouchers by priority, then name: of one plan when given, enabled ones when asked. */
export async function planVoucherRows(
  db: Db,
  filter: { planId: string | null; enabledOnly: boolean },
) {
  const conditions: SQL[] = [];
  if (filter.planId) conditions.push(eq(promotionPlanVouchers.promotion_plan_id, filter.planId));
  if (filter.enabledOnly) conditions.push(eq(promotionPlanVouchers.enabled, true));
  return db
    .select()
    .from(promotionPlanVouchers)
    .where(and(...conditions))
    .orderBy(asc(promotionPlanVouchers.priority), asc(promotionPlanVouchers.name));
}

/** The promotions applied to (or paid on) a checkout, with their discount; released ones not. */
export async function sessionRedemptionRows(db: Db, sessionId: string) {
  return db
    .select({ promotion: platformPromotions, discount: promotionRedemptions.discount })
    .from(promotionRedemptions)
    .innerJoin(platformPromotions, eq(platformPromotions.id, promotionRedemptions.promotion_id))
    .where(
      and(
        eq(promotionRedemptions.payment_checkout_session_id, sessionId),
        ne(promotionRedemptions.state, 'RELEASED'),
      ),
    );
}

/** The gift vouchers on a checkout, in the order they were applied; cancelled ones not. */
export async function sessionGiftVoucherRows(db: Db, sessionId: string) {
  return db
    .select()
    .from(giftVouchers)
    .where(
      and(
        eq(giftVouchers.payment_checkout_session_id, sessionId),
        ne(giftVouchers.state, 'CANCELLED'),
      ),
    )
    .orderBy(asc(giftVouchers.applied_at));
}

/** A plan voucher by id (enabled or not: the caller decides). */
export async function planVoucherRow(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(promotionPlanVouchers)
    .where(eq(promotionPlanVouchers.id, id));
  return row ?? null;
}

/** Inserts a personal promotion (one use, by its owner only) and answers its row. */
export async function insertPersonalPromotion(
  tx: Db,
  values: {
    userId: string;
    code: string;
    name: string;
    note: string | null;
    percentOff: number;
    beginAt: Date;
    endAt: Date | null;
  },
): Promise<PromotionRow> {
  const [row] = await tx
    .insert(platformPromotions)
    .values({
      user_id: values.userId,
      code: values.code,
      name: values.name,
      note: values.note,
      type: 'VOUCHER',
      percent_off: values.percentOff,
      begin_at: values.beginAt,
      end_at: values.endAt,
      max_redemptions: 1,
      max_user_redemptions: 1,
    })
    .returning();
  return row;
}
