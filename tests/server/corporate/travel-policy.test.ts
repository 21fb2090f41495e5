import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { corporateLevels, corporateStaffs, corporates } from '../../../server/db/schema';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { buildPlaces } from '../support/inventory-builders';

// Travel policy through the corporate API (issue 21): set and read per level, the reason codes,
// field errors, and who may read or set what (docs/permissions.md `travel_policy`).

const FIELDS = `id corporate_id corporate_level_id corporate_level { id name } allowed_cabins
  seat_class one_way_cost round_trip_cost currency min_days_ahead out_of_policy_action
  hotel_caps { city_id star_rating nightly_cost currency } enable_split_payment updated_at`;
const LIST = `query($c: ID) { travel_policies(corporate_id: $c) { ${FIELDS} } }`;
const ONE = `query($c: ID, $l: ID!) { travel_policy(corporate_id: $c, corporate_level_id: $l) {
  ${FIELDS} } }`;
const MINE = `query($c: ID) { my_travel_policy(corporate_id: $c) { ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdateTravelPolicyInput!) { update_travel_policy(input: $i) {
  ${FIELDS} } }`;
const REASONS = `query($c: ID) { travel_policy_reasons(corporate_id: $c) { id code description } }`;
const SET_REASONS = `mutation($i: UpdateTravelPolicyReasonsInput!) {
  update_travel_policy_reasons(input: $i) { id code description } }`;

const PEOPLE = ['owner', 'admin', 'approver', 'operation', 'accouting', 'senior', 'junior'];
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  await buildPlaces(db);
  for (const who of [...PEOPLE, 'newcomer', 'other']) {
    tokens[who] = (await signInAs(host, { email: `${who}@policy.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@policy.example`);
  }
  ids.corp = await buildCorporate(db, {
    name: 'Hải Vân',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.operation, role: 'OPERATION' },
      { user: ids.accouting, role: 'ACCOUTING' },
      { user: ids.senior, role: 'STAFF' },
      { user: ids.junior, role: 'STAFF' },
      { user: ids.newcomer, role: 'STAFF' },
    ],
  });
  ids.theirs = await buildCorporate(db, { name: 'Ngọc Lặng', owner: ids.other });
  const levels = await db
    .insert(corporateLevels)
    .values([
      { corporate_id: ids.corp, name: 'Senior' },
      { corporate_id: ids.corp, name: 'Junior' },
      { corporate_id: ids.theirs, name: 'Bậc Bí Mật' },
    ])
    .returning({ id: corporateLevels.id });
  [ids.seniorLevel, ids.juniorLevel, ids.theirLevel] = levels.map((l) => l.id);
  for (const [who, level] of [
    ['senior', ids.seniorLevel],
    ['junior', ids.juniorLevel],
  ]) {
    await db
      .update(corporateStaffs)
      .set({ corporate_level_id: level })
      .where(
        and(eq(corporateStaffs.corporate_id, ids.corp), eq(corporateStaffs.user_id, ids[who])),
      );
  }
});

const gql = (who: string | null, query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: who ? tokens[who] : undefined,
  });

const seniorPolicy = (over: Record<string, unknown> = {}) => ({
  corporate_id: ids.corp,
  corporate_level_id: ids.seniorLevel,
  allowed_cabins: ['BUSINESS', 'ECONOMY', 'PREMIUM_ECONOMY'],
  one_way_cost: 5_000_000,
  round_trip_cost: 9_000_000,
  min_days_ahead: 2,
  out_of_policy_action: 'APPROVAL',
  hotel_caps: [
    { city_id: 'da-nang', star_rating: 5, nightly_cost: 3_000_000 },
    { nightly_cost: 1_500_000 },
  ],
  ...over,
});

/** Junior: economy only, 1,500,000 ₫ one way, no hotel caps, blocked outside the policy. */
const juniorPolicy = () =>
  seniorPolicy({
    corporate_level_id: ids.juniorLevel,
    allowed_cabins: ['ECONOMY'],
    one_way_cost: 1_500_000,
    hotel_caps: [],
    out_of_policy_action: 'BLOCK',
  });

const update = (who: string, input: Record<string, unknown>) => gql(who, UPDATE, { i: input });
const fieldsOf = (r: { body: { errors?: { extensions?: { fields?: unknown } }[] } }) =>
  r.body.errors?.[0]?.extensions?.fields;
const codeOf = (r: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  r.body.errors?.[0]?.extensions?.code;

describe('travel policy: set and read', () => {
  it('is set whole for a level by the owner and read back by level', async () => {
    const r = await update('owner', seniorPolicy());
    expect(r.body.errors).toBeUndefined();
    const saved = r.body.data.update_travel_policy;
    expect(saved).toEqual({
      id: expect.any(String),
      corporate_id: ids.corp,
      corporate_level_id: ids.seniorLevel,
      corporate_level: { id: ids.seniorLevel, name: 'Senior' },
      allowed_cabins: ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS'],
      seat_class: 'BUSINESS',
      one_way_cost: 5_000_000,
      round_trip_cost: 9_000_000,
      currency: 'VND',
      min_days_ahead: 2,
      out_of_policy_action: 'APPROVAL',
      hotel_caps: [
        { city_id: null, star_rating: null, nightly_cost: 1_500_000, currency: 'VND' },
        { city_id: 'da-nang', star_rating: 5, nightly_cost: 3_000_000, currency: 'VND' },
      ],
      enable_split_payment: false,
      updated_at: expect.any(String),
    });
    const read = await gql('admin', ONE, { l: ids.seniorLevel });
    expect(read.body.data.travel_policy).toEqual(saved);
  });

  it('is replaced whole by an admin: caps left out are gone, the id stays', async () => {
    const before = (await gql('owner', ONE, { l: ids.seniorLevel })).body.data.travel_policy;
    const r = await update(
      'admin',
      seniorPolicy({
        allowed_cabins: ['ECONOMY'],
        round_trip_cost: null,
        hotel_caps: [{ city_id: 'Ha-Noi', nightly_cost: 1_200_000 }],
      }),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.update_travel_policy).toMatchObject({
      id: before.id,
      allowed_cabins: ['ECONOMY'],
      seat_class: 'ECONOMY',
      one_way_cost: 5_000_000,
      round_trip_cost: null,
      hotel_caps: [{ city_id: 'ha-noi', star_rating: null, nightly_cost: 1_200_000 }],
    });
  });

  it('lists the levels that have a policy, by level name, with the corporate’s split flag', async () => {
    await update('owner', juniorPolicy());
    await t()
      .database.db.update(corporates)
      .set({ enable_split_payment: true })
      .where(eq(corporates.id, ids.corp));
    const r = await gql('approver', LIST, {});
    expect(r.body.errors).toBeUndefined();
    expect(
      r.body.data.travel_policies.map(
        (p: { corporate_level: { name: string }; enable_split_payment: boolean }) => [
          p.corporate_level.name,
          p.enable_split_payment,
        ],
      ),
    ).toEqual([
      ['Junior', true],
      ['Senior', true],
    ]);
    await t()
      .database.db.update(corporates)
      .set({ enable_split_payment: false })
      .where(eq(corporates.id, ids.corp));
  });

  it('answers null for a level without a policy', async () => {
    const [level] = await t()
      .database.db.insert(corporateLevels)
      .values({ corporate_id: ids.corp, name: 'Intern' })
      .returning({ id: corporateLevels.id });
    const r = await gql('owner', ONE, { c: ids.corp, l: level.id });
    expect(r.body).toEqual({ data: { travel_policy: null } });
  });
});

describe('travel policy: field errors', () => {
  it('names each bad field of the policy', async () => {
    const r = await update(
      'owner',
      seniorPolicy({
        allowed_cabins: [],
        one_way_cost: 0,
        round_trip_cost: 1.5,
        min_days_ahead: 400,
        hotel_caps: [
          { city_id: 'da-nang', star_rating: 6, nightly_cost: 1 },
          { city_id: 'da-nang', star_rating: 4, nightly_cost: 1 },
          { city_id: 'da-nang', star_rating: 4, nightly_cost: 2 },
        ],
      }),
    );
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual([
      { field: 'allowed_cabins', rule: 'too_small', message: 'choose at least one cabin' },
      { field: 'one_way_cost', rule: 'too_small', message: 'must be more than 0' },
      { field: 'round_trip_cost', rule: 'invalid_type', message: 'must be a whole number of đồng' },
      { field: 'min_days_ahead', rule: 'too_big', message: 'must be from 0 to 365' },
      { field: 'hotel_caps.0.star_rating', rule: 'too_big', message: 'must be from 1 to 5' },
    ]);
  });

  it('names a cap that repeats a city and star rating, and a city the inventory lacks', async () => {
    const twice = await update(
      'owner',
      seniorPolicy({
        hotel_caps: [
          { city_id: 'da-nang', nightly_cost: 1 },
          { city_id: 'DA-NANG', nightly_cost: 2 },
        ],
      }),
    );
    expect(fieldsOf(twice)).toEqual([
      {
        field: 'hotel_caps.1',
        rule: 'unique',
        message: 'another cap has this city and star rating',
      },
    ]);
    const unknown = await update(
      'owner',
      seniorPolicy({ hotel_caps: [{ nightly_cost: 1 }, { city_id: 'atlantis', nightly_cost: 1 }] }),
    );
    expect(fieldsOf(unknown)).toEqual([
      { field: 'hotel_caps.1.city_id', rule: 'exists', message: 'is not a known city' },
    ]);
  });

  it('names a level that is not the corporate’s, and writes nothing there', async () => {
    const r = await update('owner', seniorPolicy({ corporate_level_id: ids.theirLevel }));
    expect(fieldsOf(r)).toEqual([
      { field: 'corporate_level_id', rule: 'exists', message: 'is not a level of this corporate' },
    ]);
    const theirs = await gql('other', ONE, { l: ids.theirLevel });
    expect(theirs.body.data.travel_policy).toBeNull();
  });

  it('asks for reason codes before a policy may ask travellers for one', async () => {
    const r = await update('owner', seniorPolicy({ out_of_policy_action: 'ALLOW_WITH_REASON' }));
    expect(fieldsOf(r)).toEqual([
      {
        field: 'out_of_policy_action',
        rule: 'reasons_required',
        message: 'add the reason codes travellers choose from first',
      },
    ]);
    const kept = await gql('owner', ONE, { l: ids.seniorLevel });
    expect(kept.body.data.travel_policy.out_of_policy_action).toBe('APPROVAL');
  });
});

describe('travel policy: reason codes', () => {
  it('are replaced whole, in order, with codes written in capitals', async () => {
    const r = await gql('admin', SET_REASONS, {
      i: {
        corporate_id: ids.corp,
        reasons: [
          { code: 'client meeting', description: '  Gặp khách hàng ' },
          { code: 'NO_CHEAPER', description: 'Không còn vé rẻ hơn' },
        ],
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.update_travel_policy_reasons).toEqual([
      { id: expect.any(String), code: 'CLIENT_MEETING', description: 'Gặp khách hàng' },
      { id: expect.any(String), code: 'NO_CHEAPER', description: 'Không còn vé rẻ hơn' },
    ]);
    // Every member reads them (checkout asks a traveller for one).
    const staff = await gql('junior', REASONS, {});
    expect(staff.body.data.travel_policy_reasons.map((x: { code: string }) => x.code)).toEqual([
      'CLIENT_MEETING',
      'NO_CHEAPER',
    ]);
    // Now a policy may ask for one.
    const allow = await update(
      'owner',
      seniorPolicy({ out_of_policy_action: 'ALLOW_WITH_REASON' }),
    );
    expect(allow.body.data.update_travel_policy.out_of_policy_action).toBe('ALLOW_WITH_REASON');
  });

  it('name a repeated code, and refuse an empty list while a level asks for a reason', async () => {
    const twice = await gql('owner', SET_REASONS, {
      i: {
        corporate_id: ids.corp,
        reasons: [
          { code: 'A', description: 'a' },
          { code: 'a', description: 'b' },
        ],
      },
    });
    expect(fieldsOf(twice)).toEqual([
      { field: 'reasons.1.code', rule: 'unique', message: 'another reason has this code' },
    ]);
    const empty = await gql('owner', SET_REASONS, { i: { corporate_id: ids.corp, reasons: [] } });
    expect(fieldsOf(empty)).toEqual([
      {
        field: 'reasons',
        rule: 'in_use',
        message: 'a level asks for a reason out of policy: keep at least one',
      },
    ]);
    const kept = await gql('owner', REASONS, {});
    expect(kept.body.data.travel_policy_reasons).toHaveLength(2);
  });
});

describe('travel policy: racing changes', () => {
  // Meaningful on PostgreSQL (PGlite runs one transaction at a time): without the corporate's
  // travel-policy lock both changes pass their checks and a level asks for a reason from none
  // (measured: fails in the first round on PostgreSQL 15 with the lock removed).
  it('never leaves a level asking for a reason while the reason codes are emptied', async () => {
    const broken: number[] = [];
    for (let round = 0; round < 10; round++) {
      // Start: reason codes, and no level asking for one.
      await gql('owner', SET_REASONS, {
        i: { corporate_id: ids.corp, reasons: [{ code: 'R', description: 'r' }] },
      });
      await update('owner', seniorPolicy({ corporate_level_id: ids.juniorLevel }));
      await update('owner', seniorPolicy());
      const [allow, clear] = await Promise.all([
        update('owner', seniorPolicy({ out_of_policy_action: 'ALLOW_WITH_REASON' })),
        gql('admin', SET_REASONS, { i: { corporate_id: ids.corp, reasons: [] } }),
      ]);
      // Exactly one of the two stands.
      expect([allow.body.errors, clear.body.errors].filter(Boolean)).toHaveLength(1);
      const reasons = (await gql('owner', REASONS, {})).body.data.travel_policy_reasons;
      const policy = (await gql('owner', ONE, { l: ids.seniorLevel })).body.data.travel_policy;
      if (policy.out_of_policy_action === 'ALLOW_WITH_REASON' && reasons.length === 0) {
        broken.push(round);
      }
    }
    expect(broken).toEqual([]);
    // Back to the state the next tests expect: two reasons, Junior blocks out of policy.
    await update('owner', juniorPolicy());
    await update('owner', seniorPolicy());
    await gql('owner', SET_REASONS, {
      i: {
        corporate_id: ids.corp,
        reasons: [
          { code: 'CLIENT_MEETING', description: 'Gặp khách hàng' },
          { code: 'NO_CHEAPER', description: 'Không còn vé rẻ hơn' },
        ],
      },
    });
  });
});

describe('travel policy: who may read and set it', () => {
  it('lets every member read their own level’s policy, and none without a level', async () => {
    const senior = await gql('senior', MINE, {});
    expect(senior.body.errors).toBeUndefined();
    expect(senior.body.data.my_travel_policy.corporate_level_id).toBe(ids.seniorLevel);
    const own = await gql('senior', ONE, { l: ids.seniorLevel });
    expect(own.body.data.travel_policy.corporate_level.name).toBe('Senior');
    const junior = await gql('junior', MINE, { c: ids.corp });
    expect(junior.body.data.my_travel_policy.out_of_policy_action).toBe('BLOCK');
    const none = await gql('newcomer', MINE, {});
    expect(none.body).toEqual({ data: { my_travel_policy: null } });
  });

  it('keeps other levels’ policies from staff and accounting, and the list from them and operation', async () => {
    for (const who of ['senior', 'accouting']) {
      const other = await gql(who, ONE, { l: ids.juniorLevel });
      expect(codeOf(other), who).toBe('FORBIDDEN');
      expect(other.body.data?.travel_policy ?? null, who).toBeNull();
    }
    for (const who of ['senior', 'accouting', 'operation']) {
      expect(codeOf(await gql(who, LIST, {})), who).toBe('FORBIDDEN');
    }
    // The travel desk reads any level's, for the colleague it books for.
    const desk = await gql('operation', ONE, { l: ids.juniorLevel });
    expect(desk.body.data.travel_policy.corporate_level.name).toBe('Junior');
  });

  it('lets only the owner and admins set the policy and the reason codes', async () => {
    for (const who of ['approver', 'operation', 'accouting', 'senior']) {
      const r = await update(who, seniorPolicy({ one_way_cost: 99_000_000 }));
      expect(codeOf(r), who).toBe('FORBIDDEN');
      const reasons = await gql(who, SET_REASONS, {
        i: { corporate_id: ids.corp, reasons: [{ code: 'X', description: 'x' }] },
      });
      expect(codeOf(reasons), who).toBe('FORBIDDEN');
    }
    const kept = await gql('owner', ONE, { l: ids.seniorLevel });
    expect(kept.body.data.travel_policy.one_way_cost).toBe(5_000_000);
    expect((await gql('owner', REASONS, {})).body.data.travel_policy_reasons).toHaveLength(2);
  });

  it('refuses another corporate’s policies and the signed-out', async () => {
    const theirs = await gql('owner', LIST, { c: ids.theirs });
    expect(codeOf(theirs)).toBe('FORBIDDEN');
    const into = await update(
      'owner',
      seniorPolicy({ corporate_id: ids.theirs, corporate_level_id: ids.theirLevel }),
    );
    expect(codeOf(into)).toBe('FORBIDDEN');
    expect((await gql('other', LIST, {})).body.data.travel_policies).toEqual([]);
    expect(codeOf(await gql(null, MINE, {}))).toBe('UNAUTHENTICATED');
  });
});
