import { beforeAll, describe, expect, it } from 'vitest';
import { corporateCredits } from '../../../server/db/schema';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { buildCorporate } from '../support/corporate-builders';
import { setCorporateBalance } from '../support/corporate-ledger';
import { call } from '../accounts/support';
import { CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from '../checkout/support';
import { mailsOf } from '../checkout/support-refunds';
import { firstPagePng, inkShare, pdfText } from '../documents/poppler';

/*
 * A booking's PDF (docs/manage-booking.md "E-ticket and hotel voucher"): the e-ticket of a
 * flight and the voucher of a stay, downloaded by whoever may read the booking (anyone else:
 * NOT_FOUND), in the reader's language with Vietnamese names whole, and attached to the
 * confirmation e-mail.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  {
    seats: 9,
    rooms: 9,
    people: ['ngoc', 'hang', 'stranger', 'boss', 'staffer', 'colleague', 'rival'],
  },
);

const UPDATE_DETAILS = `mutation($input: UpdateBookingDetailsInput!) {
  update_booking_details(input: $input) { id } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;

const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-14`;

async function book(who: string, input: Record<string, unknown>, details: Record<string, unknown>) {
  const token = world.users[who].token;
  await creditWalletTopUp(t().database.db, world.users[who].id, 30_000_000, 'VND', `top-up:${who}`);
  const cart = await pay(t().app, token, CREATE_CART, { input });
  if (cart.errors) throw new Error(JSON.stringify(cart.errors));
  const s = cart.data.create_cart.id as string;
  const d = await pay(t().app, token, UPDATE_DETAILS, {
    input: {
      payment_checkout_session_id: s,
      contact_email: `${who}@travel.example`,
      contact_phone: '0912345678',
      ...details,
    },
  });
  if (d.errors) throw new Error(JSON.stringify(d.errors));
  const paid = await pay(t().app, token, WALLET, { s });
  expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
  return paid.data.pay_with_wallet.id as string;
}

const download = (id: string, token: string | undefined, locale = 'vi') =>
  t().app.inject({
    method: 'GET',
    url: `/api/v1/bookings/${id}/document?locale=${locale}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const number = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

let flightOrder: string;
let stayOrder: string;

beforeAll(async () => {
  flightOrder = await book('ngoc', flightInput(world, { n_o_a: 2, n_o_c: 0, n_o_i: 0 }), {
    passengers: [
      {
        first_name: 'Thi Ngoc Anh',
        last_name: 'Nguyen',
        date_of_birth: bornYearsAgo(34),
        type: 'ADULT',
        // ECO_LITE sells +20 kg for 320,000 ₫ (server/domain/inventory/data/fare-plans.ts).
        departure_baggage: 20,
      },
      {
        first_name: 'Duc Thang',
        last_name: 'Tran',
        date_of_birth: bornYearsAgo(40),
        type: 'ADULT',
      },
    ],
  });
  stayOrder = await book('hang', hotelInput(world), {
    guest: 'Phạm Thị Hằng',
    request: 'Phòng tầng cao, yên tĩnh',
  });
});

describe('the flight e-ticket', () => {
  it('is a PDF whose text holds the passengers (Latin, as in their passports), Vietnamese place names whole, the PNR, flight and local times', async () => {
    const r = await download(flightOrder, world.users.ngoc.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(`ve-dien-tu-${number(flightOrder)}.pdf`);
    expect(r.headers['cache-control']).toBe('private, no-store');
    const pdf = r.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf).normalize('NFC');
    expect(text).toContain('Vé điện tử / Hành trình bay');
    expect(text).toContain('NGUYEN THI NGOC ANH');
    expect(text).toContain('TRAN DUC THANG');
    expect(text).toContain(number(flightOrder));
    expect(text).toMatch(/\b[A-Z0-9]{6}\b/);
    expect(text).toContain('VN213');
    expect(text).toContain('Hà Nội (HAN)');
    expect(text).toContain('Sân bay quốc tế Tân Sơn Nhất');
    // A domestic Vietnam Airlines flight: Nội Bài T1, Tân Sơn Nhất T3 (docs/inventory.md).
    expect(text).toContain('Nhà ga T1');
    expect(text).toContain('Nhà ga T3');
    // One e-ticket number per passenger: Vietnam Airlines' 738 and a 10-digit serial.
    expect(text).toMatch(/Số vé điện tử/);
    expect(text).toMatch(/NGUYEN THI NGOC ANH: 738\d{10}/);
    expect(text).toMatch(/TRAN DUC THANG: 738\d{10}/);
    // Departs 08:00 at Noi Bai (the test flight's schedule), arrives 130 minutes later.
    expect(text).toMatch(/08:00 \d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/10:10 \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Hành lý xách tay');
    expect(text).toContain('Người lớn × 2');
    expect(text).toContain('Ví Wayfare');
    // The extra baggage bought: on the passenger, and its own price line.
    expect(text).toMatch(/20 kg \(320\.000\s?₫\)/);
    expect(text).toMatch(/Hành lý mua thêm\s+320\.000\s?₫/);
  });

  it('draws page 1 (not blank)', async () => {
    const r = await download(flightOrder, world.users.ngoc.token);
    const share = inkShare(firstPagePng(r.rawPayload));
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.5);
  });

  it('is written in the reader’s language, place names included', async () => {
    const r = await download(flightOrder, world.users.ngoc.token, 'en');
    expect(r.headers['content-disposition']).toContain(`e-ticket-${number(flightOrder)}.pdf`);
    const text = pdfText(r.rawPayload).normalize('NFC');
    expect(text).toContain('E-ticket / Itinerary');
    expect(text).toContain('Ho Chi Minh City (SGN)');
    expect(text).toContain('Noi Bai International Airport');
    expect(text).toContain('Terminal T1');
    expect(text).toContain('Terminal T3');
    expect(text).toContain('NGUYEN THI NGOC ANH');
    expect(text).toContain('Adult × 2');
    expect(text).not.toContain('Hành khách');
  });
});

describe('the hotel voucher', () => {
  it('holds the guest, property, address, dates with times, room, confirmation number and policies', async () => {
    const r = await download(stayOrder, world.users.hang.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(`phieu-dat-phong-${number(stayOrder)}.pdf`);
    const text = pdfText(r.rawPayload).normalize('NFC');
    expect(text).toContain('Phiếu xác nhận đặt phòng');
    expect(text).toContain('Phạm Thị Hằng');
    expect(text).toContain('Phòng tầng cao, yên tĩnh');
    expect(text).toContain('Sea Breeze');
    expect(text).toMatch(/WF\d{8}/);
    expect(text).toMatch(/Nhận phòng\s+\d{2}\/\d{2}\/\d{4} từ \d{2}:\d{2}/);
    expect(text).toMatch(/Trả phòng\s+\d{2}\/\d{2}\/\d{4} trước \d{2}:\d{2}/);
    expect(text).toContain('Chính sách');
    expect(text).toContain('2 người lớn');
    expect(inkShare(firstPagePng(r.rawPayload))).toBeGreaterThan(0.01);
  });
});

describe('who may download', () => {
  it('nobody else: another traveller and an unknown id get NOT_FOUND, no session UNAUTHENTICATED', async () => {
    const other = await download(flightOrder, world.users.stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).not.toBe('application/pdf');
    expect((await download(stayOrder, world.users.ngoc.token)).statusCode).toBe(404);
    const unknown = await download('6b1d0a44-0000-4000-8000-000000000000', world.users.ngoc.token);
    expect(unknown.statusCode).toBe(404);
    expect((await download('not-a-uuid', world.users.ngoc.token)).statusCode).toBe(404);
    expect((await download(flightOrder, undefined)).statusCode).toBe(401);
    const bad = await call(t().app, 'GET', `/api/v1/bookings/${flightOrder}/document`, {
      token: 'not-a-token',
    });
    expect(bad.status).toBe(401);
  });
});

describe('the confirmation e-mail', () => {
  it('carries the e-ticket, in the traveller’s language, next to the calendar file', async () => {
    const mails = await mailsOf(t(), number(flightOrder));
    const confirmation = mails.find((m) => m.attachments.length)!;
    expect(confirmation.attachments.map((a) => a.filename)).toEqual([
      `ve-dien-tu-${number(flightOrder)}.pdf`,
      `wayfare-${number(flightOrder)}.ics`,
    ]);
    expect(confirmation.text).toContain('Vé điện tử (PDF) đính kèm thư này');
    const file = confirmation.attachments[0];
    expect(file.content_type).toBe('application/pdf');
    expect(file.encoding).toBe('base64');
    const text = pdfText(Buffer.from(file.content, 'base64')).normalize('NFC');
    expect(text).toContain('NGUYEN THI NGOC ANH');
    expect(text).toContain('Sân bay quốc tế Nội Bài');
    expect(confirmation.text).toMatch(
      /Hành lý mua thêm — NGUYEN THI NGOC ANH, chiều đi: \+20 kg \(320\.000 VND\)/,
    );
    expect(confirmation.text).toMatch(/Hành lý mua thêm: 320\.000 VND/);
    expect(confirmation.text).toContain('Nhà ga đi: T1 · Nhà ga đến: T3');
    expect(confirmation.text).toMatch(/Số vé điện tử của NGUYEN THI NGOC ANH: 738\d{10}/);
    expect(confirmation.text).toMatch(/Số vé điện tử của TRAN DUC THANG: 738\d{10}/);
  });

  it('the booking page carries the extra baggage in its price and on the passenger', async () => {
    const r = await pay(
      t().app,
      world.users.ngoc.token,
      `query($id: ID!) { user_booking(id: $id) { price { items_price baggage price }
        flights { direction flight_code departure_terminal arrival_terminal
          tickets { passenger number } }
        order { shopping_items { product { ... on FlightBooking {
          passengers { first_name departure_baggages { value price } } } } } } } }`,
      { id: flightOrder },
    );
    expect(r.errors).toBeUndefined();
    const b = r.data.user_booking;
    expect(b.price.baggage).toBe(320_000);
    expect(b.flights).toEqual([
      {
        direction: 'OUTBOUND',
        flight_code: 'VN213',
        departure_terminal: 'T1',
        arrival_terminal: 'T3',
        tickets: [
          { passenger: 'NGUYEN THI NGOC ANH', number: expect.stringMatching(/^738\d{10}$/) },
          { passenger: 'TRAN DUC THANG', number: expect.stringMatching(/^738\d{10}$/) },
        ],
      },
    ]);
    const [first, second] = b.flights[0].tickets;
    expect(first.number).not.toBe(second.number);
    expect(b.order.shopping_items[0].product.passengers[0]).toEqual({
      first_name: 'THI NGOC ANH',
      departure_baggages: [{ value: 20, price: 320_000 }],
    });
  });
});

describe('a company booking', () => {
  it('its owner (all company bookings) downloads it; a colleague and another company do not', async () => {
    const db = t().database.db;
    const u = world.users;
    const alpha = await buildCorporate(db, {
      owner: u.boss.id,
      name: 'Alpha',
      members: [{ user: u.staffer.id }, { user: u.colleague.id }],
    });
    await buildCorporate(db, { owner: u.rival.id, name: 'Beta' });
    await setCorporateBalance(db, alpha, 0);
    await db.insert(corporateCredits).values({ corporate_id: alpha, max_debt: 100_000_000 });
    const cart = await pay(t().app, u.staffer.token, CREATE_CART, { input: hotelInput(world) });
    const s = cart.data.create_cart.id as string;
    await pay(t().app, u.staffer.token, UPDATE_DETAILS, {
      input: {
        payment_checkout_session_id: s,
        contact_email: 'staffer@travel.example',
        contact_phone: '0912345678',
        guest: 'Lê Văn Tám',
      },
    });
    const paid = await pay(
      t().app,
      u.staffer.token,
      `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) { id status } }`,
      { s },
    );
    expect(paid.data.pay_with_corporate.status).toBe('SUCCESSFUL');
    const id = paid.data.pay_with_corporate.id as string;

    expect((await download(id, u.staffer.token)).statusCode).toBe(200);
    const owner = await download(id, u.boss.token, 'en');
    expect(owner.statusCode).toBe(200);
    const text = pdfText(owner.rawPayload).normalize('NFC');
    expect(text).toContain('Lê Văn Tám');
    expect(text).toContain('Company account · Alpha');
    // A staff member sees only their own bookings; another company's owner none of Alpha's.
    expect((await download(id, u.colleague.token)).statusCode).toBe(404);
    expect((await download(id, u.rival.token)).statusCode).toBe(404);
    // Alpha's owner reads Alpha's bookings, not a traveller's own.
    expect((await download(flightOrder, u.boss.token)).statusCode).toBe(404);
  });
});
