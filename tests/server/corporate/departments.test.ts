import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

const FIELDS = `id name active approver_id corporate_id inserted_at monthly_limit
  approver { user_id email } corporate_staffs { user_id email }`;
const CREATE = `mutation($i: CreateCorporateDepartmentInput!) {
  create_corporate_department(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdateCorporateDepartmentInput!) {
  update_corporate_department(input: $i) { ${FIELDS} } }`;
const LIST = `query($c: ID, $a: Boolean) { corporate_departments(corporate_id: $c, active: $a) {
  id name active } }`;
const PAGE = `query($c: ID, $s: String, $a: Boolean, $sort: DepartmentSortInput, $l: Int, $o: Int) {
  corporate_departments_page(corporate_id: $c, search: $s, active: $a, sort: $sort, limit: $l,
  offset: $o) { total_count entries { id name monthly_limit } } }`;
const ONE = `query($c: ID, $id: ID!) { corporate_department(corporate_id: $c, id: $id) { ${FIELDS} } }`;
const BEFORE = `mutation($c: ID!, $e: String!, $d: ID!) {
  before_assign_department_for_staff(corporate_id: $c, email: $e, department_id: $d) {
  can_assign reason corporate_staff { user_id email } current_department { id name } } }`;

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const WHO = ['owner', 'admin', 'approver', 'accounting', 'staff', 'other', 'otheradmin', 'loner'];

// Two tenants: Sông Hồng (owner, admin, approver, accounting, staff) and Mê Kông (owner, admin).
const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of WHO) {
    tokens[who] = (await signInAs(host, { email: `${who}@dept.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@dept.example`);
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.accounting, role: 'ACCOUTING' },
      { user: ids.staff, role: 'STAFF' },
    ],
  });
  ids.mekong = await buildCorporate(db, {
    name: 'Mê Kông',
    owner: ids.other,
    members: [{ user: ids.otheradmin, role: 'ADMIN' }],
  });
});

const gql = (who: string | null, query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: who ? tokens[who] : undefined,
  });

async function create(who: string, input: Record<string, unknown>) {
  const r = await gql(who, CREATE, { i: { corporate_id: ids.song, ...input } });
  return r;
}

async function made(who: string, input: Record<string, unknown>) {
  const r = await create(who, input);
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data.create_corporate_department;
}

/** A department of Mê Kông, made by its owner, for the cross-tenant checks. */
async function theirDepartment(name: string) {
  const r = await gql('other', CREATE, { i: { corporate_id: ids.mekong, name } });
  return r.body.data.create_corporate_department.id as string;
}

const putInDepartment = (user: string, department: string | null) =>
  t().database.db.execute(sql`update corporate_staffs set department_id = ${department}::uuid
    where corporate_id = ${ids.song}::uuid and user_id = ${user}::uuid`);

describe('departments', () => {
  it('are created by the owner and admins with an approver and a monthly limit', async () => {
    const sales = await made('owner', {
      name: '  Kinh   doanh ',
      approver_id: ids.approver,
      monthly_limit: 50_000_000,
    });
    expect(sales).toMatchObject({
      name: 'Kinh doanh',
      active: true,
      approver_id: ids.approver,
      corporate_id: ids.song,
      monthly_limit: 50_000_000,
      approver: { user_id: ids.approver, email: 'approver@dept.example' },
      corporate_staffs: [],
    });
    expect(Date.parse(sales.inserted_at)).not.toBeNaN();
    const finance = await made('admin', { name: 'Tài chính', active: false });
    expect(finance).toMatchObject({ approver: null, monthly_limit: null, active: false });
  });

  it('are read by the managers, listed, searched, sorted and paged', async () => {
    await made('owner', { name: 'Alpha', monthly_limit: 3 });
    await made('owner', { name: 'alphabet', monthly_limit: 1 });
    for (const who of ['owner', 'admin', 'approver', 'accounting']) {
      const r = await gql(who, PAGE, {
        c: ids.song,
        s: 'alpha',
        sort: { field: 'MONTHLY_LIMIT', direction: 'DESC' },
        l: 1,
        o: 1,
      });
      expect(r.body.errors, who).toBeUndefined();
      expect(r.body.data.corporate_departments_page, who).toEqual({
        total_count: 2,
        entries: [expect.objectContaining({ name: 'alphabet', monthly_limit: 1 })],
      });
    }
    // Names are searched with accents and case ignored.
    const unaccented = await gql('owner', PAGE, { c: ids.song, s: 'TAI CHINH' });
    expect(
      unaccented.body.data.corporate_departments_page.entries.map((d: { name: string }) => d.name),
    ).toEqual(['Tài chính']);
    const inactive = await gql('owner', LIST, { a: false });
    expect(inactive.body.data.corporate_departments.map((d: { name: string }) => d.name)).toEqual([
      'Tài chính',
    ]);
    const all = await gql('approver', LIST, { c: ids.song });
    expect(all.body.data.corporate_departments.map((d: { name: string }) => d.name)).toEqual([
      'Alpha',
      'alphabet',
      'Kinh doanh',
      'Tài chính',
    ]);
  });

  it('are refused to staff, and their changes to everyone but the owner and admins', async () => {
    for (const who of ['staff', 'loner']) {
      const r = await gql(who, LIST, {});
      expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
      expect(r.body.data, who).toBeNull();
    }
    for (const who of ['approver', 'accounting', 'staff']) {
      const r = await create(who, { name: `By ${who}` });
      expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
    }
    const count = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from departments where name like 'By %'`,
    );
    expect(count.rows[0].n).toBe(0);
  });

  it('name each bad field and the rule it broke', async () => {
    const r = await create('owner', { name: '   ', monthly_limit: 1.5 });
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors[0].extensions.fields).toEqual([
      { field: 'name', rule: 'too_small', message: 'is required' },
      { field: 'monthly_limit', rule: 'invalid_type', message: 'must be whole minor units' },
    ]);
    const negative = await create('owner', { name: 'X', monthly_limit: -1 });
    expect(negative.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'monthly_limit',
      rule: 'too_small',
    });
    const duplicate = await create('owner', { name: 'KINH DOANH' });
    expect(duplicate.body.errors[0].extensions.fields).toEqual([
      {
        field: 'name',
        rule: 'unique',
        message: 'another department of this corporate has this name',
      },
    ]);
    const stranger = await create('owner', { name: 'Y', approver_id: ids.other });
    expect(stranger.body.errors[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'approver_id', rule: 'unknown' }),
    ]);
    const malformed = await create('owner', { name: 'Z', approver_id: 'nope' });
    expect(malformed.body.errors[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'approver_id', rule: 'format' }),
    ]);
  });

  it('are renamed and changed, omitted fields staying', async () => {
    const dept = await made('owner', {
      name: 'Vận hành',
      approver_id: ids.admin,
      monthly_limit: 7,
    });
    const r = await gql('admin', UPDATE, { i: { id: dept.id, name: 'Vận hành 2' } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.update_corporate_department).toMatchObject({
      id: dept.id,
      name: 'Vận hành 2',
      approver_id: ids.admin,
      monthly_limit: 7,
    });
    const cleared = await gql('owner', UPDATE, {
      i: { id: dept.id, approver_id: null, monthly_limit: null },
    });
    expect(cleared.body.data.update_corporate_department).toMatchObject({
      name: 'Vận hành 2',
      approver_id: null,
      monthly_limit: null,
    });
    const one = await gql('accounting', ONE, { id: dept.id });
    expect(one.body.data.corporate_department.name).toBe('Vận hành 2');
    const taken = await gql('owner', UPDATE, { i: { id: dept.id, name: 'alpha' } });
    expect(taken.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'name',
      rule: 'unique',
    });
  });

  it('are deactivated only once no active staff is left in them', async () => {
    const dept = await made('owner', { name: 'Kho' });
    await putInDepartment(ids.staff, dept.id);
    const one = await gql('owner', ONE, { id: dept.id });
    expect(one.body.data.corporate_department.corporate_staffs).toEqual([
      { user_id: ids.staff, email: 'staff@dept.example' },
    ]);
    const refused = await gql('owner', UPDATE, { i: { id: dept.id, active: false } });
    expect(refused.body.errors[0].extensions.fields).toEqual([
      {
        field: 'active',
        rule: 'not_allowed',
        message: "move the department's 1 active staff to another department first",
      },
    ]);
    await putInDepartment(ids.staff, null);
    const done = await gql('owner', UPDATE, { i: { id: dept.id, active: false } });
    expect(done.body.data.update_corporate_department.active).toBe(false);
  });

  it('check a move before it is made', async () => {
    const from = await made('owner', { name: 'Từ', approver_id: ids.staff });
    const to = await made('owner', { name: 'Đến' });
    const closed = await made('owner', { name: 'Đóng', active: false });
    await putInDepartment(ids.staff, from.id);
    const check = async (email: string, department: string) => {
      const r = await gql('admin', BEFORE, { c: ids.song, e: email, d: department });
      expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
      return r.body.data.before_assign_department_for_staff;
    };
    expect(await check('STAFF@dept.example', to.id)).toEqual({
      can_assign: false,
      reason: 'IS_DEPARTMENT_APPROVER',
      corporate_staff: { user_id: ids.staff, email: 'staff@dept.example' },
      current_department: { id: from.id, name: 'Từ' },
    });
    expect((await check('staff@dept.example', from.id)).reason).toBe('ALREADY_IN_DEPARTMENT');
    expect((await check('approver@dept.example', closed.id)).reason).toBe('DEPARTMENT_INACTIVE');
    expect(await check('approver@dept.example', to.id)).toMatchObject({
      can_assign: true,
      reason: null,
      current_department: null,
    });
    expect(await check('other@dept.example', to.id)).toEqual({
      can_assign: false,
      reason: 'NOT_STAFF',
      corporate_staff: null,
      current_department: null,
    });
    await putInDepartment(ids.staff, null);
  });

  describe("answer nobody about another corporate's departments", () => {
    it('lists, pages and reads', async () => {
      const theirs = await theirDepartment('Bí mật');
      for (const who of ['otheradmin', 'other']) {
        const page = await gql(who, PAGE, { c: ids.song });
        expect(page.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
        const list = await gql(who, LIST, { c: ids.song });
        expect(list.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
        const own = await gql(who, LIST, {});
        expect(JSON.stringify(own.body), who).not.toContain('Kinh doanh');
      }
      for (const who of ['owner', 'admin']) {
        const one = await gql(who, ONE, { id: theirs });
        expect(one.body.data.corporate_department, who).toBeNull();
        const named = await gql(who, ONE, { c: ids.mekong, id: theirs });
        expect(named.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
        expect(JSON.stringify(named.body), who).not.toContain('Bí mật');
      }
    });

    it('creates, updates and checks moves', async () => {
      const theirs = await theirDepartment('Riêng');
      const created = await gql('owner', CREATE, { i: { corporate_id: ids.mekong, name: 'Lạ' } });
      expect(created.body.errors[0].extensions.code).toBe('FORBIDDEN');
      for (const who of ['owner', 'admin']) {
        const updated = await gql(who, UPDATE, { i: { id: theirs, name: 'Bị đổi' } });
        expect(updated.body.errors[0].extensions.code, who).toBe('NOT_FOUND');
        const move = await gql(who, BEFORE, {
          c: ids.mekong,
          e: 'otheradmin@dept.example',
          d: theirs,
        });
        expect(move.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
        const ownScope = await gql(who, BEFORE, {
          c: ids.song,
          e: 'otheradmin@dept.example',
          d: theirs,
        });
        expect(ownScope.body.errors[0].extensions.code, who).toBe('NOT_FOUND');
      }
      const theirApprover = await gql('other', UPDATE, {
        i: { id: theirs, approver_id: ids.approver },
      });
      expect(theirApprover.body.errors[0].extensions.fields[0]).toMatchObject({
        field: 'approver_id',
        rule: 'unknown',
      });
      const row = await t().database.db.execute<{ name: string }>(
        sql`select name from departments where id = ${theirs}::uuid`,
      );
      expect(row.rows[0].name).toBe('Riêng');
    });
  });

  it('need a session', async () => {
    const r = await gql(null, LIST, {});
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
