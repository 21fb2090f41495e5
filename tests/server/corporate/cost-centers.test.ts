import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

const BUDGET = `id amount balance used_balance currency reset_period reset_day
  period_started_at resets_at`;
const FIELDS = `id name code active corporate_id inserted_at balance budgets { ${BUDGET} }
  assignees { id cost_center_id user_id department_id staff { user_id email }
  department { id name } }`;
const CREATE = `mutation($i: CreateCostCenterInput!) { create_cost_center(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdateCostCenterInput!) { update_cost_center(input: $i) { ${FIELDS} } }`;
const ARCHIVE = `mutation($i: ArchiveCostCenterInput!) { archive_cost_center(input: $i) { id active } }`;
const ASSIGN = `mutation($i: CostCenterAssigneesInput!) { assign_cost_center(input: $i) {
  id assignees { user_id department_id } } }`;
const UNASSIGN = `mutation($i: CostCenterAssigneesInput!) { unassign_cost_center(input: $i) {
  id assignees { user_id department_id } } }`;
const PAGE = `query($c: ID, $s: String, $a: Boolean, $sort: CostCenterSortInput, $l: Int, $o: Int) {
  cost_centers_page(corporate_id: $c, search: $s, active: $a, sort: $sort, limit: $l,
  offset: $o) { total_count entries { id name code balance budgets { amount used_balance } } } }`;
const ALL = `query($c: ID, $a: Boolean) { cost_centers(corporate_id: $c, active: $a) { id name } }`;
const ONE = `query($c: ID, $id: ID!) { cost_center(corporate_id: $c, id: $id) { ${FIELDS} } }`;
const STAFF = `query($c: ID!, $u: ID!) { corporate_staff(corporate_id: $c, user_id: $u) {
  cost_center_assignees { cost_center_id user_id department_id
    cost_center { id name active balance budgets { amount used_balance balance } } } } }`;

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const WHO = [
  'owner',
  'admin',
  'approver',
  'operation',
  'accounting',
  'staff',
  'other',
  'otheradmin',
  'loner',
];

// Two tenants: Sông Hồng (every role) and Mê Kông (owner and admin); a user with no corporate.
const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of WHO) {
    tokens[who] = (await signInAs(host, { email: `${who}@cc.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@cc.example`);
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.operation, role: 'OPERATION' },
      { user: ids.accounting, role: 'ACCOUTING' },
      { user: ids.staff, role: 'STAFF' },
    ],
  });
  ids.mekong = await buildCorporate(db, {
    name: 'Mê Kông',
    owner: ids.other,
    members: [{ user: ids.otheradmin, role: 'ADMIN' }],
  });
  const dept = await db.execute<{ id: string }>(sql`insert into departments (corporate_id, name)
    values (${ids.song}::uuid, 'Kinh doanh') returning id`);
  ids.sales = dept.rows[0].id;
  await db.execute(sql`update corporate_staffs set department_id = ${ids.sales}::uuid
    where corporate_id = ${ids.song}::uuid and user_id = ${ids.staff}::uuid`);
  const theirs = await db.execute<{ id: string }>(sql`insert into departments (corporate_id, name)
    values (${ids.mekong}::uuid, 'Bí mật') returning id`);
  ids.theirDept = theirs.rows[0].id;
});

const gql = (who: string | null, query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: who ? tokens[who] : undefined,
  });

async function made(who: string, input: Record<string, unknown>, corporate = ids.song) {
  const r = await gql(who, CREATE, { i: { corporate_id: corporate, ...input } });
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data.create_cost_center;
}

/** No data: the whole answer null, or its one (nullable) field null. */
const noData = (r: { body: { data?: Record<string, unknown> | null } }) =>
  r.body.data === null || Object.values(r.body.data ?? {}).every((v) => v === null);

const fieldsOf = (r: { body: { errors?: Array<{ extensions: { fields?: unknown[] } }> } }) =>
  r.body.errors?.[0]?.extensions.fields ?? [];

describe('cost centers', () => {
  it('are created with a monthly budget and assignees by the owner, admins and accounting', async () => {
    const cc = await made('accounting', {
      name: '  Dự án   Sao Mai ',
      code: ' PRJ-SM ',
      budgets: [{ amount: 50_000_000, reset_day: 5 }],
      user_ids: [ids.approver],
      department_ids: [ids.sales],
    });
    expect(cc).toMatchObject({
      name: 'Dự án Sao Mai',
      code: 'PRJ-SM',
      active: true,
      corporate_id: ids.song,
      balance: 50_000_000,
      budgets: [
        {
          amount: 50_000_000,
          balance: 50_000_000,
          used_balance: 0,
          currency: 'VND',
          reset_period: 'MONTHLY',
          reset_day: 5,
        },
      ],
    });
    const [budget] = cc.budgets;
    expect(Date.parse(budget.resets_at)).toBeGreaterThan(Date.now());
    expect(Date.parse(budget.period_started_at)).toBeLessThanOrEqual(Date.now());
    expect(cc.assignees).toEqual([
      expect.objectContaining({
        user_id: ids.approver,
        department_id: null,
        staff: { user_id: ids.approver, email: 'approver@cc.example' },
        department: null,
      }),
      expect.objectContaining({
        user_id: null,
        department_id: ids.sales,
        staff: null,
        department: { id: ids.sales, name: 'Kinh doanh' },
      }),
    ]);
    for (const who of ['owner', 'admin']) {
      await made(who, { name: `Bởi ${who}` });
    }
  });

  it('reach staff through their department, with the budgets of the current period', async () => {
    const cc = await made('owner', {
      name: 'Phòng KD',
      budgets: [
        { amount: 1_000_000, reset_period: 'MONTHLY' },
        { amount: 10_000_000, reset_period: 'YEARLY' },
      ],
      department_ids: [ids.sales],
    });
    const db = t().database.db;
    // Spent 400,000 this month and this year.
    await db.execute(sql`update cost_center_budgets set used_balance = 400000, used_since = now()
      where cost_center_id = ${cc.id}::uuid`);
    let r = await gql('admin', ONE, { id: cc.id });
    expect(r.body.data.cost_center).toMatchObject({
      balance: 600_000,
      budgets: [
        { reset_period: 'MONTHLY', used_balance: 400_000, balance: 600_000 },
        { reset_period: 'YEARLY', used_balance: 400_000, balance: 9_600_000 },
      ],
    });
    // The monthly spending is from before this month began: the budget is whole again, with
    // no job having run. The yearly one is from more than a year ago.
    await db.execute(sql`update cost_center_budgets set used_since = now() - interval '32 days'
      where cost_center_id = ${cc.id}::uuid and reset_period = 'MONTHLY'`);
    await db.execute(sql`update cost_center_budgets set used_since = now() - interval '367 days'
      where cost_center_id = ${cc.id}::uuid and reset_period = 'YEARLY'`);
    r = await gql('admin', ONE, { id: cc.id });
    expect(r.body.data.cost_center.budgets).toMatchObject([
      { used_balance: 0, balance: 1_000_000 },
      { used_balance: 0, balance: 10_000_000 },
    ]);
    const staff = await gql('admin', STAFF, { c: ids.song, u: ids.staff });
    expect(staff.body.data.corporate_staff.cost_center_assignees).toContainEqual({
      cost_center_id: cc.id,
      user_id: null,
      department_id: ids.sales,
      cost_center: {
        id: cc.id,
        name: 'Phòng KD',
        active: true,
        balance: 1_000_000,
        budgets: [
          { amount: 1_000_000, used_balance: 0, balance: 1_000_000 },
          { amount: 10_000_000, used_balance: 0, balance: 10_000_000 },
        ],
      },
    });
  });

  it('are updated: budgets changed, added and removed, assignees replaced', async () => {
    const cc = await made('owner', {
      name: 'Marketing',
      budgets: [{ amount: 5_000_000 }, { amount: 20_000_000, reset_period: 'QUARTERLY' }],
      user_ids: [ids.approver],
    });
    const [monthly] = cc.budgets;
    await t().database.db.execute(sql`update cost_center_budgets set used_balance = 1000000
      where id = ${monthly.id}::uuid`);
    const r = await gql('accounting', UPDATE, {
      i: {
        id: cc.id,
        name: 'Marketing số',
        code: 'MKT',
        budgets: [
          { id: monthly.id, amount: 6_000_000, reset_day: 10 },
          { amount: 100_000_000, reset_period: 'NEVER' },
        ],
        user_ids: [ids.operation, ids.operation],
        department_ids: [ids.sales],
      },
    });
    expect(r.body.errors).toBeUndefined();
    const updated = r.body.data.update_cost_center;
    expect(updated).toMatchObject({ name: 'Marketing số', code: 'MKT', balance: 5_000_000 });
    // The changed period keeps what was spent in the current one; the quarterly one is gone.
    expect(updated.budgets).toMatchObject([
      { id: monthly.id, amount: 6_000_000, used_balance: 1_000_000, reset_day: 10 },
      {
        amount: 100_000_000,
        reset_period: 'NEVER',
        reset_day: null,
        resets_at: null,
        period_started_at: null,
      },
    ]);
    expect(updated.budgets).toHaveLength(2);
    expect(updated.assignees.map((a: { user_id: string }) => a.user_id)).toEqual([
      ids.operation,
      null,
    ]);
    // Omitted fields stay; code null clears it.
    const kept = await gql('owner', UPDATE, { i: { id: cc.id, code: null } });
    expect(kept.body.data.update_cost_center).toMatchObject({
      name: 'Marketing số',
      code: null,
      budgets: [{ amount: 6_000_000 }, { amount: 100_000_000 }],
    });
    expect(kept.body.data.update_cost_center.assignees).toHaveLength(2);
  });

  it('name each bad field and store nothing', async () => {
    await made('owner', { name: 'Trùng tên' });
    const before = await gql('owner', ALL, {});
    const r = await gql('owner', CREATE, {
      i: {
        corporate_id: ids.song,
        name: 'trùng TÊN',
        budgets: [
          { amount: 1.5 },
          { amount: -1, reset_period: 'YEARLY', reset_day: 32, currency: 'US' },
        ],
      },
    });
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'budgets.0.amount' }),
        expect.objectContaining({ field: 'budgets.1.amount', rule: 'too_small' }),
        expect.objectContaining({ field: 'budgets.1.reset_day', rule: 'too_big' }),
        expect.objectContaining({ field: 'budgets.1.currency' }),
      ]),
    );
    const domain = await gql('owner', CREATE, {
      i: {
        corporate_id: ids.song,
        name: 'trùng TÊN',
        budgets: [
          { amount: 1 },
          { amount: 2, reset_period: 'MONTHLY' },
          { amount: 3, reset_period: 'YEARLY', currency: 'USD' },
          { amount: 4, reset_period: 'NEVER', reset_day: 3 },
        ],
        user_ids: [ids.other],
        department_ids: [ids.theirDept],
      },
    });
    expect(fieldsOf(domain)).toEqual([
      { field: 'name', rule: 'unique', message: expect.any(String) },
      { field: 'budgets.1.reset_period', rule: 'unique', message: expect.any(String) },
      { field: 'budgets.2.currency', rule: 'same_currency', message: expect.any(String) },
      { field: 'budgets.3.reset_day', rule: 'not_allowed', message: expect.any(String) },
      { field: 'user_ids.0', rule: 'unknown', message: expect.any(String) },
      { field: 'department_ids.0', rule: 'unknown', message: expect.any(String) },
    ]);
    const blank = await gql('owner', CREATE, { i: { corporate_id: ids.song, name: '   ' } });
    expect(fieldsOf(blank)).toEqual([
      expect.objectContaining({ field: 'name', message: 'is required' }),
    ]);
    const badId = await gql('owner', CREATE, {
      i: { corporate_id: ids.song, name: 'X', user_ids: ['nope'] },
    });
    expect(fieldsOf(badId)).toEqual([expect.objectContaining({ field: 'user_ids.0' })]);
    const after = await gql('owner', ALL, {});
    expect(after.body.data.cost_centers).toEqual(before.body.data.cost_centers);
  });

  it('are listed, searched, sorted and paged for those who read them', async () => {
    await made('owner', { name: 'Alpha', code: 'ZZ-1' });
    await made('owner', { name: 'Beta', code: 'alpha-2' });
    for (const who of ['owner', 'admin', 'operation', 'accounting']) {
      const r = await gql(who, PAGE, {
        s: 'alpha',
        sort: { field: 'CODE', direction: 'ASC' },
        l: 1,
        o: 1,
      });
      expect(r.body.errors, who).toBeUndefined();
      expect(r.body.data.cost_centers_page, who).toEqual({
        total_count: 2,
        entries: [
          { id: expect.any(String), name: 'Alpha', code: 'ZZ-1', balance: null, budgets: [] },
        ],
      });
    }
    // Names are searched with accents and case ignored.
    await made('owner', { name: 'Công tác phí', code: 'CTP' });
    const unaccented = await gql('owner', PAGE, { s: 'cong tac' });
    expect(
      unaccented.body.data.cost_centers_page.entries.map((c: { name: string }) => c.name),
    ).toEqual(['Công tác phí']);
  });

  it('are archived and restored by the owner and admins only, and then not assigned', async () => {
    const cc = await made('owner', { name: 'Cũ', department_ids: [ids.sales] });
    for (const who of ['accounting', 'operation']) {
      const r = await gql(who, ARCHIVE, { i: { id: cc.id } });
      expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
    }
    const viaUpdate = await gql('accounting', UPDATE, { i: { id: cc.id, active: false } });
    expect(viaUpdate.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const r = await gql('admin', ARCHIVE, { i: { id: cc.id } });
    expect(r.body.data.archive_cost_center).toEqual({ id: cc.id, active: false });
    const active = await gql('owner', ALL, { a: true });
    expect(active.body.data.cost_centers.map((c: { id: string }) => c.id)).not.toContain(cc.id);
    const assign = await gql('owner', ASSIGN, {
      i: { cost_center_id: cc.id, user_ids: [ids.approver] },
    });
    expect(fieldsOf(assign)).toEqual([
      expect.objectContaining({ field: 'cost_center_id', rule: 'not_allowed' }),
    ]);
    // Kept with its assignees: restoring brings it back as it was.
    const restored = await gql('owner', UPDATE, { i: { id: cc.id, active: true } });
    expect(restored.body.data.update_cost_center).toMatchObject({
      active: true,
      assignees: [{ department_id: ids.sales }],
    });
  });

  it('assign and unassign staff and departments, repeats harmless', async () => {
    const cc = await made('owner', { name: 'Gán' });
    const once = await gql('accounting', ASSIGN, {
      i: { cost_center_id: cc.id, user_ids: [ids.staff], department_ids: [ids.sales] },
    });
    expect(once.body.errors).toBeUndefined();
    const twice = await gql('admin', ASSIGN, {
      i: { cost_center_id: cc.id, user_ids: [ids.staff, ids.approver] },
    });
    expect(twice.body.data.assign_cost_center.assignees).toHaveLength(3);
    const off = await gql('owner', UNASSIGN, {
      i: { cost_center_id: cc.id, user_ids: [ids.staff], department_ids: [ids.sales] },
    });
    expect(off.body.data.unassign_cost_center.assignees).toEqual([
      { user_id: ids.approver, department_id: null },
    ]);
    const byOperation = await gql('operation', ASSIGN, {
      i: { cost_center_id: cc.id, user_ids: [ids.staff] },
    });
    expect(byOperation.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('are refused to approvers, staff and users without a corporate', async () => {
    const cc = await made('owner', { name: 'Riêng tư' });
    for (const who of ['approver', 'staff', 'loner']) {
      for (const [query, variables] of [
        [PAGE, {}],
        [ALL, {}],
        [ONE, { id: cc.id }],
        [CREATE, { i: { corporate_id: ids.song, name: `By ${who}` } }],
        [UPDATE, { i: { id: cc.id, name: `By ${who}` } }],
        [ASSIGN, { i: { cost_center_id: cc.id, user_ids: [ids.staff] } }],
      ] as const) {
        const r = await gql(who, query, variables);
        expect(r.body.errors[0].extensions.code, `${who} ${query.slice(0, 30)}`).toBe('FORBIDDEN');
        expect(noData(r), who).toBe(true);
      }
    }
    for (const who of ['operation']) {
      const r = await gql(who, CREATE, { i: { corporate_id: ids.song, name: 'By operation' } });
      expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const count = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from cost_centers where name like 'By %'`,
    );
    expect(count.rows[0].n).toBe(0);
    const r = await gql(null, ALL, {});
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  describe("answer nobody about another corporate's cost centers", () => {
    it('for every read and write, by id or by corporate', async () => {
      const mine = await made('owner', {
        name: 'Bí mật Sông Hồng',
        budgets: [{ amount: 777_000 }],
        department_ids: [ids.sales],
      });
      for (const who of ['other', 'otheradmin']) {
        const attempts: Array<[string, Record<string, unknown>]> = [
          [PAGE, { c: ids.song }],
          [ALL, { c: ids.song }],
          [ONE, { c: ids.song, id: mine.id }],
          [CREATE, { i: { corporate_id: ids.song, name: 'Lạ' } }],
        ];
        for (const [query, variables] of attempts) {
          const r = await gql(who, query, variables);
          expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
          expect(noData(r), who).toBe(true);
        }
        const byId: Array<[string, Record<string, unknown>]> = [
          [UPDATE, { i: { id: mine.id, name: 'Bị đổi' } }],
          [ARCHIVE, { i: { id: mine.id } }],
          [ASSIGN, { i: { cost_center_id: mine.id, user_ids: [ids.other] } }],
          [UNASSIGN, { i: { cost_center_id: mine.id, department_ids: [ids.sales] } }],
        ];
        for (const [query, variables] of byId) {
          const r = await gql(who, query, variables);
          expect(r.body.errors[0].extensions.code, who).toBe('NOT_FOUND');
          expect(noData(r), who).toBe(true);
        }
        const one = await gql(who, ONE, { id: mine.id });
        expect(one.body.data.cost_center, who).toBeNull();
        for (const query of [PAGE, ALL]) {
          const own = await gql(who, query, {});
          expect(JSON.stringify(own.body), who).not.toContain('Bí mật Sông Hồng');
        }
      }
      // Nothing changed.
      const r = await gql('owner', ONE, { id: mine.id });
      expect(r.body.data.cost_center).toMatchObject({
        name: 'Bí mật Sông Hồng',
        active: true,
        assignees: [{ department_id: ids.sales }],
      });
      // Their people and departments cannot be assigned to ours, nor ours to theirs.
      const theirs = await made('other', { name: 'Của Mê Kông' }, ids.mekong);
      const cross = await gql('other', ASSIGN, {
        i: { cost_center_id: theirs.id, user_ids: [ids.staff], department_ids: [ids.sales] },
      });
      expect(fieldsOf(cross)).toEqual([
        expect.objectContaining({ field: 'user_ids.0', rule: 'unknown' }),
        expect.objectContaining({ field: 'department_ids.0', rule: 'unknown' }),
      ]);
      const staffFilter = await gql('owner', ONE, { id: theirs.id });
      expect(staffFilter.body.data.cost_center).toBeNull();
    });
  });

  it('queue concurrent saves of one cost center: 50 at once leave one budget per period', async () => {
    const cc = await made('owner', { name: 'Đua', budgets: [{ amount: 1 }] });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        gql('owner', UPDATE, { i: { id: cc.id, budgets: [{ amount: 1000 + i }] } }),
      ),
    );
    for (const r of results) expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    const rows = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from cost_center_budgets where cost_center_id = ${cc.id}::uuid`,
    );
    expect(rows.rows[0].n).toBe(1);
  });
});
