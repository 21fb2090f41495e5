import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftVouchers, platformPromotions } from '../../../server/db/schema';
import { pay } from '../checkout/support';
import { CREATE, DECIDE, fieldRule, useApprovalsApp } from './support';

// A lapsed request re-priced at approval takes again the vouchers its lapse gave back
// (docs/approvals.md "Re-pricing a lapsed request"): still valid → the same discount, the price
// unchanged; no longer valid → the new price without it, shown as the difference; under 50
// concurrent approvals each voucher is taken once.

const { t, world, corporate, corporateCart } = useApprovalsApp();
const db = () => t().database.db;
const HOUR = 3600;

const APPLY = `mutation($s: ID!, $c: String!) {
  apply_voucher(payment_checkout_session_id: $s, voucher_code: $c) { price } }`;
const GIFT = `mutation($s: ID!, $c: String!) {
  apply_gift_voucher(payment_checkout_session_id: $s, code: $c) { price } }`;

let n = 0;
/** A PENDING request of `staff` whose checkout carries a 100,000 ₫ voucher and a 50,000 ₫ gift. */
async function requestWithVouchers(
  promotion: Partial<typeof platformPromotions.$inferInsert> = {},
) {
  n += 1;
  const [promo] = await db()
    .insert(platformPromotions)
    .values({ name: 'Ưu đãi', code: `RQ${n}`, amount_off: 100_000, ...promotion })
    .returning();
  const [gift] = await db()
    .insert(giftVouchers)
    .values({ code: `GQ${n}`, price: 50_000, source: 'REWARD', user_id: world.users.staff.id })
    .returning();
  const session = await corporateCart();
  const token = world.users.staff.token;
  for (const [q, c] of [
    [APPLY, promo.code],
    [GIFT, gift.code],
  ] as const) {
    const r = await pay(t().app, token, q, { s: session, c });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
  const r = await corporate('staff', CREATE, { i: { payment_checkout_session_id: session } });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return {
    request: r.data.create_booking_request as { id: string; price: number },
    session,
    promo,
    gift,
  };
}

async function voucherState(session: string, promoId: string, giftId: string) {
  const { rows } = await db().execute<{
    times: number;
    redemptions: string | null;
    gift: string;
    gift_session: string | null;
    price: number;
    voucher_discount: number;
    gift_voucher_discount: number;
  }>(sql`select
      (select times_redeemed from platform_promotions where id = ${promoId}::uuid)::int as times,
      (select string_agg(state::text, ',') from promotion_redemptions
        where promotion_id = ${promoId}::uuid) as redemptions,
      g.state::text as gift, g.payment_checkout_session_id as gift_session,
      s.price::int as price, s.voucher_discount::int as voucher_discount,
      s.gift_voucher_discount::int as gift_voucher_discount
    from gift_vouchers g, payment_checkout_sessions s
    where g.id = ${giftId}::uuid and s.id = ${session}::uuid`);
  return rows[0];
}

const charges = async (session: string) =>
  (
    await db().execute<{ amount: string }>(sql`select amount from corporate_payments
      where payment_checkout_session_id = ${session}::uuid`)
  ).rows.map((r) => Number(r.amount));

describe('re-pricing a lapsed request takes its vouchers again', () => {
  it('still valid: the same discount, approved at the price asked; each voucher used once', async () => {
    const { request, session, promo, gift } = await requestWithVouchers();
    const discounted = await voucherState(session, promo.id, gift.id);
    expect(discounted).toMatchObject({ voucher_discount: 100_000, gift_voucher_discount: 50_000 });
    expect(request.price).toBe(discounted.price);
    t().clock.advance(11 * HOUR);
    const approved = await corporate('minh', DECIDE, {
      i: { id: request.id, decision: 'APPROVE' },
    });
    expect(approved.errors).toBeUndefined();
    expect(approved.data.decide_booking_request).toMatchObject({
      status: 'BOOKED',
      price: request.price,
      price_difference: 0,
    });
    expect(await voucherState(session, promo.id, gift.id)).toMatchObject({
      times: 1,
      redemptions: 'REDEEMED',
      gift: 'REDEEMED',
      gift_session: session,
      voucher_discount: 100_000,
      gift_voucher_discount: 50_000,
    });
    expect(await charges(session)).toEqual([request.price]);
  });

  it('no longer valid: the new price is without it and shows the difference; the gift still counts', async () => {
    const { request, session, promo, gift } = await requestWithVouchers();
    // The promotion ends while the request waits.
    await db().execute(sql`update platform_promotions
      set end_at = ${new Date(t().clock.now().getTime() + 3600_000).toISOString()}::timestamptz
      where id = ${promo.id}::uuid`);
    t().clock.advance(11 * HOUR);
    const first = await corporate('minh', DECIDE, { i: { id: request.id, decision: 'APPROVE' } });
    expect(fieldRule(first)).toBe('repriced');
    expect(first.errors![0].message).toContain('difference +100000');
    const again = await corporate('minh', DECIDE, { i: { id: request.id, decision: 'APPROVE' } });
    expect(again.data.decide_booking_request).toMatchObject({
      status: 'BOOKED',
      price: request.price + 100_000,
      previous_price: request.price,
      price_difference: 100_000,
    });
    expect(await voucherState(session, promo.id, gift.id)).toMatchObject({
      times: 0,
      redemptions: 'RELEASED',
      gift: 'REDEEMED',
      voucher_discount: 0,
      gift_voucher_discount: 50_000,
    });
    expect(await charges(session)).toEqual([request.price + 100_000]);
  });

  it('a gift voucher the traveller used elsewhere meanwhile is not taken from that checkout', async () => {
    const { request, session, promo, gift } = await requestWithVouchers();
    t().clock.advance(11 * HOUR);
    // The lapse is noticed (the sweeper), the gift goes back; another cart of theirs takes it.
    const other = await corporateCart();
    const taken = await pay(t().app, world.users.staff.token, GIFT, { s: other, c: gift.code });
    expect(taken.errors).toBeUndefined();
    const first = await corporate('minh', DECIDE, { i: { id: request.id, decision: 'APPROVE' } });
    expect(fieldRule(first)).toBe('repriced');
    expect(first.errors![0].message).toContain('difference +50000');
    const state = await voucherState(session, promo.id, gift.id);
    expect(state).toMatchObject({ gift: 'APPLIED', gift_session: other, gift_voucher_discount: 0 });
    expect(state.voucher_discount).toBe(100_000);
  });

  it('50 approvers approving a lapsed request at once: its one-use voucher is taken once', async () => {
    const { request, session, promo, gift } = await requestWithVouchers({ max_redemptions: 1 });
    t().clock.advance(11 * HOUR);
    const deciders = ['minh', 'tuan', 'boss', 'admin'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        corporate(deciders[i % deciders.length], DECIDE, {
          i: { id: request.id, decision: 'APPROVE' },
        }),
      ),
    );
    const won = results.filter((x) => !x.errors);
    expect(won).toHaveLength(1);
    expect(won[0].data.decide_booking_request).toMatchObject({
      status: 'BOOKED',
      price: request.price,
    });
    expect(results.filter((x) => x.errors).every((x) => fieldRule(x) === 'already_decided')).toBe(
      true,
    );
    expect(await voucherState(session, promo.id, gift.id)).toMatchObject({
      times: 1,
      redemptions: 'REDEEMED',
      gift: 'REDEEMED',
      gift_session: session,
    });
    expect(await charges(session)).toEqual([request.price]);
  });
});
