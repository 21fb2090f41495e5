import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  corporateCredits,
  corporateLevels,
  corporateStaffs,
  corporates,
  delegatePolicies,
  delegatePolicyMembers,
} from '../../../server/db/schema';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import { replaceReasons, savePolicy } from '../../../server/domain/policy/repository';
import type { PolicyAction } from '../../../server/domain/policy/evaluate';
import { call } from '../accounts/support';
import { buildCorporate } from '../support/corporate-builders';
import { inDays } from '../support/inventory-builders';
import { addDetails, CREATE_CART, flightInput, useCheckoutApp } from '../checkout/support';

// Travel-policy verdicts through the APIs (issue 21, docs/travel-policy-verdicts.md): search
// judges each fare for the booking's traveller (self, delegator, the travel desk's colleague),
// checkout refuses or asks as the verdict says, and never with another company's policy.
// The flight: HAN → SGN in 10 days, economy, 1,350,000 ₫ (over the 1,200,000 ₫ one-way cap).

const PEOPLE = ['boss', 'blocked', 'asks', 'reasons', 'desk', 'assistant', 'rival', 'free'];
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 120, rooms: 20, people: PEOPLE },
);
const db = () => t().database.db;
const ids: Record<string, string> = {};

const STATE = `type remainCost first_pay second_pay visible cabin one_way_cost round_trip_cost
  seat_class reason_required nightly_cost breaches { rule cap price min_days days allowed actual }`;
const SEARCH = `query($i: SearchFlightsInput!) { search_flights(input: $i) {
  departure { entries { id price policy { ${STATE} } seat_classes { id policy { type } } } } } }`;
const PROPERTY = `query($i: PropertyInput!) { property(input: $i) {
  stay_price { price policy { type nightly_cost } }
  room_types { rates { id price policy { type nightly_cost breaches { rule cap } } } } } }`;
const CHOOSE = `mutation($i: UpdateCorporatePaymentInput!) { update_corporate_payment(input: $i) {
  id is_corporate policy { corporate_id reason_code reasons { code description }
    verdict { type first_pay second_pay breaches { rule } } } } }`;
const PAY = `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) {
  id status } }`;
const POLICY = `query($c: String!) { payment_checkout_session(cart_token: $c) {
  policy { corporate_id reason_code reasons { code } verdict { type } } } }`;

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) =>
  r.errors?.[0]?.extensions?.code;
const fieldsOf = (r: {
  errors?: { extensions?: { fields?: { field: string; rule: string }[] } }[];
}) => r.errors?.[0]?.extensions?.fields?.map((f) => `${f.field}:${f.rule}`);

const gql = (
  service: string,
  who: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  call(t().app, 'POST', `/graphql/${service}`, {
    body: { query, variables },
    token: world.users[who].token,
    headers,
  }).then((r) => r.body as { data: any; errors?: any[] }); // eslint-disable-line @typescript-eslint/no-explicit-any

async function policyFor(corp: string, level: string, action: PolicyAction) {
  await savePolicy(
    db(),
    corp,
    level,
    {
      allowed_cabins: ['ECONOMY'],
      one_way_cost: 1_200_000,
      round_trip_cost: 3_000_000,
      min_days_ahead: 7,
      out_of_policy_action: action,
      hotel_caps: [{ city_id: 'da-nang', star_rating: null, nightly_cost: 5_000_000 }],
    },
    world.users.boss.id,
    async () => {},
  );
}

beforeAll(async () => {
  const u = world.users;
  ids.corp = await buildCorporate(db(), {
    owner: u.boss.id,
    name: 'VinaSteel',
    members: [
      { user: u.blocked.id },
      { user: u.asks.id },
      { user: u.reasons.id },
      { user: u.assistant.id },
      { user: u.desk.id, role: 'OPERATION' },
    ],
  });
  ids.other = await buildCorporate(db(), { owner: u.rival.id, name: 'Other', members: [] });
  await db()
    .insert(corporateCredits)
    .values([
      { corporate_id: ids.corp, max_debt: 500_000_000 },
      { corporate_id: ids.other, max_debt: 500_000_000 },
    ]);
  await replaceReasons(
    db(),
    ids.corp,
    [{ code: 'CLIENT_MEETING', description: 'Gặp khách hàng' }],
    async () => {},
  );
  const levels = await db()
    .insert(corporateLevels)
    .values(
      (['BLOCK', 'APPROVAL', 'ALLOW_WITH_REASON'] as const).map((name) => ({
        corporate_id: ids.corp,
        name,
      })),
    )
    .returning({ id: corporateLevels.id, name: corporateLevels.name });
  for (const [who, action] of [
    ['blocked', 'BLOCK'],
    ['asks', 'APPROVAL'],
    ['reasons', 'ALLOW_WITH_REASON'],
  ] as const) {
    const level = levels.find((l) => l.name === action)!.id;
    await policyFor(ids.corp, level, action);
    await db()
      .update(corporateStaffs)
      .set({ corporate_level_id: level })
      .where(
        and(eq(corporateStaffs.corporate_id, ids.corp), eq(corporateStaffs.user_id, u[who].id)),
      );
  }
  // The assistant books for `asks` as their delegate.
  const [policy] = await db()
    .insert(delegatePolicies)
    .values({ corporate_id: ids.corp, active: true })
    .returning({ id: delegatePolicies.id });
  await db()
    .insert(delegatePolicyMembers)
    .values([
      { policy_id: policy.id, corporate_id: ids.corp, side: 'DELEGATEE', user_id: u.assistant.id },
      { policy_id: policy.id, corporate_id: ids.corp, side: 'DELEGATOR', user_id: u.asks.id },
    ]);
});

beforeEach(async () => {
  t().clock.advance(16 * 60);
  await releaseExpiredHolds(db(), t().clock.now());
  await db().update(corporates).set({ enable_split_payment: false });
});

const search = (who: string, extra: Record<string, unknown> = {}, headers = {}) =>
  gql(
    'flights',
    who,
    SEARCH,
    { i: { from: 'HAN', to: 'SGN', depart: inDays(10), ...extra } },
    headers,
  );

async function cart(who: string, headers: Record<string, string> = {}) {
  const r = await gql('payments', who, CREATE_CART, { input: flightInput(world) }, headers);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const s = r.data.create_cart as { id: string; cart_token: string; price: number };
  await addDetails(t(), world.users[who].token, s.id);
  return s;
}
const choose = (who: string, sessionId: string, extra: Record<string, unknown> = {}) =>
  gql('payments', who, CHOOSE, {
    i: {
      payment_checkout_session_id: sessionId,
      corporate_id: ids.corp,
      is_corporate: true,
      ...extra,
    },
  });
const charges = async (sessionId: string) =>
  (
    await db().execute<{ policy_reason_code: string | null }>(
      sql`select policy_reason_code from corporate_payments
        where payment_checkout_session_id = ${sessionId}::uuid`,
    )
  ).rows;

describe('search verdicts', () => {
  it("judges each fare for the signed-in member by their level's policy", async () => {
    const r = await search('asks');
    expect(r.errors).toBeUndefined();
    const [option] = r.data.search_flights.departure.entries;
    expect(option.policy).toEqual({
      type: 'APPROVAL',
      remainCost: 0,
      first_pay: 1_350_000,
      second_pay: 0,
      visible: true,
      cabin: 'ECONOMY',
      one_way_cost: 1_200_000,
      round_trip_cost: 3_000_000,
      seat_class: 'ECONOMY',
      reason_required: false,
      nightly_cost: null,
      breaches: [
        {
          rule: 'PRICE',
          cap: 1_200_000,
          price: 1_350_000,
          min_days: null,
          days: null,
          allowed: null,
          actual: null,
        },
      ],
    });
    expect(option.seat_classes[0].policy).toEqual({ type: 'APPROVAL' });
    expect((await search('blocked')).data.search_flights.departure.entries[0].policy).toMatchObject(
      {
        type: 'BLOCK',
        visible: false,
        first_pay: 0,
      },
    );
  });

  it('carries no verdict without a policy, nor for anyone signed out', async () => {
    expect((await search('free')).data.search_flights.departure.entries[0].policy).toBeNull();
    const anonymous = await call(t().app, 'POST', '/graphql/flights', {
      body: { query: SEARCH, variables: { i: { from: 'HAN', to: 'SGN', depart: inDays(10) } } },
    });
    expect(anonymous.body.data.search_flights.departure.entries[0].policy).toBeNull();
  });

  it("judges by the delegator's policy while a delegate acts for them", async () => {
    expect((await search('assistant')).data.search_flights.departure.entries[0].policy).toBeNull();
    const acting = await search('assistant', {}, { 'x-patron-id': world.users.asks.id });
    expect(acting.data.search_flights.departure.entries[0].policy.type).toBe('APPROVAL');
  });

  it("judges by the colleague the travel desk picks, and only its own company's", async () => {
    const desk = await search('desk', { traveller_id: world.users.reasons.id });
    expect(desk.data.search_flights.departure.entries[0].policy.type).toBe('ALLOW_WITH_REASON');
    // A plain member may not pick a colleague; nobody may pick another company's traveller.
    const plain = await search('asks', { traveller_id: world.users.reasons.id });
    expect(codeOf(plain)).toBe('FORBIDDEN');
    expect(fieldsOf(plain)).toEqual(['traveller_id:not_bookable']);
    const rival = await search('rival', { traveller_id: world.users.asks.id });
    expect(codeOf(rival)).toBe('FORBIDDEN');
    expect(rival.data).toBeNull();
  });

  it('filters to fares in policy', async () => {
    const all = await search('asks');
    expect(all.data.search_flights.departure.entries.length).toBeGreaterThan(0);
    const only = await search('asks', { in_policy: true });
    expect(only.data.search_flights.departure.entries).toEqual([]);
    const free = await search('free', { in_policy: true });
    expect(free.data.search_flights.departure.entries.length).toBe(
      all.data.search_flights.departure.entries.length,
    );
  });

  it("judges a property's rates against the city's nightly cap", async () => {
    const r = await gql('property', 'asks', PROPERTY, {
      i: { id: world.hotel.id, check_in: inDays(12), check_out: inDays(14), n_o_a: 2 },
    });
    expect(r.errors).toBeUndefined();
    const rate = r.data.property.room_types[0].rates[0];
    expect(rate.policy).toEqual({ type: 'IN_POLICY', nightly_cost: 5_000_000, breaches: [] });
    expect(r.data.property.stay_price.policy.type).toBe('IN_POLICY');
  });
});

describe('checkout refuses or asks as the policy says', () => {
  it('refuses a blocked trip on the company account, naming the rule, and charges nothing', async () => {
    const s = await cart('blocked');
    const chose = await choose('blocked', s.id);
    expect(codeOf(chose)).toBe('POLICY_BLOCKED');
    expect(chose.errors![0].message).toBe(
      'This trip is outside the travel policy: the price ₫1,350,000 is over the cap of ₫1,200,000.',
    );
    expect(fieldsOf(chose)).toEqual(['payment_checkout_session_id:policy_price']);
    const paid = await gql('payments', 'blocked', PAY, { s: s.id });
    expect(codeOf(paid)).toBe('POLICY_BLOCKED');
    expect(await charges(s.id)).toEqual([]);
  });

  it('asks for approval: the company may be chosen, not charged', async () => {
    const s = await cart('asks');
    const chose = await choose('asks', s.id);
    expect(chose.errors).toBeUndefined();
    expect(chose.data.update_corporate_payment.policy).toEqual({
      corporate_id: ids.corp,
      reason_code: null,
      reasons: [],
      verdict: {
        type: 'APPROVAL',
        first_pay: 1_350_000,
        second_pay: 0,
        breaches: [{ rule: 'PRICE' }],
      },
    });
    const paid = await gql('payments', 'asks', PAY, { s: s.id });
    expect(codeOf(paid)).toBe('POLICY_APPROVAL_REQUIRED');
    expect(await charges(s.id)).toEqual([]);
  });

  it("needs one of the company's reason codes, and keeps it with the charge", async () => {
    const s = await cart('reasons');
    const none = await choose('reasons', s.id);
    expect(codeOf(none)).toBe('POLICY_REASON_REQUIRED');
    expect(fieldsOf(none)).toEqual([
      'input.reason_code:required',
      'payment_checkout_session_id:policy_price',
    ]);
    const unknown = await choose('reasons', s.id, { reason_code: 'HOLIDAY' });
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(unknown)).toEqual(['input.reason_code:unknown']);
    const shown = await gql('payments', 'reasons', POLICY, { c: s.cart_token });
    expect(shown.data.payment_checkout_session.policy).toEqual({
      corporate_id: ids.corp,
      reason_code: null,
      reasons: [{ code: 'CLIENT_MEETING' }],
      verdict: { type: 'ALLOW_WITH_REASON' },
    });
    // Paying without having given one is refused too.
    expect(codeOf(await gql('payments', 'reasons', PAY, { s: s.id }))).toBe(
      'POLICY_REASON_REQUIRED',
    );
    const chose = await choose('reasons', s.id, { reason_code: 'CLIENT_MEETING' });
    expect(chose.data.update_corporate_payment.policy.reason_code).toBe('CLIENT_MEETING');
    const paid = await gql('payments', 'reasons', PAY, { s: s.id });
    expect(paid.data?.pay_with_corporate.status, JSON.stringify(paid.errors)).toBe('SUCCESSFUL');
    expect(await charges(s.id)).toEqual([{ policy_reason_code: 'CLIENT_MEETING' }]);
  });

  it('splits a fare over the cap when the company splits: it pays the cap, the traveller the rest', async () => {
    await db()
      .update(corporates)
      .set({ enable_split_payment: true })
      .where(eq(corporates.id, ids.corp));
    const s = await cart('asks');
    expect((await choose('asks', s.id)).data.update_corporate_payment.policy.verdict).toEqual({
      type: 'IN_POLICY',
      first_pay: 1_200_000,
      second_pay: 150_000,
      breaches: [],
    });
    const paid = await gql('payments', 'asks', PAY, { s: s.id });
    expect(paid.data?.pay_with_corporate.status, JSON.stringify(paid.errors)).toBe('PENDING');
    const [row] = (
      await db().execute<{ first_pay: number; second_pay: number }>(
        sql`select first_pay::float8 as first_pay, second_pay::float8 as second_pay from payment_checkout_sessions where id = ${s.id}::uuid`,
      )
    ).rows;
    expect(row).toEqual({ first_pay: 1_200_000, second_pay: 150_000 });
  });

  it("judges a delegate's booking by the delegator's policy", async () => {
    const headers = { 'x-patron-id': world.users.asks.id };
    const r = await gql(
      'payments',
      'assistant',
      CREATE_CART,
      { input: flightInput(world) },
      headers,
    );
    const s = r.data.create_cart;
    await addDetails(t(), world.users.asks.token, s.id);
    const paid = await gql('payments', 'assistant', PAY, { s: s.id }, headers);
    expect(codeOf(paid)).toBe('POLICY_APPROVAL_REQUIRED');
  });

  it("judges the travel desk's booking for a colleague by the colleague's policy, not the desk's", async () => {
    const forColleague = async (who: string) => {
      const r = await gql('payments', 'desk', CREATE_CART, {
        input: { ...flightInput(world), traveller_id: world.users[who].id },
      });
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      await addDetails(t(), world.users.desk.token, r.data.create_cart.id);
      return r.data.create_cart as { id: string };
    };
    // The desk has no policy of their own: their own cart is charged to the company.
    const own = await cart('desk');
    expect((await choose('desk', own.id)).errors).toBeUndefined();
    expect((await gql('payments', 'desk', PAY, { s: own.id })).errors).toBeUndefined();
    // The same fare for `blocked` is refused as `blocked`'s policy says, and charges nothing.
    const blocked = await forColleague('blocked');
    expect(codeOf(await choose('desk', blocked.id))).toBe('POLICY_BLOCKED');
    expect(codeOf(await gql('payments', 'desk', PAY, { s: blocked.id }))).toBe('POLICY_BLOCKED');
    expect(await charges(blocked.id)).toEqual([]);
    // For `reasons`, the company pays once the desk gives one of the company's reasons.
    const reasons = await forColleague('reasons');
    expect(codeOf(await choose('desk', reasons.id))).toBe('POLICY_REASON_REQUIRED');
    expect(
      (await choose('desk', reasons.id, { reason_code: 'CLIENT_MEETING' })).errors,
    ).toBeUndefined();
    expect((await gql('payments', 'desk', PAY, { s: reasons.id })).errors).toBeUndefined();
    expect(await charges(reasons.id)).toEqual([{ policy_reason_code: 'CLIENT_MEETING' }]);
  });

  it("lets only the travel desk book for a colleague, and only its own company's", async () => {
    const forOther = (who: string, traveller: string) =>
      gql('payments', who, CREATE_CART, {
        input: { ...flightInput(world), traveller_id: world.users[traveller].id },
      });
    const plain = await forOther('asks', 'reasons');
    expect(codeOf(plain)).toBe('FORBIDDEN');
    expect(fieldsOf(plain)).toEqual(['traveller_id:not_bookable']);
    expect(codeOf(await forOther('rival', 'asks'))).toBe('FORBIDDEN');
    expect(codeOf(await forOther('desk', 'rival'))).toBe('FORBIDDEN');
  });

  it("never judges another company's traveller by this company's policy", async () => {
    const s = await cart('rival');
    const chose = await choose('rival', s.id);
    expect(codeOf(chose)).toBe('FORBIDDEN');
    expect(
      (await gql('payments', 'rival', POLICY, { c: s.cart_token })).data.payment_checkout_session
        .policy,
    ).toBeNull();
  });

  it('50 payments of a trip awaiting approval at once: all refused, nothing charged', async () => {
    const s = await cart('asks');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => gql('payments', 'asks', PAY, { s: s.id })),
    );
    expect(results.map(codeOf)).toEqual(Array(50).fill('POLICY_APPROVAL_REQUIRED'));
    expect(await charges(s.id)).toEqual([]);
  });

  it('50 payments with a reason at once: one charge, carrying the reason', async () => {
    const s = await cart('reasons');
    await choose('reasons', s.id, { reason_code: 'CLIENT_MEETING' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => gql('payments', 'reasons', PAY, { s: s.id })),
    );
    const orders = new Set(results.map((r) => r.data?.pay_with_corporate?.id).filter(Boolean));
    expect(orders.size).toBe(1);
    expect(await charges(s.id)).toEqual([{ policy_reason_code: 'CLIENT_MEETING' }]);
  });
});
