import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departments, corporateStaffs } from '../../../server/db/schema';
import { distanceKm } from '../../../server/domain/inventory/geo';
import { readXlsxRows } from '../../../server/documents/xlsx';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { buildPlaces } from '../support/inventory-builders';
import { buildFlightBooking, buildHotelBooking } from './analysis-builders';
import { and, eq } from 'drizzle-orm';

// The analysis dashboards (issue 25) over hand-built bookings whose figures are written out
// below: November 2026 of "Sông Đà" — two flights of An (Sales), a hotel of Bình (Ops), a hotel
// refunded after it was paid; October's flight of the owner (the previous period); a flight paid
// at 00:30 on 1 January 2027 in Vietnam (17:30 UTC on 31 December). Who sees what, live
// refunds, the CO₂ arithmetic, budgets, the export.

const PEOPLE = ['owner', 'accouting', 'approver', 'an', 'binh', 'other'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const ip = newIp();
let cancelled: { orderId: string; sessionId: string };

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  // The clock on 20 November 2026 (Vietnam): the cost centers' current month is November.
  host.clock.advance((Date.parse('2026-11-20T05:00:00Z') - host.clock.now().getTime()) / 1000);
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@analysis.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@analysis.example`);
  }
  await buildPlaces(db);
  ids.corp = await buildCorporate(db, {
    name: 'Sông Đà',
    owner: ids.owner,
    members: [
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.an, role: 'STAFF' },
      { user: ids.binh, role: 'STAFF' },
    ],
  });
  ids.theirs = await buildCorporate(db, { name: 'Cửu Long', owner: ids.other });
  const [sales, ops, theirDept] = await db
    .insert(departments)
    .values([
      { corporate_id: ids.corp, name: 'Kinh doanh', approver_id: ids.approver },
      { corporate_id: ids.corp, name: 'Vận hành' },
      { corporate_id: ids.theirs, name: 'Phòng Bí Mật' },
    ])
    .returning({ id: departments.id });
  Object.assign(ids, { sales: sales.id, ops: ops.id, theirDept: theirDept.id });
  const c = ids.corp;
  const [level] = (
    await db.execute<{ id: string }>(sql`insert into corporate_levels (corporate_id, name)
      values (${c}, 'Nhân viên') returning id`)
  ).rows;
  for (const [who, dept] of [
    ['an', sales.id],
    ['binh', ops.id],
  ]) {
    await db
      .update(corporateStaffs)
      .set({ department_id: dept, corporate_level_id: level.id })
      .where(and(eq(corporateStaffs.corporate_id, c), eq(corporateStaffs.user_id, ids[who])));
  }
  await db.execute(sql`with p as (insert into travel_policies (corporate_id, corporate_level_id,
      allowed_cabins, one_way_cost, round_trip_cost, out_of_policy_action)
    values (${c}, ${level.id}, '{ECONOMY,BUSINESS}', 3000000, 5000000, 'ALLOW_WITH_REASON')
    returning id, corporate_id)
    insert into travel_policy_hotel_caps (corporate_id, policy_id, city_id, nightly_cost)
    select corporate_id, id, 'da-nang', 2000000 from p`);
  await db.execute(sql`insert into travel_policy_reasons (corporate_id, code, description)
    values (${c}, 'URGENT', 'Chuyến đi gấp')`);
  const centers = (
    await db.execute<{ id: string }>(sql`insert into cost_centers (corporate_id, name)
      values (${c}, 'Dự án A'), (${c}, 'Dự án B') returning id`)
  ).rows;
  Object.assign(ids, { cc1: centers[0].id, cc2: centers[1].id });
  await db.execute(sql`insert into cost_center_budgets (corporate_id, cost_center_id, amount,
      reset_period) values (${c}, ${ids.cc1}, 10000000, 'MONTHLY'),
      (${c}, ${ids.cc2}, 1000000, 'MONTHLY')`);

  const at = (iso: string) => new Date(iso);
  await buildFlightBooking(db, {
    corporateId: c,
    userId: ids.an,
    at: at('2026-11-02T03:00:00Z'),
    price: 2_000_000,
    voucher: 100_000,
    costCenterId: ids.cc1,
    out: { from: 'HAN', to: 'SGN', departs: '2026-11-20T01:00:00.000Z' },
  });
  await buildFlightBooking(db, {
    corporateId: c,
    userId: ids.an,
    at: at('2026-11-10T03:00:00Z'),
    price: 30_000_000,
    passengers: 2,
    reasonCode: 'URGENT',
    costCenterId: ids.cc2,
    airline: { code: 'JL', name: 'Japan Airlines' },
    out: { from: 'HAN', to: 'NRT', departs: '2026-11-11T01:00:00.000Z', cabin: 'BUSINESS' },
  });
  await buildHotelBooking(db, {
    corporateId: c,
    userId: ids.binh,
    at: at('2026-11-03T10:00:00Z'),
    price: 4_500_000,
    costCenterId: ids.cc1,
    property: { id: 'local:song-han', name: 'Khách sạn Sông Hàn' },
    city: 'da-nang',
    star: 4,
    checkIn: '2026-11-05',
    checkOut: '2026-11-08',
  });
  const later = await buildHotelBooking(db, {
    corporateId: c,
    userId: ids.binh,
    at: at('2026-11-12T10:00:00Z'),
    price: 9_000_000,
    costCenterId: ids.cc1,
    property: { id: 'local:song-han', name: 'Khách sạn Sông Hàn' },
    city: 'da-nang',
    star: 4,
    checkIn: '2026-11-20',
    checkOut: '2026-11-22',
    rooms: 2,
  });
  // Refunded after it was paid: the rollups give it back in the refund's transaction.
  await db.execute(sql`update user_orders set status = 'REFUNDED', refunded_at = ${at('2026-11-13T02:00:00Z')}
    where id = ${later.orderId}`);
  cancelled = await buildFlightBooking(db, {
    corporateId: c,
    userId: ids.binh,
    at: at('2026-11-25T03:00:00Z'),
    price: 800_000,
    out: { from: 'SGN', to: 'DAD', departs: '2026-12-20T01:00:00.000Z' },
  });
  await db.execute(sql`update user_orders set status = 'CANCELLED', cancelled_at = ${at('2026-11-26T02:00:00Z')}
    where id = ${cancelled.orderId}`);
  await buildFlightBooking(db, {
    corporateId: c,
    userId: ids.owner,
    at: at('2026-10-15T05:00:00Z'),
    price: 1_500_000,
    out: { from: 'SGN', to: 'DAD', departs: '2026-12-01T01:00:00.000Z' },
  });
  await buildFlightBooking(db, {
    corporateId: c,
    userId: ids.an,
    at: at('2026-12-31T17:30:00Z'),
    price: 1_000_000,
    out: { from: 'HAN', to: 'DAD', departs: '2027-01-05T01:00:00.000Z' },
  });
  await buildHotelBooking(db, {
    corporateId: ids.theirs,
    userId: ids.other,
    at: at('2026-11-04T10:00:00Z'),
    price: 7_654_321,
    property: { id: 'local:secret', name: 'Khách sạn Bí Mật' },
    city: 'da-nang',
    star: 5,
    checkIn: '2026-11-05',
    checkOut: '2026-11-06',
  });
});

const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function gql(who: string, query: string, variables: Record<string, unknown>, locale = 'vi') {
  const r = await call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: tokens[who],
    ip,
    headers: { 'x-locale': locale },
  });
  return r.body as {
    data: Record<string, Json> | null;
    errors?: Array<{ message: string; extensions: Json }>;
  };
}

const OVERVIEW = `query($filter: AnalysisFilter!) { analysis_overview(filter: $filter) {
  currency current { total_spend bookings travellers average_ticket average_nightly_rate
    policy_savings voucher_savings }
  previous { total_spend bookings travellers }
  series { key start amount count } groups { key label amount count share } } }`;

const overview = async (who: string, filter: Record<string, unknown>) => {
  const r = await gql(who, OVERVIEW, { filter });
  expect(r.errors).toBeUndefined();
  return r.data!.analysis_overview;
};

describe('the travel overview', () => {
  it('sums the company’s successful November bookings against October, by department', async () => {
    const o = await overview('owner', { ...NOVEMBER, group_by: 'DEPARTMENT' });
    expect(o.currency).toBe('VND');
    expect(o.current).toEqual({
      total_spend: 36_500_000,
      bookings: 3,
      travellers: 2,
      // 32,000,000 ₫ of flights over 3 tickets; 4,500,000 ₫ over 3 room nights.
      average_ticket: 10_666_667,
      average_nightly_rate: 1_500_000,
      // In policy: the one-way cap 3,000,000 − 2,000,000, and 2,000,000 × 3 nights − 4,500,000.
      policy_savings: 2_500_000,
      voucher_savings: 100_000,
    });
    expect(o.previous).toEqual({ total_spend: 1_500_000, bookings: 1, travellers: 1 });
    expect(o.series).toEqual([
      { key: '2026-11', start: '2026-11-01', amount: 36_500_000, count: 3 },
    ]);
    expect(o.groups).toEqual([
      { key: ids.sales, label: 'Kinh doanh', amount: 32_000_000, count: 2, share: 32 / 36.5 },
      { key: ids.ops, label: 'Vận hành', amount: 4_500_000, count: 1, share: 4.5 / 36.5 },
    ]);
  });

  it('puts a booking paid at 00:30 on 1 January in Vietnam (17:30 UTC the day before) in the new day, month and year', async () => {
    const range = { start: '2026-12-31', end: '2027-01-01' };
    for (const [unit, key] of [
      ['DAY', '2027-01-01'],
      ['MONTH', '2027-01'],
      ['QUARTER', '2027-Q1'],
      ['YEAR', '2027'],
      ['WEEK', '2026-W53'],
    ]) {
      const o = await overview('owner', { ...range, time_unit: unit });
      const hit = o.series.filter((b: { count: number }) => b.count > 0);
      expect(hit.map((b: { key: string }) => b.key)).toEqual([key]);
    }
    const lastDay = await overview('owner', { start: '2026-12-31', end: '2026-12-31' });
    expect(lastDay.current.total_spend).toBe(0);
  });

  it('narrows every figure to the selected bucket, keeping the series', async () => {
    const o = await overview('owner', {
      start: '2026-10-01',
      end: '2026-11-30',
      time_unit: 'MONTH',
      selectedTime: '2026-10',
    });
    expect(o.current.total_spend).toBe(1_500_000);
    expect(o.series.map((b: { amount: number }) => b.amount)).toEqual([1_500_000, 36_500_000]);
  });

  it('names the field and rule of a bad filter', async () => {
    const r = await gql('owner', OVERVIEW, { filter: { start: '2026-11-30', end: '2026-11-01' } });
    expect(r.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'filter.end', rule: 'order' }),
    ]);
    const long = await gql('owner', OVERVIEW, {
      filter: { start: '2020-01-01', end: '2026-01-01' },
    });
    expect(long.errors?.[0].extensions.fields[0]).toMatchObject({
      field: 'filter.end',
      rule: 'max_range',
    });
    const bucket = await gql('owner', OVERVIEW, {
      filter: { ...NOVEMBER, selectedTime: '2026-W48' },
    });
    expect(bucket.errors?.[0].extensions.fields[0]).toMatchObject({ field: 'filter.selectedTime' });
  });
});

describe('who sees what', () => {
  it('shows accounting the company, an approver their departments, staff only themselves', async () => {
    expect((await overview('accouting', NOVEMBER)).current.total_spend).toBe(36_500_000);
    expect((await overview('approver', NOVEMBER)).current.total_spend).toBe(32_000_000);
    expect((await overview('an', NOVEMBER)).current.total_spend).toBe(32_000_000);
    expect((await overview('binh', NOVEMBER)).current.total_spend).toBe(4_500_000);
  });

  it('tells each caller what their dashboards cover', async () => {
    const q = `{ analysis_scope { kind departments { id name } budgets } }`;
    const scope = async (who: string) => (await gql(who, q, {})).data!.analysis_scope;
    expect(await scope('accouting')).toEqual({ kind: 'COMPANY', departments: [], budgets: true });
    expect(await scope('approver')).toEqual({
      kind: 'DEPARTMENTS',
      departments: [{ id: ids.sales, name: 'Kinh doanh' }],
      budgets: false,
    });
    expect(await scope('an')).toEqual({ kind: 'SELF', departments: [], budgets: false });
    const other = await gql(
      'owner',
      `{ analysis_scope(corporate_id: "${ids.theirs}") { kind } }`,
      {},
    );
    expect(other.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('narrows by the filter’s ids but never widens', async () => {
    expect(
      (await overview('owner', { ...NOVEMBER, department_ids: [ids.ops] })).current.total_spend,
    ).toBe(4_500_000);
    expect((await overview('owner', { ...NOVEMBER, user_ids: [ids.an] })).current.total_spend).toBe(
      32_000_000,
    );
    expect(
      (await overview('approver', { ...NOVEMBER, department_ids: [ids.ops] })).current.total_spend,
    ).toBe(0);
    expect((await overview('binh', { ...NOVEMBER, user_ids: [ids.an] })).current.total_spend).toBe(
      0,
    );
    expect(
      (await overview('owner', { ...NOVEMBER, cost_center_ids: [ids.cc2] })).current.total_spend,
    ).toBe(30_000_000);
  });

  it('refuses another company’s ids and another company', async () => {
    const r = await gql('owner', OVERVIEW, {
      filter: { ...NOVEMBER, department_ids: [ids.theirDept] },
    });
    expect(r.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(r.errors?.[0].extensions.fields[0]).toMatchObject({ field: 'filter.department_ids' });
    const other = await gql('owner', OVERVIEW, {
      filter: { ...NOVEMBER, corporate_id: ids.theirs },
    });
    expect(other.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('shows budgets to the owner and accounting only', async () => {
    const q = `query($filter: AnalysisFilter!) { analysis_cost_centers(filter: $filter) { name } }`;
    for (const who of ['an', 'approver']) {
      const r = await gql(who, q, { filter: NOVEMBER });
      expect(r.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await gql('accouting', q, { filter: NOVEMBER })).errors).toBeUndefined();
  });
});

describe('the flight, hotel, cost-center and expense dashboards', () => {
  it('splits November’s flights by route, airline, cabin and days ahead, with reasons and CO₂', async () => {
    const r = await gql(
      'owner',
      `query($filter: AnalysisFilter!) { analysis_flight(filter: $filter) { tickets spend
        by_route { key amount count } by_airline { key label } by_cabin { key label count }
        by_days_ahead { key amount } out_of_policy { share count reasons { key label count } }
        top_travellers { key amount } co2 { total_kg per_trip_kg method } } }`,
      { filter: NOVEMBER },
    );
    const f = r.data!.analysis_flight;
    expect(f.tickets).toBe(3);
    expect(f.spend).toBe(32_000_000);
    expect(f.by_route).toEqual([
      { key: 'HAN-NRT', amount: 30_000_000, count: 2 },
      { key: 'HAN-SGN', amount: 2_000_000, count: 1 },
    ]);
    expect(f.by_airline).toEqual([
      { key: 'JL', label: 'Japan Airlines' },
      { key: 'VN', label: 'Vietnam Airlines' },
    ]);
    expect(f.by_cabin).toEqual([
      { key: 'BUSINESS', label: 'Thương gia', count: 2 },
      { key: 'ECONOMY', label: 'Phổ thông', count: 1 },
    ]);
    expect(f.by_days_ahead.map((b: { key: string; amount: number }) => [b.key, b.amount])).toEqual([
      ['0-2', 30_000_000],
      ['3-6', 0],
      ['7-13', 0],
      ['14-29', 2_000_000],
      ['30+', 0],
    ]);
    expect(f.out_of_policy).toEqual({
      share: 0.5,
      count: 1,
      reasons: [{ key: 'URGENT', label: 'Chuyến đi gấp', count: 1 }],
    });
    expect(f.top_travellers).toEqual([{ key: ids.an, amount: 32_000_000 }]);
    // HAN–SGN domestic economy, 1 passenger; HAN–NRT business, 2 passengers: DESNZ 2025's
    // domestic average and its "International, to/from non-UK" business class.
    const domestic = distanceKm(21.2212, 105.807, 10.8188, 106.652);
    const tokyo = distanceKm(21.2212, 105.807, 35.7647, 140.386);
    const grams = Math.round(domestic * 0.22928 * 1000) + 2 * Math.round(tokyo * 0.31656 * 1000);
    expect(f.co2.total_kg).toBeCloseTo(grams / 1000, 1);
    expect(f.co2.per_trip_kg).toBeCloseTo(grams / 2000, 1);
    expect(f.co2.method).toMatch(/DEFRA/);
  });

  it('shows November’s hotel nights by city and stars against the city’s cap', async () => {
    const r = await gql(
      'owner',
      `query($filter: AnalysisFilter!) { analysis_hotel(filter: $filter) { nights spend
        average_nightly_rate by_city { key label amount count } by_star { key label }
        top_properties { key label count } rate_against_cap { city average_nightly_rate cap nights } } }`,
      { filter: NOVEMBER },
      'en',
    );
    expect(r.data!.analysis_hotel).toEqual({
      nights: 3,
      spend: 4_500_000,
      average_nightly_rate: 1_500_000,
      by_city: [{ key: 'da-nang', label: 'Da Nang', amount: 4_500_000, count: 3 }],
      by_star: [{ key: '4', label: '4 stars' }],
      top_properties: [{ key: 'local:song-han', label: 'Khách sạn Sông Hàn', count: 3 }],
      rate_against_cap: [
        { city: 'Da Nang', average_nightly_rate: 1_500_000, cap: 2_000_000, nights: 3 },
      ],
    });
  });

  it('burns each cost center’s November budget and flags the one at risk', async () => {
    const r = await gql(
      'owner',
      `query($filter: AnalysisFilter!) { analysis_cost_centers(filter: $filter) { cost_center_id
        name period period_start period_end budget actual projected at_risk burn { key amount } } }`,
      { filter: NOVEMBER },
    );
    const [a, b] = r.data!.analysis_cost_centers;
    expect(a).toMatchObject({
      name: 'Dự án A',
      period: 'MONTHLY',
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      budget: 10_000_000,
      actual: 6_500_000,
      // 6,500,000 ₫ in the first 20 of 30 days.
      projected: 9_750_000,
      at_risk: false,
    });
    expect(a.burn).toHaveLength(20);
    expect(a.burn[1]).toEqual({ key: '2026-11-02', amount: 2_000_000 });
    expect(a.burn[19]).toEqual({ key: '2026-11-20', amount: 6_500_000 });
    expect(b).toMatchObject({ name: 'Dự án B', actual: 30_000_000, at_risk: true });
  });

  it('answers no expenses when no claim was made', async () => {
    const r = await gql(
      'owner',
      `query($filter: AnalysisFilter!) { analysis_expenses(filter: $filter) { total reimbursed pending by_category { key } by_department { key } by_cost_center { key } series { key amount } } }`,
      { filter: NOVEMBER },
    );
    expect(r.data!.analysis_expenses).toEqual({
      total: 0,
      reimbursed: 0,
      pending: 0,
      by_category: [],
      by_department: [],
      by_cost_center: [],
      series: [{ key: '2026-11', amount: 0 }],
    });
  });
});

describe('the detail rows and their export', () => {
  const DETAIL = `query($filter: AnalysisFilter!, $sort: AnalysisDetailSort, $limit: Int) {
    analysis_detail(filter: $filter, sort: $sort, limit: $limit) { total rows { user_order_id
      product description traveller_name department_name cost_center_name amount voucher_discount status } } }`;

  it('lists the rows behind November, sorted by amount', async () => {
    const r = await gql('owner', DETAIL, {
      filter: NOVEMBER,
      sort: { field: 'AMOUNT', direction: 'DESC' },
      limit: 2,
    });
    const page = r.data!.analysis_detail;
    expect(page.total).toBe(5);
    expect(
      page.rows.map((x: { description: string; amount: number }) => [x.description, x.amount]),
    ).toEqual([
      ['HAN-NRT', 30_000_000],
      ['Khách sạn Sông Hàn', 4_500_000],
    ]);
  });

  it('counts a booking paid now at once, and gives it back when it is refunded', async () => {
    const db = t().database.db;
    const before = (await overview('owner', NOVEMBER)).current.total_spend;
    const paid = await buildFlightBooking(db, {
      corporateId: ids.corp,
      userId: ids.an,
      at: new Date('2026-11-20T04:00:00Z'),
      price: 1_234_000,
      out: { from: 'HAN', to: 'SGN', departs: '2026-11-30T01:00:00.000Z' },
    });
    expect((await overview('owner', NOVEMBER)).current.total_spend).toBe(before + 1_234_000);
    await db.execute(sql`update user_orders set status = 'REFUNDED', refunded_at = now()
      where id = ${paid.orderId}`);
    expect((await overview('owner', NOVEMBER)).current.total_spend).toBe(before);
    const r = await gql('owner', DETAIL, {
      filter: { ...NOVEMBER, user_ids: [ids.an] },
      sort: { field: 'PAID_AT', direction: 'DESC' },
      limit: 1,
    });
    expect(r.data!.analysis_detail.rows[0]).toMatchObject({
      user_order_id: paid.orderId,
      status: 'REFUNDED',
      amount: 0,
    });
  });
  it('exports the rows as XLSX through a short-lived link', async () => {
    const r = await gql(
      'owner',
      `query($filter: AnalysisFilter!) { analysis_detail_export(filter: $filter, format: XLSX) { name url } }`,
      { filter: NOVEMBER },
      'en',
    );
    const file = r.data!.analysis_detail_export;
    expect(file.name).toBe('analysis-2026-11-01-2026-11-30.xlsx');
    const download = await t().app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    const rows = readXlsxRows(download.rawPayload);
    expect(rows[0]).toContain('Amount');
    const amount = (rows[0] as string[]).indexOf('Amount');
    const body = rows.slice(1, -1);
    expect(body).toHaveLength(6);
    expect(body.reduce((s, row) => s + Number((row as unknown[])[amount] ?? 0), 0)).toBe(
      36_500_000,
    );
    const csv = await gql(
      'owner',
      `query($filter: AnalysisFilter!) { analysis_detail_export(filter: $filter, format: CSV) { name url } }`,
      { filter: { ...NOVEMBER, user_ids: [ids.binh] } },
    );
    const text = (
      await t().app.inject({ method: 'GET', url: csv.data!.analysis_detail_export.url })
    ).body;
    expect(text.startsWith('\uFEFFThanh toán lúc,')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(1 + 3);
    const forged = await t().app.inject({
      method: 'GET',
      url: file.url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    });
    expect(forged.statusCode).toBe(404);
    t().clock.advance(16 * 60);
    const late = await t().app.inject({ method: 'GET', url: file.url });
    expect(late.statusCode).toBe(404);
  });
});
