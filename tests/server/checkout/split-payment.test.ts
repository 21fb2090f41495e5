import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  corporateCredits,
  corporatePayments,
  corporateStaffs,
  corporates,
  paymentCheckoutSessions,
} from '../../../server/db/schema';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import {
  beginGatewayPayment,
  recordGatewayPayment,
  settleGatewayPayment,
} from '../../../server/domain/checkout/settle';
import { creditWalletTopUp, walletBalance } from '../../../server/domain/ledger/service';
import { buildCorporate } from '../support/corporate-builders';
import {
  corporateBalanceOf,
  corporateEntries,
  setCorporateBalance,
} from '../support/corporate-ledger';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

const { t, world } = useCheckoutApp(
  {},
  { seats: 9, rooms: 80, people: ['boss', 'staff', 'plain', 'plainowner'] },
);

const PAY = `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) {
  id status price payment_method { type corporate_wallet } } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) {
  id status payment_method { type corporate_wallet wallet } } }`;
const CHOOSE = `mutation($i: UpdateCorporatePaymentInput!) { update_corporate_payment(input: $i) {
  id is_corporate payment_type first_pay second_pay } }`;
const READ = `query($s: String!) { payment_checkout_session(cart_token: $s) {
  status payment_type first_pay second_pay first_paid_at supported_payment_methods } }`;

type Cart = { id: string; cart_token: string; price: number };
const CAP = 1_000_000;
let corp = '';
let plainCorp = '';

const db = () => t().database.db;
const ruleOf = (r: { errors?: { extensions?: { fields?: { rule: string }[] } }[] }) =>
  r.errors?.[0]?.extensions?.fields?.[0]?.rule;

async function cart(who = 'staff'): Promise<Cart> {
  const r = await pay(t().app, world.users[who].token, CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart;
}
const as = (who: string, q: string, v: Record<string, unknown>) =>
  pay(t().app, world.users[who].token, q, v);
const balanceOf = (id: string) => corporateBalanceOf(db(), id);
const usedOf = async () =>
  (
    await db()
      .select()
      .from(corporateStaffs)
      .where(
        sql`${corporateStaffs.user_id} = ${world.users.staff.id} and ${corporateStaffs.corporate_id} = ${corp}`,
      )
  )[0].used_balance;

beforeAll(async () => {
  const u = world.users;
  corp = await buildCorporate(db(), {
    owner: u.boss.id,
    name: 'Splitco',
    members: [{ user: u.staff.id }],
  });
  plainCorp = await buildCorporate(db(), {
    owner: u.plainowner.id,
    name: 'Plainco',
    members: [{ user: u.plain.id }],
  });
  await db().update(corporates).set({ enable_split_payment: true }).where(eq(corporates.id, corp));
  for (const id of [corp, plainCorp]) {
    await db().insert(corporateCredits).values({ corporate_id: id, max_debt: 100_000_000 });
  }
});

beforeEach(async () => {
  t().clock.advance(16 * 60);
  await releaseExpiredHolds(db(), t().clock.now());
  await db().execute(sql`truncate corporate_payments`);
  await setCorporateBalance(db(), corp, 0);
  await setCorporateBalance(db(), plainCorp, 0);
  await db().update(corporateStaffs).set({ used_balance: 0, monthly_limit: CAP });
});

describe('split payment: the company pays up to its cap, the traveller the rest', () => {
  it('charges the company first_pay, then the wallet second_pay; SUCCESSFUL only then', async () => {
    const s = await cart();
    const first = await as('staff', PAY, { s: s.id });
    expect(first.errors).toBeUndefined();
    expect(first.data.pay_with_corporate).toMatchObject({
      status: 'PENDING',
      payment_method: { type: 'CORPORATE_WALLET', corporate_wallet: { amount: CAP } },
    });
    const read = await as('staff', READ, { s: s.cart_token });
    expect(read.data.payment_checkout_session).toMatchObject({
      status: 'OPEN',
      payment_type: 'SPLIT',
      first_pay: CAP,
      second_pay: s.price - CAP,
    });
    expect(read.data.payment_checkout_session.supported_payment_methods).not.toContain(
      'CORPORATE_WALLET',
    );
    expect(await balanceOf(corp)).toBe(-CAP);
    expect(await usedOf()).toBe(CAP);
    // The price is fixed once the company paid its part: no voucher can change it now.
    const voucher = await as(
      'staff',
      `mutation($s: ID!) {
      apply_voucher(payment_checkout_session_id: $s, voucher_code: "ANY") { id } }`,
      { s: s.id },
    );
    expect(ruleOf(voucher)).toBe('in_progress');

    await creditWalletTopUp(db(), world.users.staff.id, s.price, 'VND', `top-up:${s.id}`);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => as('staff', WALLET, { s: s.id })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(new Set(results.map((r) => r.data.pay_with_wallet.id)).size).toBe(1);
    expect(results[0].data.pay_with_wallet).toMatchObject({
      id: first.data.pay_with_corporate.id,
      status: 'SUCCESSFUL',
      payment_method: {
        type: 'WALLET',
        corporate_wallet: { amount: CAP },
        wallet: { amount: s.price - CAP },
      },
    });
    // The wallet paid only the traveller's part, once; the company was charged once.
    expect(await walletBalance(db(), world.users.staff.id, 'VND')).toBe(CAP);
    expect(await balanceOf(corp)).toBe(-CAP);
    const again = await as('staff', PAY, { s: s.id });
    expect(again.data.pay_with_corporate.status).toBe('SUCCESSFUL');
    expect(await db().select().from(corporatePayments)).toHaveLength(1);
  });

  it('charges the company once when 50 split payments of one checkout race', async () => {
    const s = await cart();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => as('staff', PAY, { s: s.id })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(new Set(results.map((r) => r.data.pay_with_corporate.id)).size).toBe(1);
    expect(await db().select().from(corporatePayments)).toHaveLength(1);
    expect(await balanceOf(corp)).toBe(-CAP);
    expect(await usedOf()).toBe(CAP);
  });

  it("takes only second_pay from a gateway, and completes on the gateway's success", async () => {
    const s = await cart();
    await as('staff', PAY, { s: s.id });
    const now = t().clock.now();
    await beginGatewayPayment(db(), world.users.staff.id, s.id, 'VNPAY', now, { order_ref: 'r1' });
    const full = { sessionId: s.id, method: 'VNPAY' as const, currency: 'VND', details: {}, now };
    await expect(recordGatewayPayment(db(), { ...full, amount: s.price })).rejects.toThrow(
      /does not match/,
    );
    const done = await settleGatewayPayment(db(), { ...full, amount: s.price - CAP });
    expect(done.order).toMatchObject({ status: 'SUCCESSFUL', payment_method: 'VNPAY' });
    expect(done.order.payment_details).toMatchObject({
      corporate_wallet: { corporate_id: corp, amount: CAP },
      amount: s.price - CAP,
    });
    expect(await db().select().from(corporatePayments)).toHaveLength(1);
  });

  it("gives the company's part back when the traveller's part is never paid", async () => {
    const s = await cart();
    await as('staff', PAY, { s: s.id });
    expect(await balanceOf(corp)).toBe(-CAP);
    t().clock.advance(16 * 60);
    await Promise.all([
      releaseExpiredHolds(db(), t().clock.now()),
      releaseExpiredHolds(db(), t().clock.now()),
    ]);
    expect(await balanceOf(corp)).toBe(0);
    expect(await usedOf()).toBe(0);
    const [charge] = await db().select().from(corporatePayments);
    expect(charge.released_at).not.toBeNull();
    // In the ledger: the charge and its reversal, each balanced, once though two sweeps raced.
    const moves = (await corporateEntries(db(), corp)).filter((e) =>
      e.idempotency_key.endsWith(`:${s.id}`),
    );
    expect(moves).toEqual([
      {
        kind: 'ORDER_PAYMENT',
        idempotency_key: `corporate-charge:${s.id}`,
        amount: -CAP,
        balance_after: -CAP,
        legs_sum: 0,
        against: ['PLATFORM_SALES'],
      },
      {
        kind: 'ORDER_REFUND',
        idempotency_key: `corporate-release:${s.id}`,
        amount: CAP,
        balance_after: 0,
        legs_sum: 0,
        against: ['PLATFORM_SALES'],
      },
    ]);
    // A later sweep finds nothing left to give back.
    await releaseExpiredHolds(db(), t().clock.now());
    expect(await balanceOf(corp)).toBe(0);
    const read = await as('staff', READ, { s: s.cart_token });
    expect(read.data.payment_checkout_session.status).toBe('EXPIRED');
    const order = await as('staff', PAY, { s: s.id });
    expect(order.data.pay_with_corporate.status).toBe('CANCELLED');
    // A late personal payment cannot complete a split whose company part was given back.
    const late = await settleGatewayPayment(db(), {
      sessionId: s.id,
      method: 'VNPAY',
      amount: s.price - CAP,
      currency: 'VND',
      details: {},
      now: t().clock.now(),
    });
    expect(late.order).toMatchObject({ status: 'FAILED' });
    expect(late.order.payment_details).toMatchObject({ refund_required: true });
    // The released charge no longer counts against the monthly cap: a new split gets CAP again.
    const next = await cart();
    const paid = await as('staff', PAY, { s: next.id });
    expect(paid.data.pay_with_corporate.payment_method.corporate_wallet.amount).toBe(CAP);
  });

  it('lets the traveller choose their part, where the company splits', async () => {
    const s = await cart();
    const input = { payment_checkout_session_id: s.id, corporate_id: corp, is_corporate: true };
    const chosen = await as('staff', CHOOSE, { i: { ...input, personal_amount: 500_000 } });
    expect(chosen.data.update_corporate_payment).toMatchObject({
      payment_type: 'SPLIT',
      first_pay: s.price - 500_000,
      second_pay: 500_000,
    });
    await db().update(corporateStaffs).set({ monthly_limit: null });
    const r = await as('staff', PAY, { s: s.id });
    expect(r.data.pay_with_corporate.payment_method.corporate_wallet.amount).toBe(
      s.price - 500_000,
    );
    const locked = await as('staff', CHOOSE, { i: input });
    expect(ruleOf(locked)).toBe('corporate_paid');
    const tooMuch = await cart();
    const over = await as('staff', CHOOSE, {
      i: { ...input, payment_checkout_session_id: tooMuch.id, personal_amount: tooMuch.price },
    });
    expect(over.errors?.[0].extensions.fields[0]).toMatchObject({
      field: 'input.personal_amount',
      rule: 'max',
    });
  });

  it('a company without split payment charges all or refuses, as before', async () => {
    await db().update(corporateStaffs).set({ monthly_limit: 1_000 });
    const s = await cart('plain');
    const input = {
      payment_checkout_session_id: s.id,
      corporate_id: plainCorp,
      is_corporate: true,
    };
    const split = await as('plain', CHOOSE, { i: { ...input, personal_amount: 1_000 } });
    expect(ruleOf(split)).toBe('split_unavailable');
    expect(ruleOf(await as('plain', PAY, { s: s.id }))).toBe('monthly_limit');
    const [row] = await db()
      .select({ type: paymentCheckoutSessions.payment_type })
      .from(paymentCheckoutSessions)
      .where(eq(paymentCheckoutSessions.id, s.id));
    expect(row.type).toBe('PERSONAL');
  });
});
