import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { corporateCredits, corporateStaffs } from '../../../server/db/schema';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import {
  followUpOrder,
  sweepOrderFollowUps,
} from '../../../server/domain/checkout/order-follow-ups';
import { MAX_REFUND_ATTEMPTS, REFUND_RETRY_MINUTES } from '../../../server/domain/checkout/refunds';
import { recordGatewayPayment } from '../../../server/domain/checkout/settle';
import { creditWalletTopUp, walletBalance } from '../../../server/domain/ledger/service';
import { buildCorporate } from '../support/corporate-builders';
import { corporateBalanceOf, corporateEntries } from '../support/corporate-ledger';
import { inDays } from '../support/inventory-builders';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';
import {
  confirmCard,
  count,
  deliverWebhook,
  followUpDeps,
  mailsOf,
  signedIntentEvent,
  startCard,
  stripeRefunds,
  webhooksLost,
} from './support-refunds';

/*
 * A paid order that cannot be booked is given back exactly once, whatever triggers it: the
 * supplier refuses after payment (the hotel withdrew the night, the airline cancelled the
 * flight), or a gateway's success arrives after the hold lapsed and the room sold out.
 */

const { t, world } = useCheckoutApp(
  {},
  { seats: 9, rooms: 20, people: ['hoa', 'lan', 'staff', 'boss', 'stranger'] },
);

const ORDER = `query($s: ID) { user_order(payment_checkout_session_id: $s) {
  id status price payment_method { type } } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) {
  id status price } }`;
const CORPORATE = `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) {
  id status price } }`;
const SESSION = `query($c: String!) { payment_checkout_session(cart_token: $c) { status } }`;

type Cart = { id: string; cart_token: string; price: number };
const db = () => t().database.db;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

async function cart(who: string, input: Record<string, unknown> = hotelInput(world)) {
  const r = await as(who, CREATE_CART, { input });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart as Cart;
}
const orderOf = async (who: string, c: Cart) =>
  (await as(who, ORDER, { s: c.id })).data.user_order as {
    id: string;
    status: string;
    price: number;
  } | null;
const roomsOn = async (date: string) =>
  count(
    t(),
    sql`select allotment as n from room_daily_rates
      where room_type_id = ${world.hotel.roomTypeId}::uuid and date = ${date}::date`,
  );
const secondNight = () => inDays(6);

/** The hotel takes the first night off sale (as a supplier withdraws a room); undone after. */
async function nightWithdrawn<T>(fn: () => Promise<T>): Promise<T> {
  const { rows } = await db().execute<{ price: number; currency: string; allotment: number }>(
    sql`delete from room_daily_rates
      where room_type_id = ${world.hotel.roomTypeId}::uuid and date = ${world.hotel.checkIn}::date
      returning price, currency, allotment`,
  );
  try {
    return await fn();
  } finally {
    const r = rows[0];
    await db()
      .execute(sql`insert into room_daily_rates (room_type_id, date, price, currency, allotment)
      values (${world.hotel.roomTypeId}::uuid, ${world.hotel.checkIn}::date, ${r.price}, ${r.currency}, ${r.allotment})`);
  }
}

const rewardsOf = async (orderId: string) => ({
  points: await count(
    t(),
    sql`select count(*) as n from user_point_entries where user_order_id = ${orderId}::uuid`,
  ),
  cashBack: await count(
    t(),
    sql`select count(*) as n from ledger_transactions
      where user_order_id = ${orderId}::uuid and kind = 'CASH_BACK'`,
  ),
  history: await count(
    t(),
    sql`select count(*) as n from user_history_entries where user_order_id = ${orderId}::uuid`,
  ),
});

describe('card: the hotel refuses after Stripe took the money', () => {
  it('the order ends REFUNDED through one sandbox refund; the traveller is told once, in Vietnamese', async () => {
    const c = await cart('hoa');
    const intent = await startCard(t(), world.users.hoa.token, c.id);
    const night2 = await roomsOn(secondNight());
    await nightWithdrawn(async () => {
      expect((await confirmCard(t(), intent)).status).toBe('succeeded');
    });
    const order = await orderOf('hoa', c);
    expect(order).toMatchObject({ status: 'REFUNDED', price: c.price });
    const refunds = await stripeRefunds(t(), intent.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: c.price, status: 'succeeded' })]);
    // The checkout is cancelled and the night still sold goes back on sale.
    expect(
      (await as('hoa', SESSION, { c: c.cart_token })).data.payment_checkout_session.status,
    ).toBe('CANCELLED');
    expect(await roomsOn(secondNight())).toBe(night2 + 1);
    expect(await rewardsOf(order!.id)).toEqual({ points: 0, cashBack: 0, history: 0 });
    const mails = await mailsOf(t(), order!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Đặt chỗ không thành công — Wayfare hoàn tiền cho bạn');
    expect(mails[0].text).toContain('Wayfare hoàn lại toàn bộ');
    expect(mails[0].text).toContain('Tiền đã được hoàn.');
    expect(mails[0].to).toBe('traveller@travel.example');

    // Stripe's retries of the webhook, and any follow-up, change nothing more.
    const event = await signedIntentEvent(t(), intent.id);
    for (const r of await Promise.all(
      Array.from({ length: 10 }, () => deliverWebhook(t(), event)),
    )) {
      expect(r.statusCode).toBe(200);
    }
    await sweepOrderFollowUps(followUpDeps(t()), t().clock.now(), (e) => {
      throw e;
    });
    expect(await stripeRefunds(t(), intent.id)).toHaveLength(1);
    expect(await mailsOf(t(), order!.id)).toHaveLength(1);
  });

  it('50 concurrent webhook deliveries and follow-ups of a lost one: one settlement, one refund, one e-mail', async () => {
    const c = await cart('hoa');
    const intent = await startCard(t(), world.users.hoa.token, c.id);
    const order = await orderOf('hoa', c);
    const answers = await nightWithdrawn(async () => {
      await webhooksLost(t(), () => confirmCard(t(), intent));
      // Stripe has the money; Wayfare has not heard yet.
      expect((await orderOf('hoa', c))?.status).toBe('PROCESSING');
      const event = await signedIntentEvent(t(), intent.id);
      const deps = followUpDeps(t());
      // Stripe's retries and Wayfare's follow-ups, all at once.
      return Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2
            ? deliverWebhook(t(), event).then((r) => r.statusCode)
            : followUpOrder(deps, order!.id, t().clock.now()).then(() => 200),
        ),
      );
    });
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(await orderOf('hoa', c)).toMatchObject({ status: 'REFUNDED' });
    expect(await stripeRefunds(t(), intent.id)).toHaveLength(1);
    // One claim of the refund, so one request to Stripe.
    expect(
      await count(
        t(),
        sql`select (refund_details->>'attempts')::int as n from user_orders where id = ${order!.id}::uuid`,
      ),
    ).toBe(1);
    expect(await mailsOf(t(), order!.id)).toHaveLength(1);
    expect(
      await count(
        t(),
        sql`select count(*) as n from user_orders where payment_checkout_session_id = ${c.id}::uuid`,
      ),
    ).toBe(1);
  });

  it('the card rail answers the refund it already made, and refuses what was never paid', async () => {
    const c = await cart('hoa');
    const intent = await startCard(t(), world.users.hoa.token, c.id);
    const rail = t().app.paymentRails.CARD!;
    const ask = (providerTxnId: string) =>
      rail.refund!({
        orderRef: `REF${c.id.slice(0, 8).toUpperCase()}`,
        providerTxnId,
        amount: c.price,
        paidAt: t().clock.now(),
        reason: 'test',
      });
    await expect(ask(intent.id)).rejects.toMatchObject({ providerCode: 'charge_not_refundable' });
    expect((await confirmCard(t(), intent)).status).toBe('succeeded');
    const [first, again] = [await ask(intent.id), await ask(intent.id)];
    expect(first).toMatchObject({ status: 'SUCCEEDED', providerCode: 'succeeded' });
    expect(again.providerRefundId).toBe(first.providerRefundId);
    expect(await stripeRefunds(t(), intent.id)).toHaveLength(1);
  });

  it('a success after the hold lapsed and the room sold out (refund_required) is refunded', async () => {
    const c = await cart('hoa');
    const intent = await startCard(t(), world.users.hoa.token, c.id);
    t().clock.advance((15 + 31) * 60);
    await releaseExpiredHolds(db(), t().clock.now());
    const left = await roomsOn(world.hotel.checkIn);
    await db().execute(sql`update room_daily_rates set allotment = 0
      where room_type_id = ${world.hotel.roomTypeId}::uuid and date = ${world.hotel.checkIn}::date`);
    try {
      expect((await confirmCard(t(), intent)).status).toBe('succeeded');
    } finally {
      await db().execute(sql`update room_daily_rates set allotment = ${left}
        where room_type_id = ${world.hotel.roomTypeId}::uuid and date = ${world.hotel.checkIn}::date`);
    }
    const order = await orderOf('hoa', c);
    expect(order?.status).toBe('REFUNDED');
    expect(await stripeRefunds(t(), intent.id)).toHaveLength(1);
    const [row] = (
      await db().execute<{ refund_status: string; reason: string }>(
        sql`select refund_status, refund_details->>'reason' as reason from user_orders where id = ${order!.id}::uuid`,
      )
    ).rows;
    expect(row).toEqual({ refund_status: 'SUCCEEDED', reason: 'sold_out_after_payment' });
    expect(
      (await as('hoa', SESSION, { c: c.cart_token })).data.payment_checkout_session.status,
    ).toBe('EXPIRED');
    expect(await mailsOf(t(), order!.id)).toHaveLength(1);
  });
});

describe('a refund the gateway refuses', () => {
  it('is asked again after a while, then left to accounting, and the traveller is told', async () => {
    const c = await cart('hoa');
    await startCard(t(), world.users.hoa.token, c.id);
    // A payment Stripe does not know (its PaymentIntent is gone): every refund is refused.
    const order = await nightWithdrawn(() =>
      recordGatewayPayment(db(), {
        sessionId: c.id,
        method: 'CARD',
        amount: c.price,
        currency: 'VND',
        details: { order_ref: 'LOSTINTENT01', provider_txn_id: 'pi_unknownintent' },
        now: t().clock.now(),
      }),
    );
    expect(order.status).toBe('FAILED');
    const deps = followUpDeps(t());
    const state = async () =>
      (
        await db().execute<{ status: string; attempts: number; code: string }>(
          sql`select refund_status as status, (refund_details->>'attempts')::int as attempts,
            refund_details->'error'->>'code' as code from user_orders where id = ${order.id}::uuid`,
        )
      ).rows[0];
    await followUpOrder(deps, order.id, t().clock.now());
    expect(await state()).toEqual({ status: 'FAILED', attempts: 1, code: 'resource_missing' });
    // Not again at once …
    await followUpOrder(deps, order.id, t().clock.now());
    expect((await state()).attempts).toBe(1);
    expect(await mailsOf(t(), order.id)).toHaveLength(0);
    // … but every REFUND_RETRY_MINUTES, until accounting takes over.
    for (let i = 2; i <= MAX_REFUND_ATTEMPTS; i++) {
      t().clock.advance(REFUND_RETRY_MINUTES * 60);
      await sweepOrderFollowUps(deps, t().clock.now(), (e) => {
        throw e;
      });
    }
    expect(await state()).toMatchObject({ status: 'MANUAL', attempts: MAX_REFUND_ATTEMPTS });
    expect((await orderOf('hoa', c))?.status).toBe('FAILED');
    const mails = await mailsOf(t(), order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Việc hoàn tiền đang được xử lý');
  });
});

describe('wallet: the airline cancels the flight after the wallet paid', () => {
  it('the payment and its reversal are in the ledger, the balance is whole again, once for 50 tries', async () => {
    const lan = world.users.lan;
    await creditWalletTopUp(db(), lan.id, 5_000_000, 'VND', 'top-up:lan-refund');
    const before = await walletBalance(db(), lan.id);
    const input = {
      flight: { departure: { id: world.back.optionId, seat_class_id: world.back.seatClassId } },
    };
    const c = await cart('lan', input);
    // The airline cancels the flight: its fares are withdrawn with it.
    await db().execute(
      sql`delete from flight_fares where instance_id = ${world.back.instanceId}::uuid`,
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => as('lan', WALLET, { s: c.id })),
    );
    const refunded = answers.filter((r) => r.data?.pay_with_wallet?.status === 'REFUNDED');
    expect(refunded).toHaveLength(1);
    for (const r of answers.filter((a) => a.errors)) {
      expect(r.errors![0].extensions.fields[0].rule).toBe('not_open');
    }
    const orderId = refunded[0].data.pay_with_wallet.id as string;
    expect(await walletBalance(db(), lan.id)).toBe(before);
    const kinds = await db().execute<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from ledger_transactions
        where user_order_id = ${orderId}::uuid group by kind order by kind`,
    );
    expect(kinds.rows).toEqual([
      { kind: 'ORDER_PAYMENT', n: 1 },
      { kind: 'ORDER_REFUND', n: 1 },
    ]);
    // Every movement balances, and so does the ledger as a whole.
    expect(
      await count(
        t(),
        sql`select count(*) as n from (select transaction_id from ledger_entries
          group by transaction_id having sum(amount) <> 0) x`,
      ),
    ).toBe(0);
    expect(await count(t(), sql`select coalesce(sum(amount), 0) as n from ledger_entries`)).toBe(0);
    expect(await rewardsOf(orderId)).toEqual({ points: 0, cashBack: 0, history: 0 });
    const mails = await mailsOf(t(), orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('ví Wayfare');
  });
});

describe('corporate: the hotel refuses after the company paid', () => {
  let corp = '';
  beforeAll(async () => {
    corp = await buildCorporate(db(), {
      owner: world.users.boss.id,
      name: 'Refund Co',
      members: [{ user: world.users.staff.id }],
    });
    await db().insert(corporateCredits).values({ corporate_id: corp, max_debt: 100_000_000 });
  });

  it('releases the credit line, the staff member’s and the month’s usage', async () => {
    const first = await cart('staff');
    await db()
      .update(corporateStaffs)
      .set({ monthly_limit: first.price })
      .where(eq(corporateStaffs.user_id, world.users.staff.id));
    // 50 presses of "pay" at once: one charge, released once.
    const answers = await nightWithdrawn(() =>
      Promise.all(Array.from({ length: 50 }, () => as('staff', CORPORATE, { s: first.id }))),
    );
    const done = answers.filter((a) => a.data?.pay_with_corporate?.status === 'REFUNDED');
    expect(done).toHaveLength(1);
    const r = done[0];
    const charges = await db().execute<{ n: number; released: number }>(
      sql`select count(*)::int as n, count(refunded_at)::int as released from corporate_payments
        where payment_checkout_session_id = ${first.id}::uuid`,
    );
    expect(charges.rows[0]).toEqual({ n: 1, released: 1 });
    expect(await corporateBalanceOf(db(), corp)).toBe(0);
    const moves = (await corporateEntries(db(), corp)).filter((e) =>
      e.idempotency_key.endsWith(`:${first.id}`),
    );
    expect(moves.map((e) => [e.kind, e.amount, e.balance_after, e.legs_sum])).toEqual([
      ['ORDER_PAYMENT', -first.price, -first.price, 0],
      ['ORDER_REFUND', first.price, 0, 0],
    ]);
    const [staff] = await db()
      .select()
      .from(corporateStaffs)
      .where(eq(corporateStaffs.user_id, world.users.staff.id));
    expect(staff.used_balance).toBe(0);
    // The refunded trip no longer counts: the monthly limit still allows a trip of that price.
    const second = await cart('staff');
    const paid = await as('staff', CORPORATE, { s: second.id });
    expect(paid.errors).toBeUndefined();
    expect(paid.data.pay_with_corporate.status).toBe('SUCCESSFUL');
    expect((await mailsOf(t(), r.data.pay_with_corporate.id))[0].text).toContain(
      'tài khoản doanh nghiệp',
    );
  });
});

describe('another user', () => {
  it('cannot see a refunded order or trigger anything on its checkout', async () => {
    const c = await cart('hoa');
    await creditWalletTopUp(db(), world.users.hoa.id, 5_000_000, 'VND', 'top-up:hoa-refund');
    const r = await nightWithdrawn(() => as('hoa', WALLET, { s: c.id }));
    expect(r.data.pay_with_wallet.status).toBe('REFUNDED');
    expect(await orderOf('stranger', c)).toBeNull();
    const tried = await as('stranger', WALLET, { s: c.id });
    expect(tried.errors![0].extensions.code).toBe('NOT_FOUND');
    const card = await as(
      'stranger',
      `mutation($s: ID) { create_stripe_payment_intent(payment_checkout_session_id: $s) { id } }`,
      { s: c.id },
    );
    expect(card.errors![0].extensions.code).toBe('NOT_FOUND');
    expect(await orderOf('hoa', c)).toMatchObject({ status: 'REFUNDED' });
  });
});
