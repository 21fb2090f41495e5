/**
 * The traveller's vouchers (docs/checkout.md "Vouchers page"):
 *   user_offers        — platform promotions the signed-in traveller could use now: active, in
 *                        their date window, not exhausted, below the traveller's own limit, and
 *                        a referral promotion only for whoever signed up with its code;
 * It reads with the caller's id in the SQL; nobody lists another's. (The traveller's own gift
 * vouchers are user_gift_vouchers: held.ts.)
 */
import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { platformPromotions } from '../../db/schema.js';
import { count, parseInput, rule } from '../context/input.js';
import { presentPromotion } from './read.js';

const offersInput = z.object({
  after: z
    .string()
    .refine((v) => /^[0-9]{1,6}$/.test(v), rule('cursor', 'must be a cursor this service returned'))
    .optional()
    .nullable(),
  limit: count(1, 100).optional().nullable(),
  type: z.string().trim().min(1).max(20).optional().nullable(),
  active: z.boolean().optional().nullable(),
});

export async function userOffers(db: Db, userId: string, args: unknown, now: Date) {
  const input = parseInput(offersInput, args ?? {});
  const limit = input.limit ?? 20;
  const offset = input.after ? Number(input.after) : 0;
  const p = platformPromotions;
  const mine = sql`(select count(*) from promotion_redemptions r
    where r.promotion_id = ${p.id} and r.user_id = ${userId}::uuid
      and r.state in ('APPLIED', 'REDEEMED'))`;
  const conditions: (SQL | undefined)[] = [
    or(
      isNull(p.referral_code),
      sql`${p.referral_code} = (select u.referred_by_code from users u where u.id = ${userId}::uuid)`,
    ),
  ];
  if (input.type) conditions.push(eq(p.type, input.type));
  if (input.active !== false) {
    conditions.push(
      eq(p.active, true),
      or(isNull(p.begin_at), lte(p.begin_at, now)),
      or(isNull(p.end_at), gt(p.end_at, now)),
      or(isNull(p.max_redemptions), sql`${p.times_redeemed} < ${p.max_redemptions}`),
      or(isNull(p.max_user_redemptions), sql`${mine} < ${p.max_user_redemptions}`),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(p)
    .where(where)
    .orderBy(sql`${p.end_at} asc nulls last`, asc(p.name), asc(p.id))
    .limit(limit + 1)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(p)
    .where(where);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      offer_id: row.id,
      type: 'PLATFORM_PROMOTION',
      platform_promotion: presentPromotion(row),
    })),
    metadata: {
      after: rows.length > limit ? String(offset + limit) : null,
      before: offset > 0 ? String(Math.max(0, offset - limit)) : null,
      total_count: Number(total),
    },
  };
}
