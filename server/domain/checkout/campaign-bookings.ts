/**
 * campaign_booking_count (docs/checkout.md "campaign_booking_count"): how many bookings the
 * signed-in user made under a campaign — their SUCCESSFUL orders (as the traveller) whose
 * checkout redeemed the promotion with that code; optionally only flights or only hotels.
 * Top-ups are never bookings. Scoped to the caller's id in SQL.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { parseInput, rule } from '../context/input.js';

const countInput = z.object({
  input: z.object({
    code: z
      .string()
      .trim()
      .max(40)
      .refine((v) => v.length > 0, rule('required', 'code is required'))
      .transform((v) => v.toUpperCase()),
    product_type: z.enum(['FLIGHT', 'HOTEL']).nullish(),
  }),
});

export async function campaignBookingCount(db: Db, userId: string, args: unknown) {
  const { code, product_type } = parseInput(countInput, args).input;
  const { rows } = await db.execute<{ n: string }>(sql`
    select count(*) as n
    from user_orders o
    join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
    join promotion_redemptions r on r.payment_checkout_session_id = s.id and r.state = 'REDEEMED'
    join platform_promotions p on p.id = r.promotion_id
    where o.user_id = ${userId}::uuid and r.user_id = ${userId}::uuid
      and o.status = 'SUCCESSFUL' and p.code = ${code}
      and s.product_type <> 'TOP_UP'
      ${product_type ? sql`and s.product_type = ${product_type}` : sql``}`);
  return Number(rows[0]?.n ?? 0);
}
