import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { corporates, costCenters, platformPromotions } from '../../../server/db/schema';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { call } from '../accounts/support';
import { buildCorporate } from '../support/corporate-builders';
import { addDetails, CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from './support';

const { t, world } = useCheckoutApp(
  {},
  { seats: 20, rooms: 20, people: ['lan', 'minh', 'boss', 'staff', 'rival'] },
);

async function main(who: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await call(t().app, 'POST', '/graphql/main', {
    body: { query, variables },
    token: world.users[who].token,
  });
  return r.body as { data: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const fieldsOf = (r: { errors?: { extensions?: { fields?: unknown[] } }[] }) =>
  r.errors?.[0]?.extensions?.fields;

const CREATE = `mutation($i: CreateUserInvoiceInput!) { create_user_invoice(input: $i) {
  id company_name address email tax_code } }`;
const LIST = `query($i: UserInvoicesInput) { user_invoices(input: $i) {
  entries { id company_name tax_code email } metadata { after before total_count } } }`;

const details = (n: number) => ({
  company_name: ` Công ty ${n} `,
  address: `${n} Lý Thường Kiệt, Hà Nội`,
  email: `KETOAN${n}@Example.vn`,
  tax_code: '0100109106',
});

describe('create_user_invoice and user_invoices', () => {
  it('saves trimmed details with a checked tax code, once per company', async () => {
    const r = await main('lan', CREATE, { i: details(1) });
    expect(r.errors).toBeUndefined();
    expect(r.data.create_user_invoice).toMatchObject({
      company_name: 'Công ty 1',
      email: 'ketoan1@example.vn',
      tax_code: '0100109106',
    });
    const again = await main('lan', CREATE, { i: { ...details(1), email: 'new@example.vn' } });
    expect(again.data.create_user_invoice).toMatchObject({
      id: r.data.create_user_invoice.id,
      email: 'new@example.vn',
    });
    const branch = await main('lan', CREATE, { i: { ...details(2), tax_code: '0100109106 001' } });
    expect(branch.data.create_user_invoice.tax_code).toBe('0100109106-001');
    const list = await main('lan', LIST);
    expect(list.data.user_invoices.metadata.total_count).toBe(2);
    expect(list.data.user_invoices.entries.map((e: { tax_code: string }) => e.tax_code)).toEqual([
      '0100109106-001',
      '0100109106',
    ]);
  });

  it('names the field and rule of bad details', async () => {
    const r = await main('lan', CREATE, {
      i: { company_name: ' ', address: 'x', email: 'no', tax_code: '0100109107' },
    });
    expect(fieldsOf(r)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'input.company_name', rule: 'required' }),
        expect.objectContaining({ field: 'input.email', rule: 'email' }),
        expect.objectContaining({ field: 'input.tax_code', rule: 'check_digit' }),
      ]),
    );
  });

  it('pages newest first with after and before', async () => {
    for (let n = 3; n <= 6; n++) await main('minh', CREATE, { i: details(n) });
    const first = await main('minh', LIST, { i: { limit: 3 } });
    const page1 = first.data.user_invoices;
    expect(page1.entries.map((e: { company_name: string }) => e.company_name)).toEqual([
      'Công ty 6',
      'Công ty 5',
      'Công ty 4',
    ]);
    expect(page1.metadata).toMatchObject({ before: null, total_count: 4 });
    const second = await main('minh', LIST, { i: { limit: 3, after: page1.metadata.after } });
    const page2 = second.data.user_invoices;
    expect(page2.entries.map((e: { company_name: string }) => e.company_name)).toEqual([
      'Công ty 3',
    ]);
    expect(page2.metadata.after).toBeNull();
    const back = await main('minh', LIST, { i: { limit: 3, before: page2.metadata.before } });
    expect(back.data.user_invoices.entries.map((e: { id: string }) => e.id)).toEqual(
      page1.entries.map((e: { id: string }) => e.id),
    );
  });

  it("another user sees none of them, even with a cursor of someone else's", async () => {
    const mine = await main('lan', LIST);
    const id = mine.data.user_invoices.entries[0].id;
    const r = await main('rival', LIST, { i: { after: id } });
    expect(r.data.user_invoices).toEqual({
      entries: [],
      metadata: { after: null, before: null, total_count: 0 },
    });
    expect((await main('rival', LIST)).data.user_invoices.entries).toEqual([]);
  });
});

describe('campaign_booking_count', () => {
  const COUNT = `query($i: CampaignBookingCountInput!) { campaign_booking_count(input: $i) }`;
  const APPLY = `mutation($s: ID!, $c: String!) {
    apply_voucher(payment_checkout_session_id: $s, voucher_code: $c) { id price } }`;
  const PAY = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { status } }`;

  it("counts the caller's paid bookings that redeemed the campaign's code", async () => {
    const db = t().database.db;
    await db.insert(platformPromotions).values({ name: 'Summer', code: 'SUMMER', percent_off: 5 });
    await creditWalletTopUp(db, world.users.lan.id, 50_000_000, 'VND', 'top-up:lan-campaign');
    const book = async (input: object, code: string | null, paid: boolean) => {
      const r = await pay(t().app, world.users.lan.token, CREATE_CART, { input });
      const s = r.data.create_cart;
      await addDetails(t(), world.users.lan.token, s.id);
      if (code) {
        const a = await pay(t().app, world.users.lan.token, APPLY, { s: s.id, c: code });
        expect(a.errors).toBeUndefined();
      }
      if (paid) {
        const p = await pay(t().app, world.users.lan.token, PAY, { s: s.id });
        expect(p.data.pay_with_wallet.status).toBe('SUCCESSFUL');
      }
    };
    await book(hotelInput(world), 'summer', true);
    await book(flightInput(world), 'SUMMER', true);
    await book(hotelInput(world), 'SUMMER', false); // applied, never paid: not a booking
    await book(hotelInput(world), null, true); // paid without the code
    expect((await main('lan', COUNT, { i: { code: 'summer' } })).data.campaign_booking_count).toBe(
      2,
    );
    const hotels = await main('lan', COUNT, { i: { code: 'SUMMER', product_type: 'HOTEL' } });
    expect(hotels.data.campaign_booking_count).toBe(1);
    expect((await main('minh', COUNT, { i: { code: 'SUMMER' } })).data.campaign_booking_count).toBe(
      0,
    );
    expect(fieldsOf(await main('lan', COUNT, { i: { code: ' ' } }))).toEqual([
      expect.objectContaining({ field: 'input.code', rule: 'required' }),
    ]);
  });
});

describe('book_expense_management', () => {
  const BOOK = `mutation($i: BookExpenseManagementInput!) { book_expense_management(input: $i) {
    id payment_checkout_session_id trip_id status } }`;
  let corpA = '';
  beforeAll(async () => {
    const db = t().database.db;
    const u = world.users;
    corpA = await buildCorporate(db, {
      owner: u.boss.id,
      name: 'Alpha',
      members: [{ user: u.staff.id }],
    });
    await buildCorporate(db, { owner: u.rival.id, name: 'Beta' });
    await db.update(corporates).set({ is_enable_expense: true });
  });
  const cart = async (who: string) => {
    const r = await pay(t().app, world.users[who].token, CREATE_CART, { input: hotelInput(world) });
    return r.data.create_cart as { id: string; cart_token: string };
  };

  it("records the checkout under the traveller's company once", async () => {
    const s = await cart('staff');
    const trip = '7a3f7f4e-1d55-4d8b-9d2e-6c1f2b3a4d5e';
    const i = { payment_checkout_session_id: s.id, cart_token: s.cart_token, trip_id: trip };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pay(t().app, world.users.staff.token, BOOK, { i })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(new Set(results.map((r) => r.data.book_expense_management.id)).size).toBe(1);
    expect(results[0].data.book_expense_management).toMatchObject({
      payment_checkout_session_id: s.id,
      trip_id: trip,
      status: 'PENDING',
    });
    const { rows } = await t().database.db.execute<{ corporate_id: string }>(
      sql`select corporate_id from expense_bookings`,
    );
    expect(rows).toEqual([{ corporate_id: corpA }]);
  });

  it('refuses another company and a company without expenses', async () => {
    const s = await cart('staff');
    const rival = await pay(t().app, world.users.rival.token, BOOK, {
      i: { payment_checkout_session_id: s.id },
    });
    expect(rival.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const own = await cart('rival');
    // Another company's cost center on one's own company's booking: as if it did not exist.
    const [alphaCenter] = await t()
      .database.db.insert(costCenters)
      .values({ corporate_id: corpA, name: 'Alpha sales' })
      .returning();
    const foreign = await pay(t().app, world.users.rival.token, BOOK, {
      i: { payment_checkout_session_id: own.id, cost_center_id: alphaCenter.id },
    });
    expect(foreign.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const { rows: recorded } = await t().database.db.execute(
      sql`select id from expense_bookings where payment_checkout_session_id = ${own.id}::uuid`,
    );
    expect(recorded).toEqual([]);
    const cross = await pay(
      t().app,
      world.users.rival.token,
      `mutation($i: UpdateCorporatePaymentInput!) {
      update_corporate_payment(input: $i) { id } }`,
      {
        i: { payment_checkout_session_id: own.id, corporate_id: corpA, is_corporate: true },
      },
    );
    expect(cross.errors?.[0].extensions.code).toBe('FORBIDDEN');
    await t()
      .database.db.update(corporates)
      .set({ is_enable_expense: false })
      .where(eq(corporates.id, corpA));
    const off = await pay(t().app, world.users.staff.token, BOOK, {
      i: { payment_checkout_session_id: s.id },
    });
    expect(fieldsOf(off)).toEqual([expect.objectContaining({ rule: 'expense_disabled' })]);
    const loner = await cart('lan');
    const none = await pay(t().app, world.users.lan.token, BOOK, {
      i: { payment_checkout_session_id: loner.id },
    });
    expect(fieldsOf(none)).toEqual([expect.objectContaining({ rule: 'not_corporate' })]);
  });
});
