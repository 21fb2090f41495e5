/**
 * One corporate with an approver chain and a travel policy that sends the test flight
 * (1,350,000 ₫, over a 1,200,000 ₫ cap) for approval; helpers to make a request as a user does.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { corporateLevels, corporateStaffs, departments } from '../../../server/db/schema';
import { savePolicy } from '../../../server/domain/policy/repository';
import { call } from '../accounts/support';
import { addDetails, CREATE_CART, flightInput, pay, useCheckoutApp } from '../checkout/support';
import { buildCorporate } from '../support/corporate-builders';
import { setCorporateBalance } from '../support/corporate-ledger';

export const PEOPLE = ['boss', 'admin', 'minh', 'tuan', 'staff', 'desk', 'accounting', 'rival'];

export const REQUEST_FIELDS = `id corporate_id kind status summary price previous_price
  price_difference currency held_until hold_lapsed verdict breaches reason_code note
  requester { id name } traveller { id name } approver { id name } department { id name }
  escalation_level deadline_at reminded_at decided_by { id name } decided_at comment
  user_order_id failure events { kind actor { id } approver { id } at }`;

export const CREATE = `mutation($i: CreateBookingRequestInput!) {
  create_booking_request(input: $i) { ${REQUEST_FIELDS} } }`;
export const DECIDE = `mutation($i: DecideBookingRequestInput!) {
  decide_booking_request(input: $i) { ${REQUEST_FIELDS} } }`;
export const CANCEL = `mutation($i: CancelBookingRequestInput!) {
  cancel_booking_request(input: $i) { id status } }`;
export const ONE = `query($id: ID!) { booking_request(id: $id) { ${REQUEST_FIELDS} } }`;
export const LIST = `query($status: BookingRequestStatus, $mine: Boolean, $kind: BookingRequestKind,
  $department_id: ID) {
  booking_requests(status: $status, mine: $mine, kind: $kind, department_id: $department_id) {
    total_count entries { id status requester { id } } } }`;
export const MINE = `query { my_booking_requests { total_count entries { id status approver { id } } } }`;
export const COUNTERS = `query { approval_counters {
  total_pending approvals hotel_approvals flight_approvals } }`;
const CHOOSE = `mutation($i: UpdateCorporatePaymentInput!) { update_corporate_payment(input: $i) {
  id is_corporate } }`;

export function useApprovalsApp() {
  const ids: Record<string, string> = {};
  const { t, world } = useCheckoutApp(
    {
      CHECKOUT_HOLD_LIMITS: 'off',
      APPROVALS_SWEEP_SECONDS: '0',
      CHECKOUT_HOLD_MINUTES: '600',
      // The tests move the clock days ahead (deadlines, escalation): tokens outlive them.
      ACCESS_TOKEN_TTL_SECONDS: String(60 * 86400),
    },
    { seats: 200, rooms: 20, people: PEOPLE },
  );
  beforeAll(async () => {
    const db = t().database.db;
    const u = world.users;
    ids.corp = await buildCorporate(db, {
      owner: u.boss.id,
      name: 'VinaSteel',
      members: [
        { user: u.admin.id, role: 'ADMIN' },
        { user: u.minh.id, role: 'APPROVER' },
        { user: u.tuan.id, role: 'APPROVER' },
        { user: u.staff.id },
        { user: u.desk.id, role: 'OPERATION' },
        { user: u.accounting.id, role: 'ACCOUTING' },
      ],
    });
    ids.rivalCorp = await buildCorporate(db, { owner: u.rival.id, name: 'Rival' });
    const [level] = await db
      .insert(corporateLevels)
      .values({ corporate_id: ids.corp, name: 'Nhân viên' })
      .returning({ id: corporateLevels.id });
    const [dept] = await db
      .insert(departments)
      .values({ corporate_id: ids.corp, name: 'Kinh doanh', approver_id: u.tuan.id })
      .returning({ id: departments.id });
    ids.dept = dept.id;
    await db
      .update(corporateStaffs)
      .set({ corporate_level_id: level.id, approver_id: u.minh.id, department_id: dept.id })
      .where(
        and(eq(corporateStaffs.corporate_id, ids.corp), eq(corporateStaffs.user_id, u.staff.id)),
      );
    await savePolicy(
      db,
      ids.corp,
      level.id,
      {
        allowed_cabins: ['ECONOMY'],
        one_way_cost: 1_200_000,
        round_trip_cost: 3_000_000,
        min_days_ahead: 0,
        out_of_policy_action: 'APPROVAL',
        hotel_caps: [],
      },
      u.boss.id,
      async () => {},
    );
    await setCorporateBalance(db, ids.corp, 500_000_000);
  });

  const corporate = (who: string, query: string, variables: Record<string, unknown> = {}) =>
    call(t().app, 'POST', '/graphql/corporate', {
      body: { query, variables },
      token: world.users[who].token,
    }).then((r) => r.body as { data: any; errors?: any[] }); // eslint-disable-line @typescript-eslint/no-explicit-any

  /** A flight cart of `traveller`, made by `who`, charged to the company: ready to request. */
  async function corporateCart(who = 'staff') {
    const token = world.users[who].token;
    const r = await pay(t().app, token, CREATE_CART, { input: flightInput(world) });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const id = r.data.create_cart.id as string;
    await addDetails(t(), token, id);
    const chosen = await pay(t().app, token, CHOOSE, {
      i: { payment_checkout_session_id: id, is_corporate: true, corporate_id: ids.corp },
    });
    if (chosen.errors) throw new Error(JSON.stringify(chosen.errors));
    return id;
  }

  /** A PENDING request of `staff` (the first approver: minh). */
  async function request(note: string | null = null) {
    const session = await corporateCart();
    const r = await corporate('staff', CREATE, {
      i: { payment_checkout_session_id: session, note },
    });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data.create_booking_request as { id: string; [k: string]: unknown };
  }

  const outbox = async (who: string) =>
    (await call(t().app, 'GET', `/dev/outbox?to=${encodeURIComponent(`${who}@travel.example`)}`))
      .body as { subject: string; text: string }[];

  return { t, world, ids, corporate, corporateCart, request, outbox };
}

export const fieldRule = (r: { errors?: { extensions?: { fields?: { rule: string }[] } }[] }) =>
  r.errors?.[0]?.extensions?.fields?.[0]?.rule;
export const errorCode = (r: { errors?: { extensions?: { code?: string } }[] }) =>
  r.errors?.[0]?.extensions?.code;
