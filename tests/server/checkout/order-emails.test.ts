import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import {
  followUpOrder,
  sweepOrderFollowUps,
} from '../../../server/domain/checkout/order-follow-ups';
import { recordGatewayPayment } from '../../../server/domain/checkout/settle';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { addDetails, CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from './support';
import { confirmCard, followUpDeps, mailsOf, startCard } from './support-refunds';

/*
 * The confirmation e-mail of a paid order, through the mailer (the development outbox here):
 * the hotel voucher or the itinerary, what was paid how, in the traveller's language; sent
 * once per order after the payment commits, whatever retries it.
 */

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 20, people: ['hoa', 'ben'] });

const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;
const ORDER = `query($s: ID) { user_order(payment_checkout_session_id: $s) { id status } }`;
const ITEM = `query($c: String!) { payment_checkout_session(cart_token: $c) {
  shopping_items { product { ... on FlightBooking { departure_flight { booking_code } } } } } }`;

type Cart = { id: string; cart_token: string; price: number };
const db = () => t().database.db;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

async function cart(who: string, input: Record<string, unknown>) {
  const r = await as(who, CREATE_CART, { input });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart as Cart;
}
const noErrors = (e: unknown) => {
  throw e;
};

describe('order confirmation e-mail', () => {
  it('a hotel paid from the wallet: the voucher in Vietnamese, once however often followed up', async () => {
    await creditWalletTopUp(db(), world.users.hoa.id, 10_000_000, 'VND', 'top-up:hoa-mail');
    const c = await cart('hoa', hotelInput(world));
    const r = await as('hoa', WALLET, { s: c.id });
    expect(r.data.pay_with_wallet.status).toBe('SUCCESSFUL');
    const orderId = r.data.pay_with_wallet.id as string;
    const [item] = (
      await db().execute<{ code: string }>(
        sql`select booking_code as code from shopping_items where payment_checkout_session_id = ${c.id}::uuid`,
      )
    ).rows;
    const mails = await mailsOf(t(), orderId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe('traveller@travel.example');
    expect(mail.subject).toBe('Xác nhận đặt phòng Sea Breeze');
    const [y, m, d] = world.hotel.checkIn.split('-');
    expect(mail.text).toContain('Phòng của bạn đã được đặt.');
    expect(mail.text).toContain(`Nhận phòng ${d}/${m}/${y}`);
    expect(mail.text).toContain('1 × Deluxe; 2 người lớn');
    expect(mail.text).toContain('Khách chính: Nguyen Van A');
    expect(mail.text).toContain(`Số xác nhận: ${item.code}`);
    expect(item.code).toMatch(/^WF\d{8}$/);
    const amount = new Intl.NumberFormat('vi-VN', {
      style: 'currency',
      currency: 'VND',
      currencyDisplay: 'code',
    })
      .format(c.price)
      .replace(/\u00a0/g, ' ');
    expect(mail.text).toContain(`Đã thanh toán ${amount} bằng ví Wayfare.`);
    expect(mail.text).toContain(`${t().config.paymentRails.origin}/account/bookings`);

    const deps = followUpDeps(t());
    await Promise.all(
      Array.from({ length: 20 }, () => followUpOrder(deps, orderId, t().clock.now())),
    );
    await sweepOrderFollowUps(deps, t().clock.now(), noErrors);
    expect(await mailsOf(t(), orderId)).toHaveLength(1);
  });

  it('a flight paid by card: the itinerary in English with its PNR and passengers', async () => {
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, world.users.ben.id));
    const c = await cart('ben', flightInput(world, { n_o_a: 2 }));
    const intent = await startCard(t(), world.users.ben.token, c.id);
    expect((await confirmCard(t(), intent)).status).toBe('succeeded');
    const order = (await as('ben', ORDER, { s: c.id })).data.user_order;
    expect(order.status).toBe('SUCCESSFUL');
    const pnr = (await as('ben', ITEM, { c: c.cart_token })).data.payment_checkout_session
      .shopping_items[0].product.departure_flight.booking_code as string;
    expect(pnr).toMatch(/^[A-Z2-9]{6}$/);
    const mails = await mailsOf(t(), order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Flight booking confirmed: ${pnr}`);
    expect(mails[0].text).toMatch(/^Hello NGUYEN KHACH A,\n\nYour flight is booked\./);
    expect(mails[0].text).toMatch(/Flight VN213: .*\(HAN\) 08:00 .* → .*\(SGN\) 10:10 /);
    expect(mails[0].text).toContain(`Booking code (PNR): ${pnr}`);
    expect(mails[0].text).toContain('Passengers: NGUYEN KHACH A, NGUYEN KHACH B');
    // The card as Stripe's Charge reported it: its network and last 4.
    expect(mails[0].text).toMatch(/Paid VND[\s\u00a0]?[\d,]+ by card Visa •••• 4242\./);
    expect(mails[0].text).toContain('Your e-ticket (PDF) is attached');
  });

  it('a payment settled without a follow-up (a crash) is confirmed by the sweep, once', async () => {
    const c = await cart('hoa', hotelInput(world));
    await startCard(t(), world.users.hoa.token, c.id);
    const order = await recordGatewayPayment(db(), {
      sessionId: c.id,
      method: 'CARD',
      amount: c.price,
      currency: 'VND',
      details: { provider_txn_id: 'pi_crashed' },
      now: t().clock.now(),
    });
    expect(order.status).toBe('SUCCESSFUL');
    expect(await mailsOf(t(), order.id)).toHaveLength(0);
    const deps = followUpDeps(t());
    await Promise.all([
      sweepOrderFollowUps(deps, t().clock.now(), noErrors),
      sweepOrderFollowUps(deps, t().clock.now(), noErrors),
    ]);
    await sweepOrderFollowUps(deps, t().clock.now(), noErrors);
    expect(await mailsOf(t(), order.id)).toHaveLength(1);
  });
});
