import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorOf, grantOf, type CorporateRole } from '../../../common/permissions/corporate';
import { corporateCredits, corporateStaffs, tripOrders, trips } from '../../../server/db/schema';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { assignOrderToTrip } from '../../../server/domain/trips/assign';
import { call } from '../accounts/support';
import { buildCorporate } from '../support/corporate-builders';
import {
  addDetails,
  CREATE_CART,
  flightInput,
  hotelInput,
  pay,
  useCheckoutApp,
} from '../checkout/support';

// Trips from paid bookings (docs/trips.md): the assignment, the filter's defaults, who sees
// which trips (own, the company's, an approver's staff) and the other corporate's refused.

const ROLES: Record<string, CorporateRole> = {
  boss: 'OWNER',
  staff: 'STAFF',
  appr: 'APPROVER',
  idle: 'APPROVER',
  acct: 'ACCOUTING',
  ops: 'OPERATION',
};
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 9, people: [...Object.keys(ROLES), 'rival'] },
);
const db = () => t().database.db;
let corp = '';

const TRIP_FIELDS = `id purpose name start_date end_date time places { id name } can_edit
  traveller { id email } booking_count total_price currency`;
const LIST = (op: string) => `query($input: TripFilterInput) { ${op}(input: $input) {
  total_count entries { ${TRIP_FIELDS} } } }`;
const ONE = `query($id: ID!) { trip(id: $id) { ${TRIP_FIELDS} bookings { id product_type status
  booking_codes passengers company_paid person_paid payment_type flights { code departure_code
  arrival_code } stays { property_name check_in check_out } } } }`;
const UPDATE = `mutation($input: UpdateTripInput!) { update_trip(input: $input) { id name purpose } }`;

async function ask(who: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await call(t().app, 'POST', '/graphql/trips', {
    body: { query, variables },
    token: world.users[who].token,
  });
  return r.body as { data: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) =>
  r.errors?.[0]?.extensions?.code;

/** A paid order of `who`: a cart with its details, paid by the corporate or the wallet. */
async function book(who: string, input: Record<string, unknown>, by: 'corporate' | 'wallet') {
  const token = world.users[who].token;
  const created = await pay(t().app, token, CREATE_CART, { input });
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const session = created.data.create_cart.id as string;
  await addDetails(t(), token, session);
  const mutation =
    by === 'corporate'
      ? `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) { id status } }`
      : `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;
  const r = await pay(t().app, token, mutation, { s: session });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data.pay_with_corporate ?? r.data.pay_with_wallet).id as string;
}

let outbound = '';
let business = '';
let personal = '';

beforeAll(async () => {
  const u = world.users;
  corp = await buildCorporate(db(), {
    owner: u.boss.id,
    name: 'Alpha',
    members: ['staff', 'appr', 'idle', 'acct', 'ops'].map((w) => ({
      user: u[w].id,
      role: ROLES[w],
    })),
  });
  await buildCorporate(db(), { owner: u.rival.id, name: 'Beta' });
  await db()
    .update(corporateStaffs)
    .set({ approver_id: u.appr.id })
    .where(eq(corporateStaffs.user_id, u.staff.id));
  await db().insert(corporateCredits).values({ corporate_id: corp, max_debt: 100_000_000 });
  await creditWalletTopUp(db(), u.staff.id, 50_000_000, 'VND', 'top-up:trips-staff');
  // Out on day 10 and home on day 13, both charged to Alpha: one business trip.
  outbound = await book('staff', flightInput(world), 'corporate');
  const back = { departure: { id: world.back.optionId, seat_class_id: world.back.seatClassId } };
  await book('staff', { flight: back }, 'corporate');
  // A stay on days 5-7 from the wallet: a personal trip of its own.
  await book('staff', hotelInput(world), 'wallet');
}, 120_000);

describe('bookings become trips', () => {
  it('groups the way out and home into one business trip, the own-paid stay into a personal one', async () => {
    const r = await ask('staff', LIST('trips'));
    expect(r.errors).toBeUndefined();
    const list = r.data.trips.entries as { id: string; purpose: string; booking_count: number }[];
    expect(list.map((e) => [e.purpose, e.booking_count])).toEqual([
      ['PERSONAL', 1],
      ['BUSINESS', 2],
    ]);
    personal = list[0].id;
    business = list[1].id;
  });

  it('links an order once however often it is assigned', async () => {
    const again = await Promise.all(
      Array.from({ length: 10 }, () => db().transaction((tx) => assignOrderToTrip(tx, outbound))),
    );
    expect(new Set(again)).toEqual(new Set([business]));
    const links = await db().select().from(tripOrders).where(eq(tripOrders.trip_id, business));
    expect(links).toHaveLength(2);
    expect(await db().select().from(trips)).toHaveLength(2);
  });

  it('shows the itinerary, the passengers and who paid', async () => {
    const r = await ask('staff', ONE, { id: business });
    expect(r.errors).toBeUndefined();
    const [out, home] = r.data.trip.bookings;
    expect(out.flights[0]).toMatchObject({
      code: 'VN213',
      departure_code: 'HAN',
      arrival_code: 'SGN',
    });
    expect(home.flights[0]).toMatchObject({ code: 'VN214', departure_code: 'SGN' });
    expect(out.passengers).toEqual(['NGUYEN KHACH A']); // as on the ticket
    expect(out).toMatchObject({ payment_type: 'CORPORATE', person_paid: 0 });
    expect(out.company_paid).toBeGreaterThan(0);
    const stay = (await ask('staff', ONE, { id: personal })).data.trip.bookings[0];
    expect(stay).toMatchObject({ company_paid: 0, product_type: 'HOTEL' });
    expect(stay.stays[0].property_name).toBe('Sea Breeze');
  });
});

describe('trip_booking (the mobile embeds)', () => {
  const BOOKING = `query($id: ID!) { trip_booking(id: $id) { id trip_id cart_token
    flights { code } } }`;
  it('answers the traveller with the confirmation cart, an approver without it, others not at all', async () => {
    const mine = await ask('staff', BOOKING, { id: outbound });
    expect(mine.data.trip_booking).toMatchObject({ id: outbound, trip_id: business });
    expect(mine.data.trip_booking.cart_token).toBeTruthy();
    const approver = await ask('appr', BOOKING, { id: outbound });
    expect(approver.data.trip_booking).toMatchObject({ id: outbound, cart_token: null });
    expect(codeOf(await ask('idle', BOOKING, { id: outbound }))).toBe('NOT_FOUND');
    expect(codeOf(await ask('rival', BOOKING, { id: outbound }))).toBe('NOT_FOUND');
  });
});

describe('the trip filter', () => {
  it('filters by purpose and time, and sorts upcoming trips by departure', async () => {
    const only = await ask('staff', LIST('trips'), { input: { isPersonal: false } });
    expect(only.data.trips.entries.map((e: { id: string }) => e.id)).toEqual([business]);
    const none = await ask('staff', LIST('trips'), {
      input: { isBusiness: false, isPersonal: false },
    });
    expect(none.data.trips.total_count).toBe(0);
    const past = await ask('staff', LIST('trips'), { input: { time_type: 'PAST' } });
    expect(past.data.trips.total_count).toBe(0);
    const upcoming = await ask('staff', LIST('trips'), { input: { time_type: 'UPCOMING' } });
    // The stay (day 5) leaves before the flight (day 10), though it was booked after.
    expect(upcoming.data.trips.entries.map((e: { id: string }) => e.id)).toEqual([
      personal,
      business,
    ]);
  });

  it('answers a bad filter with the field and its rule', async () => {
    const r = await ask('staff', LIST('trips'), { input: { limit: 0 } });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].extensions.fields[0]).toMatchObject({ field: 'limit' });
  });
});

describe("the company's trips", () => {
  it('shows business trips only, to owners, admins, operation and the approver of the traveller', async () => {
    const seen: Record<string, unknown> = {};
    for (const who of Object.keys(ROLES)) {
      const r = await ask(who, LIST('approver_trip_list'));
      seen[who] = r.errors
        ? codeOf(r)
        : r.data.approver_trip_list.entries.map((e: { id: string }) => e.id);
      const actor = actorOf(world.users[who].id, {
        id: corp,
        is_owner: ROLES[who] === 'OWNER',
        your_role: ROLES[who],
        status: 'APPROVED',
      });
      // The table's 'all' is the company's list; 'own' roles are refused it.
      expect(Boolean(r.errors), who).toBe(grantOf(actor, 'list', 'trips') !== 'all');
    }
    expect(seen).toEqual({
      boss: [business],
      staff: 'FORBIDDEN',
      appr: [business],
      idle: [],
      acct: 'FORBIDDEN',
      ops: [business],
    });
  });

  it('opens a trip for whoever may list it, and hides it from everyone else', async () => {
    expect((await ask('appr', ONE, { id: business })).data.trip.can_edit).toBe(false);
    expect(codeOf(await ask('idle', ONE, { id: business }))).toBe('NOT_FOUND');
    expect(codeOf(await ask('boss', ONE, { id: personal }))).toBe('NOT_FOUND');
    expect(codeOf(await ask('rival', ONE, { id: business }))).toBe('NOT_FOUND');
    const other = await ask('rival', LIST('approver_trip_list'), { input: { corporate_id: corp } });
    expect(codeOf(other)).toBe('FORBIDDEN');
  });
});

describe("approver_trip_filter_options (the company view's pickers)", () => {
  const OPTIONS = `query($input: TripFilterOptionsInput) { approver_trip_filter_options(input: $input) {
    people { id name } departments { id name } cost_centers { id name } places { id name } } }`;

  it('offers the people and places of the business trips the caller may list, and nothing else', async () => {
    const staffId = world.users.staff.id;
    const boss = (await ask('boss', OPTIONS)).data.approver_trip_filter_options;
    expect(boss.people.map((p: { id: string }) => p.id)).toEqual([staffId]);
    const trip = (await ask('boss', ONE, { id: business })).data.trip;
    expect(boss.places.map((p: { id: string }) => p.id).sort()).toEqual(
      trip.places.map((p: { id: string }) => p.id).sort(),
    );
    // The approver of the traveller sees the same; an approver of nobody sees nobody.
    const appr = (await ask('appr', OPTIONS)).data.approver_trip_filter_options;
    expect(appr.people.map((p: { id: string }) => p.id)).toEqual([staffId]);
    const idle = (await ask('idle', OPTIONS)).data.approver_trip_filter_options;
    expect(idle).toEqual({ people: [], departments: [], cost_centers: [], places: [] });
    // A search narrows by name; one that matches nobody offers nobody.
    const none = await ask('boss', OPTIONS, { input: { search: 'zzz-nobody' } });
    expect(none.data.approver_trip_filter_options.people).toEqual([]);
  });

  it('is refused to staff and accounting, and to another corporate', async () => {
    expect(codeOf(await ask('staff', OPTIONS))).toBe('FORBIDDEN');
    expect(codeOf(await ask('acct', OPTIONS))).toBe('FORBIDDEN');
    const rival = await ask('rival', OPTIONS, { input: { corporate_id: corp } });
    expect(codeOf(rival)).toBe('FORBIDDEN');
    expect(rival.data).toBeNull();
  });
});

describe('update_trip', () => {
  it('lets the traveller rename a trip, and keeps a company-paid one business', async () => {
    const r = await ask('staff', UPDATE, { input: { id: business, name: 'Hội nghị Sài Gòn' } });
    expect(r.data.update_trip).toMatchObject({ name: 'Hội nghị Sài Gòn', purpose: 'BUSINESS' });
    const refused = await ask('staff', UPDATE, { input: { id: business, purpose: 'PERSONAL' } });
    expect(refused.errors?.[0].extensions.fields[0]).toMatchObject({
      field: 'purpose',
      rule: 'company_paid',
    });
    expect(codeOf(await ask('boss', UPDATE, { input: { id: business, name: 'x' } }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await ask('rival', UPDATE, { input: { id: business, name: 'x' } }))).toBe(
      'NOT_FOUND',
    );
    const [row] = await db()
      .execute<{ name: string }>(sql`select name from trips where id = ${business}`)
      .then((x) => x.rows);
    expect(row.name).toBe('Hội nghị Sài Gòn');
  });
});
