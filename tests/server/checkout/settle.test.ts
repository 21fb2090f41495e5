import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import {
  beginGatewayPayment,
  recordGatewayFailure,
  recordGatewayPayment,
} from '../../../server/domain/checkout/settle';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { call } from '../accounts/support';
import { inDays } from '../support/inventory-builders';
import {
  addDetails,
  CREATE_CART,
  SESSION_FIELDS,
  hotelInput,
  pay,
  useCheckoutApp,
} from './support';

// Many carts of one traveller on one room, each held, race their payments here: more than the
// hold limits let one account keep (those are tested in hold-limits.test.ts).
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 20, people: ['hoa', 'agent', 'stranger'] },
);
const PRICE = 2_210_000;

const newCart = async () => {
  const r = await pay(t().app, world.users.hoa.token, CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users.hoa.token, r.data.create_cart.id);
  return r.data.create_cart as { id: string; cart_token: string };
};
const one = async (query: ReturnType<typeof sql>) => {
  const { rows } = await t().database.db.execute<Record<string, unknown>>(query);
  return rows[0];
};
const roomsLeft = async () =>
  Number(
    (
      await one(sql`select allotment as n from room_daily_rates
        where room_type_id = ${world.hotel.roomTypeId}::uuid and date = ${world.hotel.checkIn}::date`)
    ).n,
  );
const success = (
  sessionId: string,
  extra: Partial<Parameters<typeof recordGatewayPayment>[1]> = {},
) =>
  recordGatewayPayment(t().database.db, {
    sessionId,
    method: 'VNPAY',
    amount: PRICE,
    currency: 'VND',
    details: { vnp_TransactionNo: '14012345' },
    now: t().clock.now(),
    ...extra,
  });

describe('a gateway payment settles into exactly one order', () => {
  it('50 confirmations at once: one SUCCESSFUL order, inventory consumed once', async () => {
    const db = t().database.db;
    const session = await newCart();
    const before = await roomsLeft();
    const started = await beginGatewayPayment(
      db,
      world.users.hoa.id,
      session.id,
      'VNPAY',
      t().clock.now(),
    );
    expect(started.status).toBe('PROCESSING');
    // Meanwhile the wallet may not pay it too.
    const wallet = await pay(
      t().app,
      world.users.hoa.token,
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id } }`,
      { s: session.id },
    );
    expect(wallet.errors![0].extensions.fields[0].rule).toBe('in_progress');
    const orders = await Promise.all(Array.from({ length: 50 }, () => success(session.id)));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(orders.every((o) => o.status === 'SUCCESSFUL' && o.payment_method === 'VNPAY')).toBe(
      true,
    );
    expect(
      await one(
        sql`select count(*)::int as n from user_orders where payment_checkout_session_id = ${session.id}::uuid`,
      ),
    ).toEqual({ n: 1 });
    expect(
      await one(sql`select status from payment_checkout_sessions where id = ${session.id}::uuid`),
    ).toEqual({ status: 'COMPLETED' });
    expect(
      await one(sql`select count(*)::int as n from checkout_holds
        where payment_checkout_session_id = ${session.id}::uuid and state = 'CONSUMED'`),
    ).toEqual({ n: 2 });
    expect(await roomsLeft()).toBe(before);
  });

  it('refuses an amount other than the checkout and changes nothing', async () => {
    const session = await newCart();
    await expect(success(session.id, { amount: PRICE - 1 })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(
      await one(
        sql`select count(*)::int as n from user_orders where payment_checkout_session_id = ${session.id}::uuid`,
      ),
    ).toEqual({ n: 0 });
  });

  it('after a decline the traveller pays another way', async () => {
    const db = t().database.db;
    const session = await newCart();
    await beginGatewayPayment(db, world.users.hoa.id, session.id, 'CARD', t().clock.now());
    const failed = await recordGatewayFailure(db, {
      sessionId: session.id,
      method: 'CARD',
      details: { decline_code: 'card_declined' },
      now: t().clock.now(),
    });
    expect(failed!.status).toBe('FAILED');
    await creditWalletTopUp(db, world.users.hoa.id, PRICE, 'VND', 'top-up:hoa-1');
    const paid = await pay(
      t().app,
      world.users.hoa.token,
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status payment_method { type } } }`,
      { s: session.id },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data.pay_with_wallet).toMatchObject({
      id: failed!.id,
      status: 'SUCCESSFUL',
      payment_method: { type: 'WALLET' },
    });
  });

  it('a success after the hold lapsed takes the rooms again, or fails for a refund when they are gone', async () => {
    const db = t().database.db;
    const late = await newCart();
    const gone = await newCart();
    for (const s of [late, gone]) {
      await beginGatewayPayment(db, world.users.hoa.id, s.id, 'VNPAY', t().clock.now());
    }
    t().clock.advance((15 + 30) * 60);
    expect(await releaseExpiredHolds(db, t().clock.now())).toBeGreaterThanOrEqual(2);
    const free = await roomsLeft();
    const ok = await success(late.id);
    expect(ok.status).toBe('SUCCESSFUL');
    expect(await roomsLeft()).toBe(free - 1);
    await db.execute(sql`update room_daily_rates set allotment = 0
      where room_type_id = ${world.hotel.roomTypeId}::uuid and date = ${world.hotel.checkIn}::date`);
    const refused = await success(gone.id);
    expect(refused.status).toBe('FAILED');
    expect(refused.payment_details).toMatchObject({
      reason: 'sold_out_after_payment',
      refund_required: true,
    });
  });
});

describe('an agent books for a traveller', () => {
  it('records the traveller, the booker and the payer; the traveller sees it, a stranger does not', async () => {
    const db = t().database.db;
    const { agent, hoa, stranger } = world.users;
    await db.execute(sql`update users set role = 'AGENT' where id = ${agent.id}::uuid`);
    await db.execute(sql`insert into travel_agent_travellers (agent_user_id, traveller_user_id)
      values (${agent.id}::uuid, ${hoa.id}::uuid)`);
    const asAgent = (query: string, variables: Record<string, unknown>) =>
      call(t().app, 'POST', '/graphql/payments', {
        body: { query, variables },
        token: agent.token,
        headers: { 'x-patron-id': hoa.id },
      });
    const made = await asAgent(
      `mutation($input: CreateCartInput!) { create_cart(input: $input) { ${SESSION_FIELDS} } }`,
      {
        // Other dates: the test before sold out the first night of the usual ones.
        input: hotelInput(world, {
          rate_id: `${world.hotel.roomTypeId}:${world.hotel.planId}:${inDays(20)}:${inDays(21)}:1`,
        }),
      },
    );
    expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
    const session = made.body.data.create_cart;
    await addDetails(t(), hoa.token, session.id);
    expect(
      await one(
        sql`select user_id, booked_by from payment_checkout_sessions where id = ${session.id}::uuid`,
      ),
    ).toEqual({ user_id: hoa.id, booked_by: agent.id });
    // Acting for hoa, the wallet that pays is hoa's (docs/permissions.md "Acting for").
    await creditWalletTopUp(db, hoa.id, session.price, 'VND', 'top-up:agent-1');
    const paid = await asAgent(
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`,
      { s: session.id },
    );
    expect(paid.body.data.pay_with_wallet.status).toBe('SUCCESSFUL');
    expect(
      await one(
        sql`select user_id, booked_by, paid_by from user_orders where payment_checkout_session_id = ${session.id}::uuid`,
      ),
    ).toEqual({ user_id: hoa.id, booked_by: agent.id, paid_by: hoa.id });
    const read = `query($c: String!) { payment_checkout_session_light(cart_token: $c) { status } }`;
    const byTraveller = await pay(t().app, hoa.token, read, { c: session.cart_token });
    expect(byTraveller.data.payment_checkout_session_light.status).toBe('COMPLETED');
    const byStranger = await pay(t().app, stranger.token, read, { c: session.cart_token });
    expect(byStranger.data.payment_checkout_session_light).toBeNull();
  });
});
