import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepChangeNotices } from '../../../server/domain/bookings/change-email';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { buildFlight, inDays } from '../support/inventory-builders';
import { addDetails, CREATE_CART, pay, useCheckoutApp } from '../checkout/support';
import { followUpDeps, mailsOf } from '../checkout/support-refunds';
import { pdfText } from '../documents/poppler';
import { formatWallTime } from '../../../server/mail/format';
import { orderNumber } from '../../../common/booking-number';

/*
 * What a flight change tells the traveller (docs/manage-booking.md "Changing a flight"): the
 * booking_changed e-mail carries the new flight with its terminals and its times at the
 * airports, the e-ticket numbers reissued for it, the fare difference, the fee and how the total
 * was paid, in the reader's language; it is sent by the order follow-ups sweep when the outbox
 * could not be written at the change (two sweeps → one e-mail); and the booking's PDF lists the
 * change.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  { seats: 9, rooms: 5, people: ['lan', 'kate', 'swept', 'plain'] },
);

const CHANGE = `mutation($id: ID!, $leg: String!, $f: ID!, $s: ID!) {
  change_booking(id: $id, leg: $leg, flight_id: $f, seat_class_id: $s) {
    booking_codes changes { total } } }`;
const TICKETS = `query($id: ID!) { user_booking(id: $id) {
  flights { flight_code tickets { passenger number } } } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;

const db = () => t().database.db;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

/** HAN → SGN (Vietnam Airlines: Nội Bài T1, Tân Sơn Nhất T3) in 12 days at 09:00. */
let booked: string;
/** The same route and fare in 14 days at 15:00, arriving 17:10: 500,000 dearer. */
let dearer: string;

const opt = (instance: string) => ({
  f: `local:${instance}:ECONOMY`,
  s: `local:${instance}:VN-ECO_CLASSIC`,
});

beforeAll(async () => {
  const leg = { from: 'HAN', to: 'SGN', minutes: 130 };
  const classic = (adult: [number, number]) => [{ plan: 'VN-ECO_CLASSIC', adult }];
  booked = await buildFlight(db(), {
    ...leg,
    date: inDays(12),
    code: 'VN241',
    depart: '09:00',
    fares: classic([1_500_000, 150_000]),
  });
  dearer = await buildFlight(db(), {
    ...leg,
    date: inDays(14),
    code: 'VN247',
    depart: '15:00',
    fares: classic([2_000_000, 150_000]),
  });
  await db().execute(sql`update users set locale = 'en' where id = ${world.users.kate.id}::uuid`);
});

/** One adult on the booked flight, paid from the wallet; the order id. */
async function paidFlight(who: string) {
  await creditWalletTopUp(db(), world.users[who].id, 5_000_000, 'VND', `top-up:${who}`);
  const r = await as(who, CREATE_CART, {
    input: { flight: { departure: { id: opt(booked).f, seat_class_id: opt(booked).s } } },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  const paid = await as(who, WALLET, { s: r.data.create_cart.id });
  expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
  return paid.data.pay_with_wallet.id as string;
}

const ticketsOf = async (who: string, orderId: string) =>
  (await as(who, TICKETS, { id: orderId })).data.user_booking.flights[0].tickets as {
    passenger: string;
    number: string;
  }[];

/** Changes `who`'s booking to the dearer flight; the new booking code. */
async function changeToDearer(who: string, orderId: string) {
  const r = await as(who, CHANGE, { id: orderId, leg: 'departure', ...opt(dearer) });
  expect(r.errors).toBeUndefined();
  expect(r.data.change_booking.changes).toEqual([{ total: 1_100_000 }]);
  return r.data.change_booking.booking_codes[0] as string;
}

const changeMails = async (orderId: string, subject: RegExp) =>
  (await mailsOf(t(), orderId)).filter((m) => subject.test(m.subject ?? ''));

const download = (id: string, who: string, locale: 'vi' | 'en') =>
  t().app.inject({
    method: 'GET',
    url: `/api/v1/bookings/${id}/document?locale=${locale}`,
    headers: { authorization: `Bearer ${world.users[who].token}` },
  });

/** '2026-12-10' → '10/12/2026', as the PDF writes a date. */
const dmy = (iso: string) => iso.split('-').reverse().join('/');

let lanOrder: string;
let lanPnr: string;
/** Lan's booking code and e-ticket before the change. */
let lanOld: { pnr: string; ticket: string };

describe('a flight change’s messages and documents', () => {
  it('the e-mail in Vietnamese: the new flight with its terminals and local times, the reissued e-tickets, the money', async () => {
    lanOrder = await paidFlight('lan');
    const [oldTicket] = await ticketsOf('lan', lanOrder);
    const { rows } = await db().execute<{ pnr: string }>(
      sql`select booking_code as pnr from shopping_items i join user_orders o
        on o.payment_checkout_session_id = i.payment_checkout_session_id
        where o.id = ${lanOrder}::uuid`,
    );
    lanOld = { pnr: rows[0].pnr, ticket: oldTicket.number };
    lanPnr = await changeToDearer('lan', lanOrder);
    expect(lanPnr).not.toBe(lanOld.pnr);
    const [newTicket] = await ticketsOf('lan', lanOrder);
    expect(newTicket.number).toMatch(/^738\d{10}$/);
    expect(newTicket.number).not.toBe(oldTicket.number);

    const mails = await changeMails(lanOrder, /^Đã đổi chuyến bay/);
    expect(mails).toHaveLength(1);
    const text = mails[0].text;
    expect(text).toContain(`Mã đặt chỗ mới: ${lanPnr}`);
    expect(text).toContain(`Số vé điện tử mới của ${newTicket.passenger}: ${newTicket.number}`);
    expect(text).not.toContain(oldTicket.number);
    // The new itinerary as the confirmation writes it: times at the airports, terminals.
    expect(text).toMatch(
      /Chuyến VN247: Hà Nội \(HAN\) [^\n]*15:00[^\n]*→ [^\n]*\(SGN\) [^\n]*17:10/,
    );
    expect(text).toContain('Nhà ga đi: T1 · Nhà ga đến: T3');
    expect(text).toContain(`Số vé điện tử của ${newTicket.passenger}: ${newTicket.number}`);
    expect(text).toContain('Chênh lệch giá vé: 500.000');
    expect(text).toContain('Phí đổi vé: 600.000');
    expect(text).toContain('Tổng cộng: 1.100.000');
    expect(text).toMatch(/Đã thanh toán 1\.100\.000[^\n]* từ ví Wayfare\./);
    expect(text).toContain('Vé điện tử mới (PDF) đính kèm thư này');
    expect(text).toContain('Tệp lịch (.ics) đính kèm cập nhật chuyến bay trong lịch của bạn.');

    // The e-ticket as it is now, and the calendar's flight moved: the confirmation's event
    // (same UID), revision 1, at the new flight's time (15:00 in Hà Nội = 08:00 UTC).
    const number = orderNumber(lanOrder);
    expect(mails[0].attachments.map((a) => a.filename)).toEqual([
      `ve-dien-tu-${number}.pdf`,
      `wayfare-${number}.ics`,
    ]);
    const pdf = pdfText(Buffer.from(mails[0].attachments[0].content, 'base64')).normalize('NFC');
    expect(pdf).toContain(`${newTicket.passenger}: ${newTicket.number}`);
    expect(pdf.replace(/\s+/g, ' ')).toContain(`Số vé đã huỷ: ${oldTicket.number}`);
    const ics = mails[0].attachments[1].content.split('\r\n');
    expect(ics).toContain(`UID:${lanOrder}-0@wayfare`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`DTSTART:${inDays(14).replace(/-/g, '')}T080000Z`);
    expect(ics).toContain('SUMMARY:VN247 HAN → SGN');
    const confirmation = (await mailsOf(t(), lanOrder)).find((m) =>
      m.subject?.startsWith('Xác nhận'),
    )!;
    expect(confirmation.attachments[1].content).toContain(`UID:${lanOrder}-0@wayfare`);
    expect(confirmation.attachments[1].content).not.toContain('SEQUENCE');
  });

  it('the e-mail in English for a traveller who reads English', async () => {
    const orderId = await paidFlight('kate');
    const pnr = await changeToDearer('kate', orderId);
    const [ticket] = await ticketsOf('kate', orderId);
    const mails = await changeMails(orderId, /^Flight changed/);
    expect(mails).toHaveLength(1);
    const text = mails[0].text;
    expect(mails[0].subject).toBe(`Flight changed: ${pnr}`);
    expect(text).toContain(`New e-ticket number of ${ticket.passenger}: ${ticket.number}`);
    expect(text).toContain('Departure terminal: T1 · Arrival terminal: T3');
    expect(text).toMatch(
      /Flight VN247: [^\n]*\(HAN\) [^\n]*15:00[^\n]*→ [^\n]*\(SGN\) [^\n]*17:10/,
    );
    expect(text).toContain('Fare difference: VND 500,000');
    expect(text).toContain('Change fee: VND 600,000');
    expect(text).toContain('VND 1,100,000 was paid from your Wayfare wallet.');
    expect(text).toContain('Your updated e-ticket (PDF) is attached');
    expect(text).toContain('The attached calendar file (.ics) moves the flight in your calendar.');
  });

  it('an e-mail the outbox could not take at the change is sent by the follow-up sweep, once for two sweeps', async () => {
    const orderId = await paidFlight('swept');
    // The outbox refuses the change's e-mail while the change is made (its claim is freed).
    await db().execute(sql`create or replace function refuse_change_mail() returns trigger
      language plpgsql as $$ begin
        if new.subject like 'Đã đổi chuyến bay%' then raise exception 'outbox unavailable'; end if;
        return new; end $$`);
    await db().execute(sql`create trigger refuse_change_mail before insert on dev_outbox_messages
      for each row execute function refuse_change_mail()`);
    let pnr: string;
    try {
      pnr = await changeToDearer('swept', orderId);
    } finally {
      await db().execute(sql`drop trigger refuse_change_mail on dev_outbox_messages`);
      await db().execute(sql`drop function refuse_change_mail()`);
    }
    expect(await changeMails(orderId, /^Đã đổi chuyến bay/)).toHaveLength(0);

    const { rows } = await db().execute<{ inserted_at: string; email_sent_at: string | null }>(
      sql`select inserted_at, email_sent_at from booking_changes where user_order_id = ${orderId}::uuid`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].email_sent_at).toBeNull();
    // The job's next run, past the minute left to the change's own request; two at once, then again.
    const at = new Date(new Date(rows[0].inserted_at).getTime() + 5 * 60_000);
    const errors: unknown[] = [];
    const sweep = () => sweepChangeNotices(followUpDeps(t()), at, (e) => errors.push(e));
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(errors).toEqual([]);

    const mails = await changeMails(orderId, /^Đã đổi chuyến bay/);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Đã đổi chuyến bay: ${pnr!}`);
    const [ticket] = await ticketsOf('swept', orderId);
    expect(mails[0].text).toContain(`Số vé điện tử mới của ${ticket.passenger}: ${ticket.number}`);
    expect(mails[0].text).toContain('Tổng cộng: 1.100.000');
  });

  it('the PDF e-ticket lists the change: when, which flight became which, the money, in each language', async () => {
    const vi = await download(lanOrder, 'lan', 'vi');
    expect(vi.statusCode).toBe(200);
    const text = pdfText(vi.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Lịch sử đổi chuyến bay');
    expect(text).toContain('Ngày đổi');
    expect(text).toContain('Phí đổi vé');
    // Each flight at its airport's wall time (Hà Nội), the date as the document writes dates.
    expect(text).toContain(`Chuyến cũ: VN241 09:00 ${dmy(inDays(12))}`);
    expect(text).toContain(`Chuyến mới: VN247 15:00 ${dmy(inDays(14))}`);
    expect(text).toContain(`Mã đặt chỗ mới ${lanPnr}`);
    // What the change replaced: the old booking code and the e-ticket numbers it voided.
    expect(text).toContain(`Mã đặt chỗ cũ ${lanOld.pnr}`);
    expect(text).toContain(`Số vé đã huỷ: ${lanOld.ticket}`);
    // Fare difference, change fee, total on the change's row.
    expect(text).toContain('500.000 ₫ 600.000 ₫ 1.100.000 ₫');

    const en = await download(lanOrder, 'lan', 'en');
    const english = pdfText(en.rawPayload).replace(/\s+/g, ' ');
    expect(english).toContain('Flight changes');
    expect(english).toContain(`Old flight: VN241 ${formatWallTime('en', `${inDays(12)}T09:00`)}`);
    expect(english).toContain(`New booking code ${lanPnr}`);
    expect(english).toContain(`Old booking code ${lanOld.pnr}`);
    expect(english).toContain(`Voided e-tickets: ${lanOld.ticket}`);
    expect(english).toContain('Change fee');

    // A booking never changed has no such section.
    const plain = await paidFlight('plain');
    const untouched = pdfText((await download(plain, 'plain', 'vi')).rawPayload);
    expect(untouched).not.toContain('Lịch sử đổi chuyến bay');
  });
});
