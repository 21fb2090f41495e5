/**
 * The traveller's vouchers (docs/checkout.md "Vouchers page"):
 *   user_offers        — platform promotions the signed-in traveller could use now: active, in
 *                        their date window, not exhausted, below the traveller's own limit, and
 *                        a referral promotion only for whoever signed up with its code;
 * over arguments the resolver parsed (./input.ts). It reads with the caller's id in the SQL
 * (./repository.ts); nobody lists another's. (The traveller's own gift vouchers are
 * user_gift_vouchers: checkout/voucher-held.ts.)
 */
import type { Db } from '../../db/client.js';
import type { OffersInput } from './input.js';
import { presentPromotion } from './read.js';
import { offerRows } from './repository.js';

export async function userOffers(db: Db, userId: string, input: OffersInput, now: Date) {
  const limit = input.limit ?? 20;
  const offset = input.after ? Number(input.after) : 0;
  const { rows, total } = await offerRows(db, userId, {
    type: input.type ?? null,
    usableAt: input.active !== false ? now : null,
    limit: limit + 1,
    offset,
  });
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
      total_count: total,
    },
  };
}
