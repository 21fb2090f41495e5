import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  users,
  corporateCredits,
  corporateStaffs,
  costCenters,
  departments,
} from '../../../server/db/schema';
import {
  bookingsPage,
  bookingTotals,
  NO_FILTER,
} from '../../../server/domain/finance/bookings-repository';
import { chargedSince } from '../../../server/domain/checkout/corporate-accounts-repository';
import { monthStart } from '../../../common/calendar';
import { companySpend, spendPerPerson } from '../../../server/domain/finance/reports-repository';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { setCorporateBalance } from '../support/corporate-ledger';
import { buildBooking, type BuiltBooking } from '../support/booking-builders';

// Corporate finance reads (issue 22): booking histories, orders, hotel bookings, the reports and
// the corporate wallet over hand-built bookings whose figures are written out below; who may
// read what (docs/permissions.md `bookings`, `analysis`, `wallet`) and the other company's data.

const PEOPLE = ['owner', 'admin', 'accouting', 'operation', 'approver', 'an', 'binh', 'other'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const b: Record<string, BuiltBooking> = {};

const at = (iso: string) => new Date(iso);

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@finance.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@finance.example`);
  }
  ids.corp = await buildCorporate(db, {
    name: 'Hà Thành',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.operation, role: 'OPERATION' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.an, role: 'STAFF' },
      { user: ids.binh, role: 'STAFF' },
    ],
  });
  ids.theirs = await buildCorporate(db, { name: 'Cửu Long', owner: ids.other });
  const [dept] = await db
    .insert(departments)
    .values({ corporate_id: ids.corp, name: 'Kinh doanh' })
    .returning({ id: departments.id });
  ids.dept = dept.id;
  await db
    .update(corporateStaffs)
    .set({ department_id: dept.id })
    .where(and(eq(corporateStaffs.corporate_id, ids.corp), eq(corporateStaffs.user_id, ids.an)));
  const [cc] = await db
    .insert(costCenters)
    .values({ corporate_id: ids.corp, name: 'Dự án Hải Phòng', code: 'HP01' })
    .returning({ id: costCenters.id });
  ids.cc = cc.id;
  await db
    .insert(corporateCredits)
    .values({ corporate_id: ids.corp, max_debt: 20_000_000, monthly_limit: 50_000_000 });
  await setCorporateBalance(db, ids.corp, 10_000_000);
  const corporateId = ids.corp;
  // The app's clock is 2026-03-02 15:00 in Vietnam: four bookings this month, one in February.
  b.hotel = await buildBooking(db, {
    corporateId,
    userId: ids.an,
    at: at('2026-03-01T03:00:00Z'),
    price: 2_160_000,
    costCenterId: ids.cc,
    surcharge: 100_000,
    propertyName: 'Khách sạn Sông Hàn',
  });
  b.flight = await buildBooking(db, {
    corporateId,
    userId: ids.an,
    kind: 'FLIGHT',
    at: at('2026-03-01T05:00:00Z'),
    price: 1_080_000,
    code: null,
  });
  b.refunded = await buildBooking(db, {
    corporateId,
    userId: ids.binh,
    at: at('2026-03-02T02:00:00Z'),
    price: 3_240_000,
    status: 'REFUNDED',
    propertyName: 'Khách sạn Hồ Tây',
  });
  b.forBinh = await buildBooking(db, {
    corporateId,
    userId: ids.binh,
    bookedBy: ids.operation,
    kind: 'FLIGHT',
    at: at('2026-03-02T04:00:00Z'),
    price: 540_000,
  });
  b.february = await buildBooking(db, {
    corporateId,
    userId: ids.an,
    at: at('2026-02-20T03:00:00Z'),
    price: 1_620_000,
    propertyName: 'Khách sạn Biển Xanh',
  });
  b.theirs = await buildBooking(db, {
    corporateId: ids.theirs,
    userId: ids.other,
    at: at('2026-03-01T04:00:00Z'),
    price: 9_990_000,
    propertyName: 'Khách sạn Bí Mật',
  });
});

const gql = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: tokens[who],
    ip: newIp(),
  });

const codeOf = (r: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  r.body.errors?.[0]?.extensions?.code;

const LIST = `query($c: ID!, $last: ID, $limit: Int, $o: ID) {
  booking_histories(corporate_id: $c, last_id: $last, limit: $limit, user_order_id: $o) {
    id price user_id } }`;
const PAGE = `query($c: ID!, $f: BookingHistoryFilter, $limit: Int, $offset: Int) {
  booking_histories_page(corporate_id: $c, filter: $f, limit: $limit, offset: $offset) {
    total_count entries { id price status }
    totals { currency count price net_price vat_amount surcharge company_amount } } }`;
const ONE = `query($c: ID, $id: ID!) { booking_history(corporate_id: $c, id: $id) {
  id product_type booking_id user_order_id user_id price currency guest inserted_at code
  net_price vat_amount surcharge { amount currency }
  room_stayings { id available_at expired_at property { name } room_type { name } }
  user { id email } status payment_method company_amount cost_center { id name }
  department { name } booked_by { id } issue_statuses ticket_faces } }`;

describe('booking_histories', () => {
  it('lists the company’s bookings newest first and pages with last_id', async () => {
    const all = await gql('accouting', LIST, { c: ids.corp, limit: 10 });
    expect(all.body.data.booking_histories.map((r: { id: string }) => r.id)).toEqual([
      b.forBinh.sessionId,
      b.refunded.sessionId,
      b.flight.sessionId,
      b.hotel.sessionId,
      b.february.sessionId,
    ]);
    const second = await gql('accouting', LIST, {
      c: ids.corp,
      limit: 2,
      last: b.refunded.sessionId,
    });
    expect(second.body.data.booking_histories.map((r: { id: string }) => r.id)).toEqual([
      b.flight.sessionId,
      b.hotel.sessionId,
    ]);
    const ofOrder = await gql('owner', LIST, { c: ids.corp, o: b.flight.orderId });
    expect(ofOrder.body.data.booking_histories).toEqual([
      { id: b.flight.sessionId, price: 1_080_000, user_id: ids.an },
    ]);
  });

  it('shows staff only their own bookings, whoever booked them', async () => {
    const an = await gql('an', LIST, { c: ids.corp });
    expect(an.body.data.booking_histories.map((r: { id: string }) => r.id)).toEqual([
      b.flight.sessionId,
      b.hotel.sessionId,
      b.february.sessionId,
    ]);
    const binh = await gql('binh', LIST, { c: ids.corp });
    expect(binh.body.data.booking_histories).toHaveLength(2);
    const other = await gql('an', ONE, { c: ids.corp, id: b.refunded.sessionId });
    expect(other.body.data.booking_history).toBeNull();
    const filtered = await gql('an', PAGE, { c: ids.corp, f: { user_ids: [ids.binh] } });
    expect(filtered.body.data.booking_histories_page.total_count).toBe(0);
  });

  it('filters the page and totals every matching booking, not just the page', async () => {
    const page = await gql('accouting', PAGE, { c: ids.corp, limit: 2 });
    const p = page.body.data.booking_histories_page;
    expect(p.entries).toHaveLength(2);
    // 2,160,000 + 1,080,000 + 3,240,000 + 540,000 + 1,620,000; net = price / 1.08; the
    // refunded stay's 3,240,000 was given back, so the company paid 5,400,000.
    expect(p.totals).toEqual([
      {
        currency: 'VND',
        count: 5,
        price: 8_640_000,
        net_price: 8_000_000,
        vat_amount: 640_000,
        surcharge: 100_000,
        company_amount: 5_400_000,
      },
    ]);
    expect(p.total_count).toBe(5);
    const count = async (f: Record<string, unknown>) =>
      (await gql('admin', PAGE, { c: ids.corp, f })).body.data.booking_histories_page.totals[0]
        ?.count ?? 0;
    expect(await count({ statuses: ['SUCCESSFUL'] })).toBe(4);
    expect(await count({ statuses: ['REFUNDED'] })).toBe(1);
    expect(await count({ product_type: 'FLIGHT' })).toBe(2);
    expect(await count({ cost_center_ids: [ids.cc] })).toBe(1);
    expect(await count({ department_ids: [ids.dept] })).toBe(3);
    expect(await count({ user_ids: [ids.binh] })).toBe(2);
    expect(await count({ payment_methods: ['VNPAY'] })).toBe(0);
    expect(await count({ search: 'sông hàn' })).toBe(1);
    expect(await count({ from: '2026-02-28T17:00:00Z', to: '2026-03-02T00:00:00Z' })).toBe(2);
  });

  it('shows every field of one booking', async () => {
    const r = await gql('accouting', ONE, { c: ids.corp, id: b.hotel.sessionId });
    expect(r.body.data.booking_history).toEqual({
      id: b.hotel.sessionId,
      product_type: 'HOTEL',
      booking_id: b.hotel.itemId,
      user_order_id: b.hotel.orderId,
      user_id: ids.an,
      price: 2_160_000,
      currency: 'VND',
      guest: 'NGUYEN AN',
      inserted_at: '2026-03-01T03:00:00.000Z',
      code: 'ABC123',
      net_price: 2_000_000,
      vat_amount: 160_000,
      surcharge: { amount: 100_000, currency: 'VND' },
      room_stayings: [
        {
          id: 'room-deluxe:2026-10-01',
          available_at: '2026-09-30T17:00:00.000Z',
          expired_at: '2026-10-01T17:00:00.000Z',
          property: { name: 'Khách sạn Sông Hàn' },
          room_type: { name: 'Phòng Deluxe' },
        },
        {
          id: 'room-deluxe:2026-10-02',
          available_at: '2026-10-01T17:00:00.000Z',
          expired_at: '2026-10-02T17:00:00.000Z',
          property: { name: 'Khách sạn Sông Hàn' },
          room_type: { name: 'Phòng Deluxe' },
        },
      ],
      user: { id: ids.an, email: 'an@finance.example' },
      status: 'SUCCESSFUL',
      payment_method: 'CORPORATE_WALLET',
      company_amount: 2_160_000,
      cost_center: { id: ids.cc, name: 'Dự án Hải Phòng' },
      department: { name: 'Kinh doanh' },
      booked_by: { id: ids.an },
      issue_statuses: null,
      ticket_faces: null,
    });
    const flight = await gql('accouting', ONE, { c: ids.corp, id: b.flight.sessionId });
    expect(flight.body.data.booking_history).toMatchObject({
      product_type: 'FLIGHT',
      guest: 'NGUYEN AN',
      issue_statuses: ['NOT_ISSUED'],
      ticket_faces: [{ name: 'NGUYEN AN', type: 'ADULT', booking_code: null }],
    });
  });

  it('refuses the other company and answers nothing of theirs', async () => {
    for (const who of ['owner', 'accouting', 'an']) {
      expect(codeOf(await gql(who, LIST, { c: ids.theirs }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, ONE, { c: ids.theirs, id: b.theirs.sessionId }))).toBe(
        'FORBIDDEN',
      );
      const r = await gql(who, ONE, { c: ids.corp, id: b.theirs.sessionId });
      expect(r.body.data.booking_history).toBeNull();
      const mine = await gql(who, ONE, { id: b.theirs.sessionId });
      expect(mine.body.data.booking_history).toBeNull();
    }
  });

  it('names the bad argument', async () => {
    const r = await gql('owner', LIST, { c: ids.corp, limit: 0 });
    expect(r.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'limit' }],
    });
    const s = await gql('owner', PAGE, { c: ids.corp, f: { statuses: ['PAID'] } });
    expect(s.body.errors[0].extensions.fields[0].field).toBe('filter.statuses.0');
    const d = await gql('owner', PAGE, {
      c: ids.corp,
      f: { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
    });
    expect(d.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'filter.to',
      rule: 'order',
    });
  });
});

describe('orders and hotel bookings', () => {
  it('lists orders over a period and reads one', async () => {
    const r = await gql(
      'accouting',
      `query($c: ID) { user_order_histories(corporate_id: $c, from: "2026-03-01T00:00:00Z",
        limit: 2) { id booking_id user_order_id price currency user { id } } }`,
      { c: ids.corp },
    );
    expect(r.body.data.user_order_histories).toEqual([
      {
        id: b.forBinh.orderId,
        booking_id: b.forBinh.itemId,
        user_order_id: b.forBinh.orderId,
        price: 540_000,
        currency: 'VND',
        user: { id: ids.binh },
      },
      {
        id: b.refunded.orderId,
        booking_id: b.refunded.itemId,
        user_order_id: b.refunded.orderId,
        price: 3_240_000,
        currency: 'VND',
        user: { id: ids.binh },
      },
    ]);
    const one = await gql('an', `query($id: ID!) { user_order_history(id: $id) { id price } }`, {
      id: b.hotel.orderId,
    });
    expect(one.body.data.user_order_history).toEqual({ id: b.hotel.orderId, price: 2_160_000 });
  });

  it('lists hotel bookings with their stay', async () => {
    const r = await gql(
      'owner',
      `query($i: PropertyBookingsInput!) { property_bookings(input: $i) { total_count
        entries { id price check_in_at check_out_at property { name } room_type { name } } } }`,
      { i: { corporate_id: ids.corp, limit: 1 } },
    );
    expect(r.body.data.property_bookings).toEqual({
      total_count: 3,
      entries: [
        {
          id: b.refunded.sessionId,
          price: 3_240_000,
          check_in_at: '2026-09-30T17:00:00.000Z',
          check_out_at: '2026-10-02T17:00:00.000Z',
          property: { name: 'Khách sạn Hồ Tây' },
          room_type: { name: 'Phòng Deluxe' },
        },
      ],
    });
  });
});

const REPORTS = `query($c: ID, $from: DateTime, $to: DateTime) {
  statistic_reports(corporate_id: $c, from: $from, to: $to) {
    user_id total_booking_value total_transactions corporate_staff { role } }
  total_statistic_report(corporate_id: $c, from: $from, to: $to) {
    total_booking_value total_transactions currency }
  statistic_user_order_histories(corporate_id: $c, from: $from, to: $to) {
    total_user_order_histories total_value { amount currency } } }`;

describe('reports', () => {
  it('sums the successful orders per person and in total', async () => {
    // March: An 2,160,000 + 1,080,000; Bình 540,000 (the refunded stay does not count).
    const march = await gql('accouting', REPORTS, { c: ids.corp, from: '2026-02-28T17:00:00Z' });
    expect(march.body.data).toEqual({
      statistic_reports: [
        {
          user_id: ids.an,
          total_booking_value: 3_240_000,
          total_transactions: 2,
          corporate_staff: { role: 'STAFF' },
        },
        {
          user_id: ids.binh,
          total_booking_value: 540_000,
          total_transactions: 1,
          corporate_staff: { role: 'STAFF' },
        },
      ],
      total_statistic_report: {
        total_booking_value: 3_780_000,
        total_transactions: 3,
        currency: 'VND',
      },
      statistic_user_order_histories: {
        total_user_order_histories: 3,
        total_value: { amount: 3_780_000, currency: 'VND' },
      },
    });
    // All time: An also spent 1,620,000 in February.
    const all = await gql('owner', REPORTS, { c: ids.corp });
    expect(all.body.data.total_statistic_report.total_booking_value).toBe(5_400_000);
    expect(all.body.data.statistic_reports[0].total_booking_value).toBe(4_860_000);
  });

  it('is for the owner, admins and accounting only, of their own company', async () => {
    for (const who of ['operation', 'approver', 'an']) {
      expect(codeOf(await gql(who, REPORTS, { c: ids.corp }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await gql('accouting', REPORTS, { c: ids.theirs }))).toBe('FORBIDDEN');
  });

  it('adds up to the rows booking histories list, for any set of bookings', async () => {
    const db = t().database.db;
    const from = new Date('2026-02-05T00:00:00Z');
    const to = new Date('2026-02-20T00:00:00Z');
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            who: fc.integer({ min: 0, max: 2 }),
            day: fc.integer({ min: 1, max: 28 }),
            price: fc.integer({ min: 1, max: 50_000_000 }),
            status: fc.constantFrom('SUCCESSFUL', 'SUCCESSFUL', 'REFUNDED', 'FAILED'),
          }),
          { maxLength: 8 },
        ),
        async (specs) => {
          runs += 1;
          const [owner] = await db
            .insert(users)
            .values({ email: `prop-${runs}@finance.example` })
            .returning({ id: users.id });
          const corp = await buildCorporate(db, { name: `Thử ${runs}`, owner: owner.id });
          const people = [owner.id, ids.an, ids.binh];
          for (const s of specs) {
            await buildBooking(db, {
              corporateId: corp,
              userId: people[s.who],
              at: new Date(Date.UTC(2026, 1, s.day, 3)),
              price: s.price,
              status: s.status as 'SUCCESSFUL' | 'REFUNDED' | 'FAILED',
            });
          }
          const scope = { corporateId: corp, onlyUser: null };
          const filter = { ...NO_FILTER, from, to, statuses: ['SUCCESSFUL' as const] };
          const rows = await bookingsPage(db, scope, {
            filter,
            userOrderId: null,
            sort: { field: 'INSERTED_AT', direction: 'DESC' },
            limit: 100,
            offset: 0,
          });
          const listed = rows.reduce((sum, r) => sum + Number(r.price), 0);
          const expected = specs
            .filter((s) => s.status === 'SUCCESSFUL' && s.day >= 5 && s.day < 20)
            .reduce((sum, s) => sum + s.price, 0);
          expect(listed).toBe(expected);
          const perPerson = await spendPerPerson(db, corp, { from, to }, 100);
          expect(perPerson.reduce((sum, r) => sum + Number(r.total_booking_value), 0)).toBe(listed);
          expect(perPerson.reduce((sum, r) => sum + Number(r.total_transactions), 0)).toBe(
            rows.length,
          );
          const [total] = await companySpend(db, corp, { from, to });
          expect(Number(total?.total_booking_value ?? 0)).toBe(listed);
          const [sums] = await bookingTotals(db, scope, filter, null);
          expect(Number(sums?.price ?? 0)).toBe(listed);
          expect(Number(sums?.net_price ?? 0) + Number(sums?.vat_amount ?? 0)).toBe(listed);
        },
      ),
      { numRuns: 30 },
    );
    console.info(`finance report property: ${runs} runs`);
  }, 120_000);
});

const WALLET = `query($c: ID) { corporate_wallet(corporate_id: $c) { corporate_id currency balance
  debt max_debt available month_spent monthly_limit month_left } }`;
const ENTRIES = `query($c: ID, $last: ID, $limit: Int) {
  corporate_wallet_entries(corporate_id: $c, last_id: $last, limit: $limit) {
    id kind amount balance_after currency user_order_id } }`;

describe('the corporate wallet', () => {
  it('derives the balance, debt and this month’s charges from the ledger', async () => {
    const r = await gql('accouting', WALLET, { c: ids.corp });
    // 10,000,000 opening − 8,640,000 charged + 3,240,000 given back; March's charges not given
    // back: 2,160,000 + 1,080,000 + 540,000 (February's 1,620,000 is last month's).
    expect(r.body.data.corporate_wallet).toEqual({
      corporate_id: ids.corp,
      currency: 'VND',
      balance: 4_600_000,
      debt: 0,
      max_debt: 20_000_000,
      available: 24_600_000,
      month_spent: 3_780_000,
      monthly_limit: 50_000_000,
      month_left: 46_220_000,
    });
    // What the checkout counts against the monthly limit is the same figure.
    const march = monthStart(t().clock.now());
    expect(await chargedSince(t().database.db, ids.corp, march)).toBe(3_780_000);
  });

  it('lists the account’s movements newest first', async () => {
    const r = await gql('owner', ENTRIES, { c: ids.corp, limit: 3 });
    const entries = r.body.data.corporate_wallet_entries;
    expect(entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['ORDER_PAYMENT', -1_620_000],
      ['ORDER_PAYMENT', -540_000],
      ['ORDER_REFUND', 3_240_000],
    ]);
    expect(entries[0].balance_after).toBe(4_600_000);
    const next = await gql('owner', ENTRIES, { c: ids.corp, last: entries[2].id, limit: 10 });
    expect(
      next.body.data.corporate_wallet_entries.map((e: { amount: number }) => e.amount),
    ).toEqual([-3_240_000, -1_080_000, -2_160_000, 10_000_000]);
  });

  it('is the owner’s, admins’ and accounting’s, of their own company', async () => {
    for (const who of ['operation', 'approver', 'an']) {
      expect(codeOf(await gql(who, WALLET, { c: ids.corp }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, ENTRIES, { c: ids.corp }))).toBe('FORBIDDEN');
    }
    for (const who of ['owner', 'admin', 'accouting']) {
      expect(codeOf(await gql(who, WALLET, { c: ids.theirs }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, ENTRIES, { c: ids.theirs }))).toBe('FORBIDDEN');
    }
  });
});
