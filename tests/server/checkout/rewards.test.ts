import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRankConfigurations } from '../../../server/db/schema';
import { creditWalletTopUp, walletBalance } from '../../../server/domain/ledger/service';
import { creditDueCashBacks } from '../../../server/domain/rewards/cash-back';
import { gql } from '../accounts/support';
import { CREATE_CART, addDetails, hotelInput, pay, useCheckoutApp } from './support';

/*
 * Rewards earned when an order is paid (docs/checkout.md "Rewards"): points, history, rank from
 * the last 12 months' spend — in the paying transaction, once; cash back into the wallet after
 * the trip, by its job.
 */

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 80, people: ['an', 'binh', 'other'] });

const PRICE = 2_210_000;
const PAY = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status cash_back { amount } } }`;
const REWARDS = `query { user_spend { amount currency } user_point { point type }
  user_point_history { entries { point type action_type metadata } metadata { after total_count } }
  user_histories { action_type converted_price } }`;
const BALANCE_REWARDS = `query { user_balance_rewards { total_count entries { amount currency type } } }`;

const main = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(t().app, query, variables, { token: world.users[who].token }).then(
    (r) => r.body as { data: any; errors?: any[] }, // eslint-disable-line @typescript-eslint/no-explicit-any
  );
const payments = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

/** A cart with its booking details saved, ready to pay. */
const newCart = async (who: string) => {
  const r = await payments(who, CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const cart = r.data.create_cart as { id: string; price: number; cash_back_rate: number };
  await addDetails(t(), world.users[who].token, cart.id);
  return cart;
};
const fund = (who: string, amount: number, key: string) =>
  creditWalletTopUp(t().database.db, world.users[who].id, amount, 'VND', key);
const rankOf = async (who: string) => {
  const { rows } = await t().database.db.execute<{ rank: string }>(sql`
    select rank from user_ranks where user_id = ${world.users[who].id}::uuid
    order by begin_time desc limit 1`);
  return rows[0]?.rank ?? null;
};

describe('rewards of a paid order', () => {
  it('earn points, history and the rank the spend reaches; the next booking gets cash back', async () => {
    const db = t().database.db;
    // The price list under test (the migration's defaults replaced).
    await db.delete(userRankConfigurations);
    await db.insert(userRankConfigurations).values([
      { rank: 'SILVER', position: 1, price: 2_000_000, currency: 'VND', cash_back_rate: 1 },
      { rank: 'GOLD', position: 2, price: 20_000_000, currency: 'VND', cash_back_rate: 2 },
    ]);
    await fund('an', 10_000_000, 'rewards:an');
    const before = await main('an', REWARDS);
    expect(before.data).toMatchObject({
      user_spend: { amount: 0, currency: 'VND' },
      user_point: { point: 0, type: null },
      user_point_history: { entries: [], metadata: { after: null, total_count: 0 } },
    });
    const first = await newCart('an');
    expect(first.cash_back_rate).toBe(0);
    expect((await payments('an', PAY, { s: first.id })).data.pay_with_wallet.status).toBe(
      'SUCCESSFUL',
    );
    const after = (await main('an', REWARDS)).data;
    expect(after.user_spend).toEqual({ amount: PRICE, currency: 'VND' });
    expect(after.user_point.point).toBe(221); // ⌊2 210 000 / 10 000⌋
    expect(after.user_point_history.entries).toEqual([
      {
        point: 221,
        type: 'REWARD',
        action_type: 'BOOKING',
        metadata: expect.objectContaining({ price: PRICE, product_type: 'HOTEL' }),
      },
    ]);
    expect(after.user_histories).toEqual([{ action_type: 'BOOK_HOTEL', converted_price: PRICE }]);
    expect(await rankOf('an')).toBe('SILVER');

    // SILVER pays 1 % back: the next cart is priced with it; the payment promises it and the
    // job pays it after the stay (docs/manage-booking.md "Cash back"), once however often run.
    const second = await newCart('an');
    expect(second.cash_back_rate).toBe(1);
    const wallet = await walletBalance(db, world.users.an.id);
    const paid = (await payments('an', PAY, { s: second.id })).data.pay_with_wallet;
    expect(paid.cash_back.amount).toBe(22_100);
    expect(await walletBalance(db, world.users.an.id)).toBe(wallet - PRICE);
    expect((await payments('an', BALANCE_REWARDS)).data.user_balance_rewards.total_count).toBe(0);
    expect(await creditDueCashBacks(db, t().clock.now())).toBe(0);
    const afterStay = new Date(t().clock.now().getTime() + 60 * 86_400_000);
    const runs = await Promise.all([
      creditDueCashBacks(db, afterStay),
      creditDueCashBacks(db, afterStay),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await creditDueCashBacks(db, afterStay)).toBe(0);
    expect(await walletBalance(db, world.users.an.id)).toBe(wallet - PRICE + 22_100);
    const rewards = (await payments('an', BALANCE_REWARDS)).data.user_balance_rewards;
    expect(rewards).toEqual({
      total_count: 1,
      entries: [{ amount: 22_100, currency: 'VND', type: 'CASH_BACK' }],
    });
    expect((await main('an', REWARDS)).data.user_point.point).toBe(442);
  });

  it('are earned once when 50 payments of one order arrive at once', async () => {
    await fund('binh', 5_000_000, 'rewards:binh');
    const cart = await newCart('binh');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => payments('binh', PAY, { s: cart.id })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const data = (await main('binh', REWARDS)).data;
    expect(data.user_point.point).toBe(221);
    expect(data.user_point_history.metadata.total_count).toBe(1);
    expect(data.user_histories).toHaveLength(1);
    expect(data.user_spend.amount).toBe(PRICE);
  });

  it('are the signed-in user’s own: another traveller reads none of them', async () => {
    const theirs = (await main('other', REWARDS)).data;
    expect(theirs).toEqual({
      user_spend: { amount: 0, currency: 'VND' },
      user_point: { point: 0, type: null },
      user_point_history: { entries: [], metadata: { after: null, total_count: 0 } },
      user_histories: [],
    });
    expect((await payments('other', BALANCE_REWARDS)).data.user_balance_rewards).toEqual({
      total_count: 0,
      entries: [],
    });
    const anonymous = await gql(t().app, 'query { user_point { point } }');
    const body = anonymous.body as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('pages the point history and refuses bad paging with field errors', async () => {
    const page = (
      await main(
        'an',
        `query { user_point_history(input: { limit: 1 }) {
      entries { point } metadata { after total_count } } }`,
      )
    ).data.user_point_history;
    expect(page.entries).toHaveLength(1);
    expect(page.metadata.total_count).toBe(2);
    const next = (
      await main(
        'an',
        `query($a: String) { user_point_history(input: { limit: 1, after: $a }) {
        entries { point } metadata { after } } }`,
        { a: page.metadata.after },
      )
    ).data.user_point_history;
    expect(next).toEqual({ entries: [{ point: 221 }], metadata: { after: null } });
    const field = async (input: string) => {
      const r = await main(
        'an',
        `query { user_point_history(input: ${input}) { entries { point } } }`,
      );
      expect(r.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      return r.errors?.[0].extensions.fields[0].field;
    };
    expect(await field('{ limit: 0 }')).toBe('limit');
    expect(await field('{ after: "x" }')).toBe('after');
    const histories = await main('an', `query { user_histories(limit: 500) { id } }`);
    expect(histories.errors?.[0].extensions.fields[0]).toMatchObject({ field: 'limit' });
  });
});
