import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  giftVouchers,
  platformPromotions,
  promotionPlans,
  promotionPlanVouchers,
  promotionRedemptions,
  userPointEntries,
  users,
} from '../../../server/db/schema';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { call } from '../accounts/support';
import { addDetails, CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from './support';

// Many carts of one traveller on one room, each held, race their payments here: more than the
// hold limits let one account keep (those are tested in hold-limits.test.ts).
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 80, people: ['lan', 'minh'] },
);

const APPLY = `mutation($s: ID!, $c: String!, $t: String) {
  apply_voucher(payment_checkout_session_id: $s, voucher_code: $c, cart_token: $t) {
    id price original_price duty_free_price tax_fee voucher_codes
    vouchers { id code name percent_off amount_off converted_discount_amount }
    gift_vouchers { code price } } }`;
const GIFT = `mutation($s: ID!, $c: String!) { apply_gift_voucher(payment_checkout_session_id: $s, code: $c) {
  price voucher_codes gift_vouchers { id code currency price source type inserted_at } } }`;
const UNAPPLY = `mutation($s: ID, $t: String, $c: String!) {
  unapply_voucher(payment_checkout_session_id: $s, cart_token: $t, voucher_code: $c) }`;

type Promotion = typeof platformPromotions.$inferInsert;
type Cart = { id: string; cart_token: string; price: number };

async function promotion(values: Partial<Promotion> & { code: string }) {
  const [row] = await t()
    .database.db.insert(platformPromotions)
    .values({ name: `Promo ${values.code}`, percent_off: 10, ...values })
    .returning();
  return row;
}

async function cart(who = 'lan', input: object = hotelInput(world)): Promise<Cart> {
  const r = await pay(t().app, world.users[who].token, CREATE_CART, { input });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.create_cart;
}

const apply = (s: Cart, code: string, who = 'lan') =>
  pay(t().app, world.users[who].token, APPLY, { s: s.id, c: code });

async function main(who: string, query: string, variables: Record<string, unknown>) {
  const r = await call(t().app, 'POST', '/graphql/main', {
    body: { query, variables },
    token: world.users[who].token,
  });
  return r.body as { data: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const ruleOf = (r: { errors?: { extensions?: { fields?: { rule: string }[] } }[] }) =>
  r.errors?.[0]?.extensions?.fields?.[0]?.rule;

const timesRedeemed = async (id: string) =>
  (
    await t()
      .database.db.select({ n: platformPromotions.times_redeemed })
      .from(platformPromotions)
      .where(eq(platformPromotions.id, id))
  )[0].n;

beforeEach(async () => {
  // Every test starts with all rooms on sale: the previous test's holds lapse.
  t().clock.advance(16 * 60);
  await releaseExpiredHolds(t().database.db, t().clock.now());
  await t().database.db.execute(
    sql`truncate promotion_redemptions, platform_promotions, gift_vouchers cascade`,
  );
});

describe('apply_voucher', () => {
  it('takes a percentage off, half up, capped by maximum, and re-splits VAT', async () => {
    await promotion({ code: 'SUMMER7', percent_off: 7.5 });
    const s = await cart();
    const r = await apply(s, ' summer7 ');
    expect(r.errors).toBeUndefined();
    const got = r.data.apply_voucher;
    // 7.5 % of the checkout, rounded half up to a whole đồng.
    const discount = Math.floor((s.price * 75 + 500) / 1000);
    expect(got.price).toBe(s.price - discount);
    expect(got.duty_free_price + got.tax_fee).toBe(got.price);
    expect(got.vouchers).toEqual([
      expect.objectContaining({ code: 'SUMMER7', converted_discount_amount: discount }),
    ]);
    expect(got.voucher_codes).toEqual(['SUMMER7']);
    // Applying it again is a retry: the same price, counted once.
    expect((await apply(s, 'SUMMER7')).data.apply_voucher.price).toBe(got.price);
    expect(await timesRedeemed(got.vouchers[0].id)).toBe(1);

    await promotion({ code: 'CAPPED', percent_off: 50, maximum: 300_000 });
    const capped = await apply(await cart(), 'CAPPED');
    expect(capped.data.apply_voucher.vouchers[0].converted_discount_amount).toBe(300_000);
  });

  it('takes an amount off, never below zero', async () => {
    await promotion({ code: 'FLAT200', percent_off: null, amount_off: 200_000 });
    await promotion({ code: 'HUGE', percent_off: null, amount_off: 900_000_000 });
    const s = await cart();
    expect((await apply(s, 'FLAT200')).data.apply_voucher.price).toBe(s.price - 200_000);
    const free = await apply(await cart(), 'HUGE');
    expect(free.data.apply_voucher).toMatchObject({ price: 0, duty_free_price: 0, tax_fee: 0 });
  });

  it('enforces every rule of the promotion, naming it', async () => {
    const now = t().clock.now().getTime();
    const s = await cart();
    await promotion({ code: 'OFF', active: false });
    await promotion({ code: 'LATER', begin_at: new Date(now + 86_400_000) });
    await promotion({ code: 'OVER', end_at: new Date(now - 1000) });
    await promotion({ code: 'FLIGHTS', product_types: ['FLIGHT'] });
    await promotion({ code: 'OTHERHOTEL', property_ids: ['00000000-0000-4000-8000-000000000001'] });
    await promotion({ code: 'USD', percent_off: null, amount_off: 10, currency: 'USD' });
    await promotion({ code: 'BIG', minimum: s.price + 1 });
    await promotion({ code: 'FRIENDS', referral_code: 'LAN2024' });
    await promotion({ code: 'GONE', max_redemptions: 0 });
    const cases: [string, string][] = [
      ['NOPE', 'not_found'],
      ['OFF', 'inactive'],
      ['LATER', 'not_started'],
      ['OVER', 'ended'],
      ['FLIGHTS', 'product_type'],
      ['OTHERHOTEL', 'property'],
      ['USD', 'currency'],
      ['BIG', 'minimum'],
      ['FRIENDS', 'referral'],
      ['GONE', 'exhausted'],
      ['', 'required'],
      ['no spaces!', 'format'],
    ];
    for (const [code, rule] of cases) {
      const r = await apply(s, code);
      expect([code, ruleOf(r)]).toEqual([code, rule]);
      expect(r.errors![0].extensions.fields[0].field).toBe('voucher_code');
    }
    // Nothing changed the checkout.
    const read = await pay(
      t().app,
      world.users.lan.token,
      `query($c: String!) { payment_checkout_session(cart_token: $c) { price vouchers { code } } }`,
      { c: s.cart_token },
    );
    expect(read.data.payment_checkout_session).toEqual({ price: s.price, vouchers: [] });

    // The ones that can pass do, for the right checkout and traveller.
    await promotion({ code: 'THISHOTEL', property_ids: [world.hotel.id] });
    expect((await apply(s, 'THISHOTEL')).errors).toBeUndefined();
    const flight = await cart('lan', flightInput(world));
    expect(ruleOf(await apply(flight, 'THISHOTEL'))).toBe('property');
    expect((await apply(flight, 'FLIGHTS')).errors).toBeUndefined();
    await t()
      .database.db.update(users)
      .set({ referred_by_code: 'LAN2024' })
      .where(eq(users.id, world.users.minh.id));
    expect((await apply(await cart('minh'), 'FRIENDS', 'minh')).errors).toBeUndefined();
    // One voucher per checkout.
    expect(ruleOf(await apply(s, 'FLIGHTS'))).toBe('one_per_checkout');
  });

  it('answers another traveller NOT_FOUND and changes nothing', async () => {
    const p = await promotion({ code: 'MINE' });
    const s = await cart('lan');
    const r = await apply(s, 'MINE', 'minh');
    expect(r.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(r.data).toBeNull();
    expect(await timesRedeemed(p.id)).toBe(0);
    await apply(s, 'MINE');
    const u = await main('minh', UNAPPLY, { s: s.id, c: 'MINE' });
    expect(u.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await timesRedeemed(p.id)).toBe(1);
  });

  it('counts exactly N of 50 concurrent applications of a voucher with N left', async () => {
    const p = await promotion({ code: 'FIRST3', max_redemptions: 3 });
    const carts = await Promise.all(Array.from({ length: 50 }, () => cart('lan')));
    const results = await Promise.all(carts.map((s) => apply(s, 'FIRST3')));
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => ruleOf(r) === 'exhausted')).toHaveLength(47);
    expect(await timesRedeemed(p.id)).toBe(3);
    const rows = await t()
      .database.db.select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotion_id, p.id));
    expect(rows).toHaveLength(3);
  });

  it('keeps one traveller to max_user_redemptions when 20 of their checkouts race', async () => {
    const p = await promotion({ code: 'TWICE', max_user_redemptions: 2 });
    const carts = await Promise.all(Array.from({ length: 20 }, () => cart('lan')));
    const results = await Promise.all(carts.map((s) => apply(s, 'TWICE')));
    expect(results.filter((r) => !r.errors)).toHaveLength(2);
    expect(results.filter((r) => ruleOf(r) === 'user_limit')).toHaveLength(18);
    // Another traveller still may.
    expect((await apply(await cart('minh'), 'TWICE', 'minh')).errors).toBeUndefined();
    expect(await timesRedeemed(p.id)).toBe(3);
  });
});

describe('first-trip vouchers', () => {
  it('apply until the traveller has a paid booking, and are no longer offered after it', async () => {
    await promotion({ code: 'FIRSTTRIP', first_trip_only: true });
    const OFFERS = `{ user_offers(input: {}) { entries { platform_promotion { code } } } }`;
    const offered = async () =>
      (await main('minh', OFFERS, {})).data.user_offers.entries.map(
        (e: { platform_promotion: { code: string } }) => e.platform_promotion.code,
      );
    await t().database.db.execute(
      sql`delete from user_orders where user_id = ${world.users.minh.id}::uuid`,
    );
    expect(await offered()).toContain('FIRSTTRIP');
    const first = await cart('minh');
    expect((await apply(first, 'FIRSTTRIP', 'minh')).errors).toBeUndefined();
    await creditWalletTopUp(
      t().database.db,
      world.users.minh.id,
      9_000_000,
      'VND',
      `top-up:${first.id}`,
    );
    await addDetails(t(), world.users.minh.token, first.id);
    const paid = await pay(
      t().app,
      world.users.minh.token,
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { status } }`,
      { s: first.id },
    );
    expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
    expect(await offered()).not.toContain('FIRSTTRIP');
    const refused = await apply(await cart('minh'), 'FIRSTTRIP', 'minh');
    expect(ruleOf(refused)).toBe('first_trip');
  });
});

describe('the life of a redemption', () => {
  it('is given back by unapply_voucher, by cart token or session id', async () => {
    const p = await promotion({ code: 'ONCE', max_redemptions: 1 });
    const s = await cart();
    await apply(s, 'ONCE');
    const other = await cart();
    expect(ruleOf(await apply(other, 'ONCE'))).toBe('exhausted');
    const u = await main('lan', UNAPPLY, { t: s.cart_token, c: 'once' });
    expect(u.data.unapply_voucher).toBe(true);
    expect(await timesRedeemed(p.id)).toBe(0);
    expect((await main('lan', UNAPPLY, { s: s.id, c: 'ONCE' })).data.unapply_voucher).toBe(false);
    const read = await pay(
      t().app,
      world.users.lan.token,
      `query($c: String!) { payment_checkout_session(cart_token: $c) { price voucher_codes } }`,
      { c: s.cart_token },
    );
    expect(read.data.payment_checkout_session).toEqual({ price: s.price, voucher_codes: [] });
    expect((await apply(other, 'ONCE')).errors).toBeUndefined();
    expect(ruleOf(await main('lan', UNAPPLY, { c: 'ONCE' }))).toBe('required');
  });

  it('is given back when the checkout expires unpaid', async () => {
    const p = await promotion({ code: 'HOLD', max_redemptions: 1 });
    await apply(await cart(), 'HOLD');
    expect(await timesRedeemed(p.id)).toBe(1);
    t().clock.advance(16 * 60);
    await releaseExpiredHolds(t().database.db, t().clock.now());
    expect(await timesRedeemed(p.id)).toBe(0);
    const [r] = await t().database.db.select().from(promotionRedemptions);
    expect(r).toMatchObject({ state: 'RELEASED', released_reason: 'EXPIRED' });
    expect((await apply(await cart(), 'HOLD')).errors).toBeUndefined();
  });

  it('is final when paid, and the order shows the discount', async () => {
    const p = await promotion({ code: 'PAID', percent_off: null, amount_off: 100_000 });
    const s = await cart();
    await apply(s, 'PAID');
    const db = t().database.db;
    await creditWalletTopUp(db, world.users.lan.id, 5_000_000, 'VND', `top-up:${s.id}`);
    await addDetails(t(), world.users.lan.token, s.id);
    const paid = await pay(
      t().app,
      world.users.lan.token,
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) {
        status price total_redeemed_platform_promotion { amount_off currency } } }`,
      { s: s.id },
    );
    expect(paid.data.pay_with_wallet).toEqual({
      status: 'SUCCESSFUL',
      price: s.price - 100_000,
      total_redeemed_platform_promotion: { amount_off: 100_000, currency: 'VND' },
    });
    const [r] = await db.select().from(promotionRedemptions);
    expect(r.state).toBe('REDEEMED');
    expect(ruleOf(await main('lan', UNAPPLY, { s: s.id, c: 'PAID' }))).toBe('not_open');
    t().clock.advance(3600);
    await releaseExpiredHolds(db, t().clock.now());
    expect(await timesRedeemed(p.id)).toBe(1);
  });
});

describe('apply_gift_voucher', () => {
  const gift = (values: Partial<typeof giftVouchers.$inferInsert> & { code: string }) =>
    t()
      .database.db.insert(giftVouchers)
      .values({ price: 500_000, source: 'REWARD', ...values })
      .returning();

  it('takes its value off once, with the rules on its own fields', async () => {
    await gift({ code: 'GIFT500' });
    await gift({ code: 'LANS', user_id: world.users.lan.id, type: 'HOTEL' });
    await gift({ code: 'OLD', expired_at: new Date(t().clock.now().getTime() - 1000) });
    await gift({ code: 'AIR', type: 'FLIGHT' });
    await gift({ code: 'DOLLARS', currency: 'USD', price: 50 });
    await promotion({ code: 'TEN' });
    const s = await cart();
    await apply(s, 'TEN');
    const ten = Math.floor((s.price + 5) / 10);
    const r = await pay(t().app, world.users.lan.token, GIFT, { s: s.id, c: 'gift500' });
    expect(r.errors).toBeUndefined();
    expect(r.data.apply_gift_voucher.price).toBe(s.price - ten - 500_000);
    expect(r.data.apply_gift_voucher.voucher_codes).toEqual(['TEN', 'GIFT500']);
    expect(r.data.apply_gift_voucher.gift_vouchers[0]).toMatchObject({
      code: 'GIFT500',
      currency: 'VND',
      price: 500_000,
      source: 'REWARD',
      type: 'ALL',
    });
    const other = await cart('minh');
    const tryGift = (code: string, who = 'minh', session = other) =>
      pay(t().app, world.users[who].token, GIFT, { s: session.id, c: code });
    expect(ruleOf(await tryGift('GIFT500'))).toBe('used');
    expect(ruleOf(await tryGift('LANS'))).toBe('not_found');
    expect(ruleOf(await tryGift('OLD'))).toBe('expired');
    expect(ruleOf(await tryGift('AIR'))).toBe('product_type');
    expect(ruleOf(await tryGift('DOLLARS'))).toBe('currency');
    expect((await tryGift('LANS', 'lan', s)).errors).toBeUndefined();
    // Removing the voucher keeps the gift vouchers, re-priced on the full amount.
    await main('lan', UNAPPLY, { s: s.id, c: 'TEN' });
    await main('lan', UNAPPLY, { s: s.id, c: 'GIFT500' });
    expect((await tryGift('GIFT500')).data.apply_gift_voucher.price).toBe(other.price - 500_000);
  });

  it('goes back when the checkout expires, and is used for good when paid', async () => {
    await gift({ code: 'BACK' });
    const s = await cart();
    await pay(t().app, world.users.lan.token, GIFT, { s: s.id, c: 'BACK' });
    t().clock.advance(16 * 60);
    await releaseExpiredHolds(t().database.db, t().clock.now());
    const again = await cart();
    const r = await pay(t().app, world.users.lan.token, GIFT, { s: again.id, c: 'BACK' });
    expect(r.data.apply_gift_voucher.price).toBe(again.price - 500_000);
    await creditWalletTopUp(t().database.db, world.users.lan.id, 5_000_000, 'VND', 'top-up:g');
    await addDetails(t(), world.users.lan.token, again.id);
    const paid = await pay(
      t().app,
      world.users.lan.token,
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { status } }`,
      { s: again.id },
    );
    expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
    const [g] = await t().database.db.select().from(giftVouchers);
    expect(g).toMatchObject({ state: 'REDEEMED', payment_checkout_session_id: again.id });
  });
});

describe('main API', () => {
  it('platform_promotion by code or id; promotion_plan_vouchers', async () => {
    const p = await promotion({ code: 'LOOKUP', max_redemptions: 10, note: 'for tests' });
    const q = `query($i: PlatformPromotionInput!) { platform_promotion(input: $i) {
      id code name percent_off max_redemptions times_redeemed product_types property_ids note } }`;
    const byCode = await main('lan', q, { i: { code: 'lookup' } });
    expect(byCode.data.platform_promotion).toMatchObject({
      id: p.id,
      code: 'LOOKUP',
      percent_off: 10,
      max_redemptions: 10,
      times_redeemed: 0,
      product_types: [],
      note: 'for tests',
    });
    expect((await main('lan', q, { i: { id: p.id } })).data.platform_promotion.code).toBe('LOOKUP');
    expect((await main('lan', q, { i: { code: 'NONE' } })).data.platform_promotion).toBeNull();
    expect(ruleOf(await main('lan', q, { i: {} }))).toBe('required');
    const db = t().database.db;
    const [plan] = await db.insert(promotionPlans).values({ name: 'Gold rewards' }).returning();
    await db.insert(promotionPlanVouchers).values([
      { promotion_plan_id: plan.id, name: 'Second', priority: 2, percent_off: 5, duration: 30 },
      { promotion_plan_id: plan.id, name: 'First', priority: 1, percent_off: 10, price: 500 },
      { promotion_plan_id: plan.id, name: 'Retired', priority: 0, enabled: false },
    ]);
    const q2 = `query($i: PromotionPlanVouchersInput) { promotion_plan_vouchers(input: $i) {
      name enabled priority percent_off price duration promotion_plan_id } }`;
    const enabled = await main('lan', q2, { i: { promotion_plan_id: plan.id } });
    expect(enabled.data.promotion_plan_vouchers.map((v: { name: string }) => v.name)).toEqual([
      'First',
      'Second',
    ]);
    expect(enabled.data.promotion_plan_vouchers[0]).toMatchObject({
      percent_off: 10,
      price: 500,
      promotion_plan_id: plan.id,
    });
    const all = await main('lan', q2, { i: { promotion_plan_id: plan.id, enabled: false } });
    expect(all.data.promotion_plan_vouchers).toHaveLength(3);
  });
});

describe('user_gift_vouchers', () => {
  const HELD = `query($s: ID) { user_gift_vouchers(payment_checkout_session_id: $s) {
    code price currency type expired_at } }`;
  const codes = (r: { data: { user_gift_vouchers: { code: string }[] } }) =>
    r.data.user_gift_vouchers.map((g) => g.code);

  it("lists the caller's usable gift vouchers, soonest to expire first; for a checkout, those it takes", async () => {
    const db = t().database.db;
    const at = (days: number) => new Date(t().clock.now().getTime() + days * 86_400_000);
    const minh = world.users.minh.id;
    await db.insert(giftVouchers).values([
      { code: 'HELD-LATE', user_id: minh, price: 100_000, source: 'REWARD', expired_at: at(60) },
      { code: 'HELD-SOON', user_id: minh, price: 200_000, source: 'REWARD', expired_at: at(3) },
      { code: 'HELD-AIR', user_id: minh, price: 300_000, source: 'PROMOTION', type: 'FLIGHT' },
      { code: 'HELD-USD', user_id: minh, price: 20, currency: 'USD', source: 'PURCHASE' },
      { code: 'HELD-GONE', user_id: minh, price: 1, source: 'REWARD', expired_at: at(-1) },
      { code: 'HELD-OFF', user_id: minh, price: 1, source: 'REWARD', state: 'CANCELLED' },
      { code: 'HELD-LANS', user_id: world.users.lan.id, price: 1, source: 'REWARD' },
      { code: 'HELD-BEARER', price: 1, source: 'PROMOTION' },
    ]);
    const all = await pay(t().app, world.users.minh.token, HELD, {});
    expect(all.errors).toBeUndefined();
    expect(codes(all)).toEqual(['HELD-SOON', 'HELD-LATE', 'HELD-AIR', 'HELD-USD']);

    const s = await cart('minh');
    const forStay = await pay(t().app, world.users.minh.token, HELD, { s: s.id });
    expect(codes(forStay)).toEqual(['HELD-SOON', 'HELD-LATE']);
    await pay(t().app, world.users.minh.token, GIFT, { s: s.id, c: 'HELD-SOON' });
    const after = await pay(t().app, world.users.minh.token, HELD, { s: s.id });
    expect(codes(after)).toEqual(['HELD-LATE']);

    const stranger = await pay(t().app, world.users.lan.token, HELD, { s: s.id });
    expect(stranger.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(stranger.data).toBeNull();
  });
});

describe('redeem_promotion_plan_voucher', () => {
  const REDEEM = `mutation($i: RedeemPlanVoucherInput!) { redeem_promotion_plan_voucher(input: $i) {
    id code name percent_off end_at max_redemptions max_user_redemptions } }`;
  const POINTS = `{ user_point { point } }`;
  const OFFERS = `{ user_offers(input: {}) { entries { platform_promotion { code } } } }`;
  const LOOKUP = `query($i: PlatformPromotionInput!) { platform_promotion(input: $i) { code } }`;

  async function planVoucher(values: {
    price: number | null;
    duration?: number;
    enabled?: boolean;
  }) {
    const db = t().database.db;
    const [plan] = await db.insert(promotionPlans).values({ name: 'Rank rewards' }).returning();
    const [row] = await db
      .insert(promotionPlanVouchers)
      .values({ promotion_plan_id: plan.id, name: 'Giảm 5%', percent_off: 5, ...values })
      .returning();
    return row;
  }

  async function givePoints(who: string, point: number) {
    await t().database.db.execute(sql`delete from user_point_entries
      where user_id = ${world.users[who].id}::uuid`);
    await t()
      .database.db.insert(userPointEntries)
      .values({
        user_id: world.users[who].id,
        point,
        action_type: 'ADJUSTMENT',
        idempotency_key: `test-points:${who}:${point}:${Math.random()}`,
      });
  }

  const points = async (who: string) => (await main(who, POINTS, {})).data.user_point.point;

  it('buys a personal one-use promotion with points; only its owner sees and uses it', async () => {
    const voucher = await planVoucher({ price: 500, duration: 30 });
    await givePoints('lan', 700);
    const bought = await main('lan', REDEEM, {
      i: { id: voucher.id, idempotency_key: 'press-0001' },
    });
    expect(bought.errors).toBeUndefined();
    const promo = bought.data.redeem_promotion_plan_voucher;
    expect(promo).toMatchObject({
      name: 'Giảm 5%',
      percent_off: 5,
      max_redemptions: 1,
      max_user_redemptions: 1,
    });
    expect(promo.code).toMatch(/^DIEM-[2-9A-Z]{10}$/);
    expect(Date.parse(promo.end_at) - t().clock.now().getTime()).toBe(30 * 86_400_000);
    expect(await points('lan')).toBe(200);

    // The owner's offers list it and a lookup finds it; another traveller sees neither.
    const codes = (who: string) =>
      main(who, OFFERS, {}).then((r) =>
        r.data.user_offers.entries.map(
          (e: { platform_promotion: { code: string } }) => e.platform_promotion.code,
        ),
      );
    expect(await codes('lan')).toContain(promo.code);
    expect(await codes('minh')).not.toContain(promo.code);
    expect(
      (await main('minh', LOOKUP, { i: { code: promo.code } })).data.platform_promotion,
    ).toBeNull();

    // Another traveller's checkout is told there is no such voucher; the owner's takes 5 %.
    expect(ruleOf(await apply(await cart('minh'), promo.code, 'minh'))).toBe('not_found');
    const mine = await cart('lan');
    const applied = await apply(mine, promo.code);
    expect(applied.errors).toBeUndefined();
    expect(applied.data.apply_voucher.voucher_codes).toEqual([promo.code]);
  });

  it('answers a retried press with the same promotion and takes the points once', async () => {
    const voucher = await planVoucher({ price: 500 });
    await givePoints('lan', 1200);
    const input = { id: voucher.id, idempotency_key: 'press-retry-1' };
    const first = await main('lan', REDEEM, { i: input });
    const again = await main('lan', REDEEM, { i: input });
    expect(again.data.redeem_promotion_plan_voucher.code).toBe(
      first.data.redeem_promotion_plan_voucher.code,
    );
    expect(await points('lan')).toBe(700);
  });

  it('refuses too few points, a disabled or unpriced voucher and a bad key, naming the rule', async () => {
    await givePoints('lan', 499);
    const priced = await planVoucher({ price: 500 });
    const tooFew = await main('lan', REDEEM, {
      i: { id: priced.id, idempotency_key: 'press-few-1' },
    });
    expect(ruleOf(tooFew)).toBe('points');
    expect(tooFew.errors![0].message).toBe('This voucher costs 500 points; you have 499.');
    const free = await planVoucher({ price: null });
    expect(
      ruleOf(await main('lan', REDEEM, { i: { id: free.id, idempotency_key: 'press-free-1' } })),
    ).toBe('not_for_points');
    const off = await planVoucher({ price: 100, enabled: false });
    expect(
      ruleOf(await main('lan', REDEEM, { i: { id: off.id, idempotency_key: 'press-off-1' } })),
    ).toBe('not_found');
    const badKey = await main('lan', REDEEM, { i: { id: priced.id, idempotency_key: 'x' } });
    expect(badKey.errors![0].extensions.fields[0].field).toBe('idempotency_key');
    expect(await points('lan')).toBe(499);
  });

  it('sells one voucher when 50 presses race with points for one', async () => {
    const voucher = await planVoucher({ price: 500 });
    await givePoints('lan', 900);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        main('lan', REDEEM, { i: { id: voucher.id, idempotency_key: `race-press-${i}` } }),
      ),
    );
    const sold = answers.filter((r) => !r.errors);
    expect(sold).toHaveLength(1);
    expect(answers.filter((r) => ruleOf(r) === 'points')).toHaveLength(49);
    expect(await points('lan')).toBe(400);
    const personal = await t()
      .database.db.select({ id: platformPromotions.id })
      .from(platformPromotions)
      .where(eq(platformPromotions.user_id, world.users.lan.id));
    expect(personal).toHaveLength(1);
  });
});
