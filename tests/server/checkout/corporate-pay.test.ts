import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  corporateCredits,
  corporatePayments,
  corporateStaffs,
  corporates,
  costCenterAssignees,
  costCenterBudgets,
  costCenters,
  userOrders,
  userRankConfigurations,
  userRanks,
} from '../../../server/db/schema';
import { releaseCharge } from '../../../server/domain/checkout/corporate-charges';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import { creditDueCashBacks } from '../../../server/domain/rewards/cash-back';
import { buildCorporate } from '../support/corporate-builders';
import {
  corporateBalanceOf,
  corporateEntries,
  setCorporateBalance,
} from '../support/corporate-ledger';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

// Many carts of one traveller on one room, each held, race their payments here: more than the
// hold limits let one account keep (those are tested in hold-limits.test.ts).
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 80, people: ['boss', 'staff', 'rival', 'loner', 'pendingowner'] },
);

const PAY = `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) {
  id status price payment_method { type corporate_wallet } } }`;
const CHOOSE = `mutation($i: UpdateCorporatePaymentInput!) { update_corporate_payment(input: $i) {
  id is_corporate supported_payment_methods } }`;

type Cart = { id: string; cart_token: string; price: number };
let corpA = '';
let corpB = '';
let pendingCorp = '';

const db = () => t().database.db;
const ruleOf = (r: { errors?: { extensions?: { fields?: { rule: string }[] } }[] }) =>
  r.errors?.[0]?.extensions?.fields?.[0]?.rule;
const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) =>
  r.errors?.[0]?.extensions?.code;

async function cart(who = 'staff'): Promise<Cart> {
  const r = await pay(t().app, world.users[who].token, CREATE_CART, { input: hotelInput(world) });
  if (!r.errors) await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.create_cart;
}
const payAs = (who: string, s: Cart) => pay(t().app, world.users[who].token, PAY, { s: s.id });

const balanceOf = (id: string) => corporateBalanceOf(db(), id);
/** Alpha's ledger entries of these sessions' charges (and releases, with `releases`). */
async function chargesOf(sessionIds: string[], releases = false) {
  const keys = new Set(
    sessionIds.flatMap((id) => [`corporate-charge:${id}`, `corporate-release:${id}`]),
  );
  return (await corporateEntries(db(), corpA)).filter(
    (e) => keys.has(e.idempotency_key) && (releases || e.kind === 'ORDER_PAYMENT'),
  );
}
async function setCredit(id: string, maxDebt: number, monthlyLimit: number | null = null) {
  await db()
    .insert(corporateCredits)
    .values({ corporate_id: id, max_debt: maxDebt, monthly_limit: monthlyLimit })
    .onConflictDoUpdate({
      target: corporateCredits.corporate_id,
      set: { max_debt: maxDebt, monthly_limit: monthlyLimit },
    });
}
const staffLimit = (limit: number | null) =>
  db()
    .update(corporateStaffs)
    .set({ monthly_limit: limit })
    .where(eq(corporateStaffs.user_id, world.users.staff.id));

beforeAll(async () => {
  const u = world.users;
  corpA = await buildCorporate(db(), {
    owner: u.boss.id,
    name: 'Alpha',
    members: [{ user: u.staff.id }],
  });
  corpB = await buildCorporate(db(), { owner: u.rival.id, name: 'Beta' });
  pendingCorp = await buildCorporate(db(), {
    owner: u.pendingowner.id,
    name: 'Gamma',
    status: 'PENDING',
  });
});

beforeEach(async () => {
  t().clock.advance(16 * 60);
  await releaseExpiredHolds(db(), t().clock.now());
  await db().execute(sql`truncate corporate_payments`);
  await db().update(corporates).set({ enforce_cost_center: false });
  await setCorporateBalance(db(), corpA, 0);
  await setCorporateBalance(db(), corpB, 0);
  await db().update(corporateStaffs).set({ used_balance: 0, monthly_limit: null });
  await setCredit(corpA, 100_000_000);
  await setCredit(corpB, 100_000_000);
});

describe('pay_with_corporate', () => {
  it("charges the traveller's corporate once, in one transaction", async () => {
    const s = await cart();
    const r = await payAs('staff', s);
    expect(r.errors).toBeUndefined();
    expect(r.data.pay_with_corporate).toMatchObject({
      status: 'SUCCESSFUL',
      price: s.price,
      payment_method: { type: 'CORPORATE_WALLET', corporate_wallet: { corporate_id: corpA } },
    });
    expect(await balanceOf(corpA)).toBe(-s.price);
    // One balanced movement: the corporate's account debited, the platform's sales credited.
    expect(await chargesOf([s.id])).toEqual([
      {
        kind: 'ORDER_PAYMENT',
        idempotency_key: `corporate-charge:${s.id}`,
        amount: -s.price,
        balance_after: -s.price,
        legs_sum: 0,
        against: ['PLATFORM_SALES'],
      },
    ]);
    const [payment] = await db().select().from(corporatePayments);
    expect(payment.balance_after).toBe(-s.price);
    const [staff] = await db()
      .select()
      .from(corporateStaffs)
      .where(eq(corporateStaffs.user_id, world.users.staff.id));
    expect(staff.used_balance).toBe(s.price);
    const read = await pay(
      t().app,
      world.users.staff.token,
      `query($c: String!) { payment_checkout_session_light(cart_token: $c) { status is_corporate } }`,
      { c: s.cart_token },
    );
    expect(read.data.payment_checkout_session_light).toEqual({
      status: 'COMPLETED',
      is_corporate: true,
    });
  });

  it('earns no cash back: the order shows 0 and the after-trip job pays nothing', async () => {
    // The staff member holds a rank paying 1 % back, so their cart is priced with cash back;
    // paid by the company, the order keeps none (docs/manage-booking.md "Cash back after the
    // trip"), and no page promises it.
    const [silver] = await db()
      .select()
      .from(userRankConfigurations)
      .orderBy(userRankConfigurations.position)
      .limit(1);
    await db()
      .update(userRankConfigurations)
      .set({ cash_back_rate: 1 })
      .where(eq(userRankConfigurations.id, silver.id));
    const begin = new Date(t().clock.now().getTime() - 86_400_000);
    await db()
      .insert(userRanks)
      .values({ user_id: world.users.staff.id, rank: silver.rank, begin_time: begin });
    try {
      const s = await cart();
      const priced = await db().execute<{ cash_back: string }>(sql`
        select cash_back from payment_checkout_sessions where id = ${s.id}::uuid`);
      expect(Number(priced.rows[0].cash_back)).toBeGreaterThan(0);
      expect((await payAs('staff', s)).errors).toBeUndefined();
      const [order] = await db()
        .select()
        .from(userOrders)
        .where(eq(userOrders.payment_checkout_session_id, s.id));
      expect(order).toMatchObject({ cash_back: 0, cash_back_status: null });
      const afterTrip = new Date(t().clock.now().getTime() + 90 * 86_400_000);
      expect(await creditDueCashBacks(db(), afterTrip, 100, { sessionId: s.id })).toBe(0);
    } finally {
      await db().delete(userRanks).where(eq(userRanks.user_id, world.users.staff.id));
      await db()
        .update(userRankConfigurations)
        .set({ cash_back_rate: silver.cash_back_rate })
        .where(eq(userRankConfigurations.id, silver.id));
    }
  });

  it('settles once when 50 payments of one checkout arrive at once', async () => {
    const s = await cart();
    const results = await Promise.all(Array.from({ length: 50 }, () => payAs('staff', s)));
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(new Set(results.map((r) => r.data.pay_with_corporate.id)).size).toBe(1);
    expect(await db().select().from(corporatePayments)).toHaveLength(1);
    expect(await balanceOf(corpA)).toBe(-s.price);
    expect(await chargesOf([s.id])).toHaveLength(1);
  });

  it("never passes the traveller's monthly limit when 50 checkouts race", async () => {
    const carts = await Promise.all(Array.from({ length: 50 }, () => cart()));
    const price = carts[0].price;
    await staffLimit(3 * price + price / 2);
    const results = await Promise.all(carts.map((s) => payAs('staff', s)));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    const refused = results.filter((r) => r.errors);
    expect(refused.map(ruleOf)).toEqual(Array(47).fill('monthly_limit'));
    expect(refused[0].errors![0].message).toMatch(/monthly limit/);
    expect(await balanceOf(corpA)).toBe(-3 * price);
    expect(await db().select().from(corporatePayments)).toHaveLength(3);
  });

  it('never overdraws the credit line when 50 checkouts race', async () => {
    const carts = await Promise.all(Array.from({ length: 50 }, () => cart()));
    const price = carts[0].price;
    // Balance 3 prices, credit line 1½: room for 4 charges, the account ending 1 price short.
    await setCorporateBalance(db(), corpA, 3 * price);
    await setCredit(corpA, price + Math.floor(price / 2));
    const results = await Promise.all(carts.map((s) => payAs('staff', s)));
    const paid = carts.filter((_, i) => !results[i].errors);
    expect(paid).toHaveLength(4);
    expect(results.filter((r) => ruleOf(r) === 'credit')).toHaveLength(46);
    // Every effect counted: one journal row and one balanced movement per success, no more.
    expect(await db().select().from(corporatePayments)).toHaveLength(4);
    const charges = await chargesOf(carts.map((s) => s.id));
    expect(charges.map((e) => e.idempotency_key).sort()).toEqual(
      paid.map((s) => `corporate-charge:${s.id}`).sort(),
    );
    expect(charges.every((e) => e.legs_sum === 0 && e.amount === -price)).toBe(true);
    // They queued on the account: each saw the one before.
    expect(charges.map((e) => e.balance_after)).toEqual([2 * price, price, 0, -price]);
    expect(await balanceOf(corpA)).toBe(3 * price - 4 * price);
  });

  it('gives a charge back once, however many releases race or retry', async () => {
    const s = await cart();
    expect((await payAs('staff', s)).errors).toBeUndefined();
    expect(await balanceOf(corpA)).toBe(-s.price);
    const release = () => db().transaction((tx) => releaseCharge(tx, s.id, t().clock.now()));
    const released = await Promise.all(Array.from({ length: 20 }, release));
    expect(released.filter(Boolean)).toHaveLength(1);
    expect(await release()).toBe(false);
    expect(await balanceOf(corpA)).toBe(0);
    expect(await chargesOf([s.id], true)).toEqual([
      expect.objectContaining({ kind: 'ORDER_PAYMENT', amount: -s.price, legs_sum: 0 }),
      {
        kind: 'ORDER_REFUND',
        idempotency_key: `corporate-release:${s.id}`,
        amount: s.price,
        balance_after: 0,
        legs_sum: 0,
        against: ['PLATFORM_SALES'],
      },
    ]);
  });

  it("keeps to the credit line's monthly limit", async () => {
    const first = await cart();
    await setCredit(corpA, 100_000_000, first.price + 1);
    expect((await payAs('staff', first)).errors).toBeUndefined();
    expect(ruleOf(await payAs('staff', await cart()))).toBe('corporate_monthly_limit');
  });

  it('charges a cost center when one is chosen, and requires one when enforced', async () => {
    await db()
      .update(corporates)
      .set({ enforce_cost_center: true })
      .where(eq(corporates.id, corpA));
    const s = await cart();
    expect(ruleOf(await payAs('staff', s))).toBe('cost_center_required');
    const [cc] = await db()
      .insert(costCenters)
      .values({ corporate_id: corpA, name: 'Sales trips' })
      .returning();
    const choose = (cost_center_id: string, session = s, who = 'staff', corporate_id = corpA) =>
      pay(t().app, world.users[who].token, CHOOSE, {
        i: {
          payment_checkout_session_id: session.id,
          corporate_id,
          is_corporate: true,
          cost_center_id,
        },
      });
    expect(ruleOf(await choose(cc.id))).toBe('not_assigned');
    await db()
      .insert(costCenterAssignees)
      .values({ corporate_id: corpA, cost_center_id: cc.id, user_id: world.users.staff.id });
    await db()
      .insert(costCenterBudgets)
      .values({ corporate_id: corpA, cost_center_id: cc.id, amount: s.price + 10 });
    const chosen = await choose(cc.id);
    expect(chosen.data.update_corporate_payment).toMatchObject({ is_corporate: true });
    expect(chosen.data.update_corporate_payment.supported_payment_methods).toContain(
      'CORPORATE_WALLET',
    );
    expect((await payAs('staff', s)).errors).toBeUndefined();
    const [budget] = await db().select().from(costCenterBudgets);
    expect(budget.used_balance).toBe(s.price);
    const next = await cart();
    await choose(cc.id, next);
    expect(ruleOf(await payAs('staff', next))).toBe('cost_center_budget');
    // A cost center of another corporate is not found.
    const [other] = await db()
      .insert(costCenters)
      .values({ corporate_id: corpB, name: 'Beta trips' })
      .returning();
    expect(codeOf(await choose(other.id, next))).toBe('NOT_FOUND');
  });

  it('refuses whoever may not use the account, and split payment', async () => {
    expect(ruleOf(await payAs('loner', await cart('loner')))).toBe('not_corporate');
    expect(ruleOf(await payAs('pendingowner', await cart('pendingowner')))).toBe(
      'corporate_not_approved',
    );
    const s = await cart();
    const r = await pay(t().app, world.users.staff.token, CHOOSE, {
      i: {
        payment_checkout_session_id: s.id,
        corporate_id: corpA,
        is_corporate: true,
        personal_amount: 5,
      },
    });
    expect(ruleOf(r)).toBe('split_unavailable');
    expect(pendingCorp).not.toBe('');
  });
});

describe('another corporate', () => {
  it("cannot charge its trips to Alpha's account, nor pay Alpha's checkouts", async () => {
    const theirs = await cart('rival');
    const r = await pay(t().app, world.users.rival.token, CHOOSE, {
      i: { payment_checkout_session_id: theirs.id, corporate_id: corpA, is_corporate: true },
    });
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(r.data).toBeNull();
    const alphas = await cart('staff');
    const paid = await payAs('rival', alphas);
    expect(codeOf(paid)).toBe('NOT_FOUND');
    expect(paid.data).toBeNull();
    // Their own trip goes to their own corporate; Alpha's account is untouched.
    const own = await payAs('rival', theirs);
    expect(own.data.pay_with_corporate.payment_method.corporate_wallet.corporate_id).toBe(corpB);
    expect(await balanceOf(corpA)).toBe(0);
    expect(await balanceOf(corpB)).toBe(-theirs.price);
  });
});

describe('corporate_payment_options', () => {
  const OPTIONS = `query($s: ID!) { corporate_payment_options(payment_checkout_session_id: $s) {
    corporate_id name enforce_cost_center cost_centers { id name code } selected
    selected_cost_center_id } }`;
  const optionsAs = (who: string, s: Cart) =>
    pay(t().app, world.users[who].token, OPTIONS, { s: s.id });

  it("offers the traveller's approved corporate with the cost centers they may charge", async () => {
    await db()
      .update(corporates)
      .set({ enforce_cost_center: true })
      .where(eq(corporates.id, corpA));
    const [mine, notMine, archived] = await db()
      .insert(costCenters)
      .values([
        { corporate_id: corpA, name: 'Options: mine', code: 'OPT-1' },
        { corporate_id: corpA, name: 'Options: not mine' },
        { corporate_id: corpA, name: 'Options: archived', active: false },
      ])
      .returning();
    await db()
      .insert(costCenterAssignees)
      .values([
        { corporate_id: corpA, cost_center_id: mine.id, user_id: world.users.staff.id },
        { corporate_id: corpA, cost_center_id: archived.id, user_id: world.users.staff.id },
      ]);
    const s = await cart();
    const r = await optionsAs('staff', s);
    expect(r.errors).toBeUndefined();
    const [alpha] = r.data.corporate_payment_options;
    expect(r.data.corporate_payment_options).toHaveLength(1);
    expect(alpha).toMatchObject({
      corporate_id: corpA,
      name: 'Alpha',
      enforce_cost_center: true,
      selected: false,
      selected_cost_center_id: null,
    });
    const names = alpha.cost_centers.map((c: { name: string }) => c.name);
    expect(names).toContain('Options: mine');
    expect(names).not.toContain(notMine.name);
    expect(names).not.toContain(archived.name);
    await pay(t().app, world.users.staff.token, CHOOSE, {
      i: {
        payment_checkout_session_id: s.id,
        corporate_id: corpA,
        is_corporate: true,
        cost_center_id: mine.id,
      },
    });
    const after = (await optionsAs('staff', s)).data.corporate_payment_options[0];
    expect(after).toMatchObject({ selected: true, selected_cost_center_id: mine.id });
  });

  it('offers nothing to a traveller without an approved corporate', async () => {
    for (const who of ['loner', 'pendingowner']) {
      const r = await optionsAs(who, await cart(who));
      expect(r.errors).toBeUndefined();
      expect(r.data.corporate_payment_options).toEqual([]);
    }
  });

  it("gives another corporate's member nothing of Alpha's", async () => {
    const alphas = await cart('staff');
    const r = await optionsAs('rival', alphas);
    expect(codeOf(r)).toBe('NOT_FOUND');
    expect(r.data).toBeNull();
    const theirs = (await optionsAs('rival', await cart('rival'))).data.corporate_payment_options;
    expect(theirs.map((o: { corporate_id: string }) => o.corporate_id)).toEqual([corpB]);
  });
});
