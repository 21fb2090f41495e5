import { describe, expect, it } from 'vitest';
import {
  corporateLevels,
  corporateStaffs,
  costCenterAssignees,
  costCenterBudgets,
  costCenters,
  departments,
} from '../../../server/db/schema';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { eq } from 'drizzle-orm';

const FIELDS = `id user_id corporate_id role active title employee_id approver_id monthly_limit
  used_balance balance email first_name last_name phone_number courtesy_title team note
  date_of_birth passport passport_expired nationality_country_code gender is_enable_expense
  approver { user_id email } department { id name } corporate_level { id name }
  cost_center_assignees { cost_center_id user_id department_id
    cost_center { id name balance budgets { amount balance currency reset_period } } }
  frequent_flyer_codes { airline_code code } user { id email setting { locale } }`;

const PAGE = `query($c: ID!, $s: String, $f: CorporateStaffFilter, $o: CorporateTravellerSortInput,
  $l: Int, $off: Int) {
  corporate_staffs_page(corporate_id: $c, search: $s, filter: $f, sort: $o, limit: $l,
    offset: $off) { total_count entries { ${FIELDS} } } }`;
const KEYSET = `query($c: ID!, $last: ID, $l: Int) {
  corporate_staffs(corporate_id: $c, last_id: $last, limit: $l) { id email active } }`;
const TRAVELLERS = `query($c: ID!, $s: String, $a: Boolean, $l: Int, $off: Int) {
  corporate_travellers(corporate_id: $c, search: $s, active: $a, limit: $l, offset: $off) {
    total_count entries { user_id email monthly_limit active } } }`;
const ONE = `query($c: ID!, $u: ID!) { corporate_staff(corporate_id: $c, user_id: $u) { ${FIELDS} } }`;
const BRIEF = `query($c: ID!, $u: ID!) {
  corporate_staff_brief(corporate_id: $c, user_id: $u) { id user_id role email monthly_limit } }`;
const BEFORE = `query($c: ID!, $e: String!) { before_create_corporate_staff(corporate_id: $c, email: $e) {
  email user_exists already_staff in_other_corporate user { id email } } }`;
const CREATE = `mutation($i: CreateCorporateStaffInput!) { create_corporate_staff(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdateCorporateStaffInput!) { update_corporate_staff(input: $i) { ${FIELDS} } }`;

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const PEOPLE = [
  'owner',
  'admin',
  'approver',
  'staff',
  'former',
  'other',
  'otheradmin',
  'elsewhere',
];

// Two tenants: Sông Hồng (owner, admin, approver, staff, a deactivated member, a department,
// a level and a cost center) and Mê Kông (its own owner and admin, and a staff member).
const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: `${who}@staff.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@staff.example`);
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.staff, role: 'STAFF' },
      { user: ids.former, role: 'STAFF', active: false },
    ],
  });
  ids.mekong = await buildCorporate(db, {
    name: 'Mê Kông',
    owner: ids.other,
    members: [
      { user: ids.otheradmin, role: 'ADMIN' },
      { user: ids.elsewhere, role: 'STAFF' },
    ],
  });
  const [dept] = await db
    .insert(departments)
    .values({ corporate_id: ids.song, name: 'Kinh doanh', monthly_limit: 50_000_000 })
    .returning();
  ids.sales = dept.id;
  const [level] = await db
    .insert(corporateLevels)
    .values({ corporate_id: ids.song, name: 'Quản lý' })
    .returning();
  ids.level = level.id;
  const [cc] = await db
    .insert(costCenters)
    .values({ corporate_id: ids.song, name: 'Dự án A' })
    .returning();
  ids.cc = cc.id;
  await db.insert(costCenterBudgets).values({
    corporate_id: ids.song,
    cost_center_id: cc.id,
    amount: 9_000_000,
    used_balance: 1_000_000,
  });
  const [theirDept] = await db
    .insert(departments)
    .values({ corporate_id: ids.mekong, name: 'Mê Kông sales' })
    .returning();
  ids.theirDept = theirDept.id;
  const [theirCc] = await db
    .insert(costCenters)
    .values({ corporate_id: ids.mekong, name: 'Mê Kông CC' })
    .returning();
  ids.theirCc = theirCc.id;
  // Monthly limits: staff 30 M, approver 20 M, admin 10 M, owner none; staff in Kinh doanh,
  // whose department is assigned the cost center.
  const limits: Record<string, number> = {
    staff: 30_000_000,
    approver: 20_000_000,
    admin: 10_000_000,
  };
  for (const [who, limit] of Object.entries(limits)) {
    await db
      .update(corporateStaffs)
      .set({ monthly_limit: limit, ...(who === 'staff' ? { department_id: dept.id } : {}) })
      .where(eq(corporateStaffs.user_id, ids[who]));
  }
  await db
    .insert(costCenterAssignees)
    .values({ corporate_id: ids.song, cost_center_id: cc.id, department_id: dept.id });
});

const ask = (who: string | null, query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    ...(who ? { token: tokens[who] } : {}),
  });

const codeOf = (r: { body: { errors?: Array<{ extensions: { code: string } }> } }) =>
  r.body.errors?.[0]?.extensions.code;

describe('reading staff', () => {
  it('pages staff sorted by monthly limit, highest first, with the total', async () => {
    const all = await ask('owner', PAGE, { c: ids.song });
    expect(all.body.data.corporate_staffs_page.total_count).toBe(5); // active and inactive
    const r = await ask('owner', PAGE, { c: ids.song, f: { active: true }, l: 2, off: 0 });
    expect(r.body.errors).toBeUndefined();
    const page = r.body.data.corporate_staffs_page;
    expect(page.total_count).toBe(4);
    expect(page.entries.map((e: { email: string }) => e.email)).toEqual([
      'staff@staff.example',
      'approver@staff.example',
    ]);
    const staff = page.entries[0];
    expect(staff).toMatchObject({
      user_id: ids.staff,
      corporate_id: ids.song,
      monthly_limit: 30_000_000,
      used_balance: 0,
      balance: 30_000_000,
      department: { id: ids.sales, name: 'Kinh doanh' },
      user: { id: ids.staff, setting: { locale: 'vi' } },
    });
    // The department's cost center reaches its staff, with budgets.
    expect(staff.cost_center_assignees).toEqual([
      {
        cost_center_id: ids.cc,
        user_id: null,
        department_id: ids.sales,
        cost_center: {
          id: ids.cc,
          name: 'Dự án A',
          balance: 8_000_000,
          budgets: [
            { amount: 9_000_000, balance: 8_000_000, currency: 'VND', reset_period: 'MONTHLY' },
          ],
        },
      },
    ]);
    const next = await ask('owner', PAGE, { c: ids.song, f: { active: true }, l: 2, off: 2 });
    expect(
      next.body.data.corporate_staffs_page.entries.map((e: { email: string }) => e.email),
    ).toEqual([
      'admin@staff.example',
      'owner@staff.example', // no limit: last when descending
    ]);
  });

  it('searches and filters, and sorts by role in the spec’s order', async () => {
    const search = await ask('admin', PAGE, { c: ids.song, s: 'APPROVER@' });
    expect(
      search.body.data.corporate_staffs_page.entries.map((e: { email: string }) => e.email),
    ).toEqual(['approver@staff.example']);
    const inactive = await ask('admin', PAGE, { c: ids.song, f: { active: false } });
    expect(inactive.body.data.corporate_staffs_page.total_count).toBe(1);
    const byDept = await ask('admin', PAGE, { c: ids.song, f: { department_ids: [ids.sales] } });
    expect(byDept.body.data.corporate_staffs_page.entries[0].user_id).toBe(ids.staff);
    const byCc = await ask('admin', PAGE, { c: ids.song, f: { cost_center_id: ids.cc } });
    expect(byCc.body.data.corporate_staffs_page.total_count).toBe(1);
    const byRole = await ask('admin', PAGE, {
      c: ids.song,
      f: { active: true },
      o: { field: 'ROLE', direction: 'ASC' },
    });
    expect(
      byRole.body.data.corporate_staffs_page.entries.map((e: { role: string }) => e.role),
    ).toEqual(['OWNER', 'ADMIN', 'APPROVER', 'STAFF']);
  });

  it('loads every staff member by keyset pages until an empty page (spec §7)', async () => {
    const seen: string[] = [];
    let last: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const r = await ask('owner', KEYSET, { c: ids.song, last, l: 2 });
      expect(r.body.errors).toBeUndefined();
      const rows = r.body.data.corporate_staffs as Array<{ id: string; email: string }>;
      if (rows.length === 0) break;
      seen.push(...rows.map((row) => row.email));
      last = rows[rows.length - 1].id;
    }
    expect(seen.sort()).toEqual(
      ['admin', 'approver', 'former', 'owner', 'staff'].map((w) => `${w}@staff.example`),
    );
    const tooMany = await ask('owner', KEYSET, { c: ids.song, l: 501 });
    expect(tooMany.body.errors[0].extensions.fields[0]).toMatchObject({ field: 'limit' });
  });

  it('lists travellers: active only by default, 20 a page, highest monthly limit first', async () => {
    const r = await ask('owner', TRAVELLERS, { c: ids.song });
    expect(r.body.errors).toBeUndefined();
    const page = r.body.data.corporate_travellers;
    expect(page.total_count).toBe(4);
    expect(page.entries.map((e: { monthly_limit: number | null }) => e.monthly_limit)).toEqual([
      30_000_000,
      20_000_000,
      10_000_000,
      null,
    ]);
    const both = await ask('owner', TRAVELLERS, { c: ids.song, a: null });
    expect(both.body.data.corporate_travellers.total_count).toBe(5);
  });

  it('reads one staff member in full and brief, and null for a user who is not staff here', async () => {
    const full = await ask('approver', ONE, { c: ids.song, u: ids.staff });
    expect(full.body.data.corporate_staff).toMatchObject({
      email: 'staff@staff.example',
      role: 'STAFF',
    });
    const brief = await ask('approver', BRIEF, { c: ids.song, u: ids.admin });
    expect(brief.body.data.corporate_staff_brief).toEqual({
      id: expect.any(String),
      user_id: ids.admin,
      role: 'ADMIN',
      email: 'admin@staff.example',
      monthly_limit: 10_000_000,
    });
    const stranger = await ask('owner', ONE, { c: ids.song, u: ids.elsewhere });
    expect(stranger.body.errors).toBeUndefined();
    expect(stranger.body.data.corporate_staff).toBeNull();
  });

  it('is refused to plain staff and needs a session and well-formed ids', async () => {
    expect(codeOf(await ask('staff', PAGE, { c: ids.song }))).toBe('FORBIDDEN');
    expect(codeOf(await ask('staff', ONE, { c: ids.song, u: ids.staff }))).toBe('FORBIDDEN');
    expect(codeOf(await ask('former', KEYSET, { c: ids.song }))).toBe('FORBIDDEN');
    expect(codeOf(await ask(null, PAGE, { c: ids.song }))).toBe('UNAUTHENTICATED');
    const bad = await ask('owner', ONE, { c: ids.song, u: 'nope' });
    expect(bad.body.errors[0].extensions.fields).toEqual([
      { field: 'user_id', rule: 'format', message: 'user_id is not a valid id' },
    ]);
  });
});

describe('before_create_corporate_staff', () => {
  it('tells a new address, an existing account, staff here and staff elsewhere apart', async () => {
    const fresh = await ask('owner', BEFORE, { c: ids.song, e: ' New.Person@Staff.example ' });
    expect(fresh.body.data.before_create_corporate_staff).toEqual({
      email: 'new.person@staff.example',
      user_exists: false,
      already_staff: false,
      in_other_corporate: false,
      user: null,
    });
    const here = await ask('admin', BEFORE, { c: ids.song, e: 'staff@staff.example' });
    expect(here.body.data.before_create_corporate_staff).toMatchObject({
      user_exists: true,
      already_staff: true,
      in_other_corporate: false,
      user: { id: ids.staff },
    });
    const there = await ask('owner', BEFORE, { c: ids.song, e: 'elsewhere@staff.example' });
    expect(there.body.data.before_create_corporate_staff).toMatchObject({
      user_exists: true,
      already_staff: false,
      in_other_corporate: true,
      user: null, // no names of another corporate's people
    });
    const bad = await ask('owner', BEFORE, { c: ids.song, e: 'not-an-email' });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].extensions.fields[0].field).toBe('email');
    expect(codeOf(await ask('approver', BEFORE, { c: ids.song, e: 'x@staff.example' }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('create_corporate_staff', () => {
  it('invites a new person, makes their account and e-mails them an invitation in their language', async () => {
    const r = await call(t().app, 'POST', '/graphql/corporate', {
      body: {
        query: CREATE,
        variables: {
          i: {
            corporate_id: ids.song,
            email: 'Lan.Nguyen@staff.example',
            first_name: 'Lan',
            last_name: 'Nguyễn',
            title: 'Kỹ sư',
            employee_id: 'SH-001',
            monthly_limit: 15_000_000,
            department_id: ids.sales,
            corporate_level_id: ids.level,
            approver_id: ids.approver,
            courtesy_title: 'ms',
            cost_center_ids: [ids.cc],
          },
        },
      },
      token: tokens.owner,
      headers: { 'x-locale': 'en' },
    });
    expect(r.body.errors).toBeUndefined();
    const created = r.body.data.create_corporate_staff;
    expect(created).toMatchObject({
      email: 'lan.nguyen@staff.example',
      first_name: 'Lan',
      last_name: 'Nguyễn',
      role: 'STAFF',
      // Not staff until they accept (issue 19): signing in through the invitation does it.
      active: false,
      employee_id: 'SH-001',
      monthly_limit: 15_000_000,
      courtesy_title: 'Ms',
      approver: { user_id: ids.approver },
      department: { id: ids.sales },
      corporate_level: { id: ids.level, name: 'Quản lý' },
      user: { setting: { locale: 'en' } },
    });
    expect(created.cost_center_assignees.map((a: { user_id: string }) => a.user_id)).toContain(
      created.user_id,
    );
    const outbox = await call(t().app, 'GET', '/dev/outbox?to=lan.nguyen%40staff.example');
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0].text).toMatch(/invites you to join the Sông Hồng corporate account/);
    expect(outbox.body[0].text).toMatch(/with the e-mail lan\.nguyen@staff\.example/);
    expect(outbox.body[0].text).toMatch(/\/account\/invitations\?token=/);
    // The new person signs in by code and is staff of Sông Hồng.
    t().clock.advance(1);
    const signedIn = await signInAs(t(), { email: 'lan.nguyen@staff.example' });
    const role = await call(t().app, 'POST', '/graphql/corporate', {
      body: { query: '{ corporate { id your_role } }' },
      token: signedIn.access_token,
    });
    expect(role.body.data.corporate).toEqual({ id: ids.song, your_role: 'STAFF' });
  });

  it('adds an existing account and invites them in their own language', async () => {
    const { app } = t();
    const who = await signInAs(t(), { email: 'existing@staff.example' });
    expect(who.access_token).toBeTruthy();
    const r = await ask('admin', CREATE, {
      i: { corporate_id: ids.song, email: 'existing@staff.example', role: 'OPERATION' },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.create_corporate_staff.role).toBe('OPERATION');
    const outbox = await call(app, 'GET', '/dev/outbox?to=existing%40staff.example');
    const invitations = outbox.body.filter((m: { code: string | null }) => m.code === null);
    expect(invitations).toHaveLength(1);
    expect(invitations[0].text).toMatch(/mời bạn tham gia tài khoản doanh nghiệp Sông Hồng/);
  });

  it('names every field that is wrong, and writes nothing', async () => {
    const r = await ask('owner', CREATE, {
      i: {
        corporate_id: ids.song,
        email: 'bad@',
        monthly_limit: -5,
        courtesy_title: 'Sir',
        phone_number: 'abc',
        approver_id: 'x',
      },
    });
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const fields = r.body.errors[0].extensions.fields.map((f: { field: string }) => f.field);
    expect(fields.sort()).toEqual(
      ['approver_id', 'courtesy_title', 'email', 'monthly_limit', 'phone_number'].sort(),
    );
    const refs = await ask('owner', CREATE, {
      i: {
        corporate_id: ids.song,
        email: 'refs@staff.example',
        department_id: ids.theirDept,
        cost_center_ids: [ids.theirCc],
        approver_id: ids.elsewhere,
        employee_id: 'SH-001',
        role: 'OWNER',
      },
    });
    expect(refs.body.errors[0].extensions.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'role', rule: 'not_allowed' }),
        expect.objectContaining({ field: 'department_id', rule: 'unknown' }),
        expect.objectContaining({ field: 'approver_id', rule: 'unknown' }),
        expect.objectContaining({ field: 'cost_center_ids.0', rule: 'unknown' }),
        expect.objectContaining({ field: 'employee_id', rule: 'unique' }),
      ]),
    );
    const check = await ask('owner', BEFORE, { c: ids.song, e: 'refs@staff.example' });
    expect(check.body.data.before_create_corporate_staff.user_exists).toBe(false);
  });

  it('refuses staff here, staff of another corporate, and ADMIN from an admin', async () => {
    const here = await ask('owner', CREATE, {
      i: { corporate_id: ids.song, email: 'former@staff.example' },
    });
    expect(here.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'email',
      rule: 'already_staff',
    });
    const there = await ask('owner', CREATE, {
      i: { corporate_id: ids.song, email: 'elsewhere@staff.example' },
    });
    expect(there.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'email',
      rule: 'in_other_corporate',
    });
    const admin = await ask('admin', CREATE, {
      i: { corporate_id: ids.song, email: 'boss@staff.example', role: 'ADMIN' },
    });
    expect(admin.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'role',
      rule: 'not_allowed',
    });
    expect(
      codeOf(
        await ask('approver', CREATE, { i: { corporate_id: ids.song, email: 'y@staff.example' } }),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('adding one person 50 times at once', () => {
  it('adds them once, answers the rest with a field error, and sends one invitation', async () => {
    const email = 'race@staff.example';
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ask('owner', CREATE, { i: { corporate_id: ids.song, email } }),
      ),
    );
    const ok = results.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errors)) {
      expect(r.body.errors[0].extensions.fields[0]).toMatchObject({ field: 'email' });
    }
    const page = await ask('owner', PAGE, { c: ids.song, s: email });
    expect(page.body.data.corporate_staffs_page.total_count).toBe(1);
    const outbox = await call(t().app, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.body).toHaveLength(1);
  });
});

describe('update_corporate_staff', () => {
  it('changes the given fields, replaces codes and cost centers, and keeps the rest', async () => {
    const r = await ask('admin', UPDATE, {
      i: {
        corporate_id: ids.song,
        user_id: ids.staff,
        title: 'Trưởng nhóm',
        passport: 'b1234567',
        passport_expired: '2031-05-01',
        date_of_birth: '1990-02-03',
        nationality_country_code: 'vn',
        gender: 'FEMALE',
        is_enable_expense: true,
        frequent_flyer_codes: [
          { airline_code: 'vn', code: '123456789' },
          { airline_code: 'QH', code: 'QH42' },
        ],
        cost_center_ids: [ids.cc],
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.update_corporate_staff).toMatchObject({
      title: 'Trưởng nhóm',
      passport: 'B1234567',
      passport_expired: '2031-05-01',
      date_of_birth: '1990-02-03',
      nationality_country_code: 'VN',
      gender: 'FEMALE',
      is_enable_expense: true,
      monthly_limit: 30_000_000, // left out: kept
      frequent_flyer_codes: [
        { airline_code: 'QH', code: 'QH42' },
        { airline_code: 'VN', code: '123456789' },
      ],
    });
    const again = await ask('admin', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.staff, frequent_flyer_codes: [], title: null },
    });
    expect(again.body.data.update_corporate_staff).toMatchObject({
      title: null,
      frequent_flyer_codes: [],
      passport: 'B1234567',
    });
  });

  it('deactivates and reactivates, never the owner or oneself', async () => {
    const off = await ask('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.approver, active: false },
    });
    expect(off.body.data.update_corporate_staff.active).toBe(false);
    const on = await ask('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.approver, active: true },
    });
    expect(on.body.data.update_corporate_staff.active).toBe(true);
    const owner = await ask('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.owner, active: false },
    });
    expect(owner.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'active',
      rule: 'owner',
    });
    const self = await ask('admin', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.admin, active: false },
    });
    expect(self.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'active',
      rule: 'self',
    });
  });

  it('keeps roles to those who may give them', async () => {
    const promote = await ask('admin', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.staff, role: 'ADMIN' },
    });
    expect(promote.body.errors[0].extensions.fields[0]).toMatchObject({ field: 'role' });
    const demote = await ask('admin', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.admin, role: 'STAFF' },
    });
    expect(demote.body.errors[0].extensions.fields[0]).toMatchObject({ field: 'role' });
    const ownerRecord = await ask('admin', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.owner, title: 'x' },
    });
    expect(codeOf(ownerRecord)).toBe('FORBIDDEN');
    const byOwner = await ask('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.staff, role: 'APPROVER' },
    });
    expect(byOwner.body.data.update_corporate_staff.role).toBe('APPROVER');
    // The member is told, in their language; a refused change told them nothing.
    const mails = async () =>
      (await call(t().app, 'GET', '/dev/outbox?to=staff%40staff.example')).body.filter(
        (m: { text: string }) => /role|vai trò/i.test(m.text) && /Sông Hồng/.test(m.text),
      );
    const told = await mails();
    expect(told).toHaveLength(1);
    expect(told[0].text).toMatch(
      /^Vai trò của bạn trong tài khoản doanh nghiệp Sông Hồng trên Wayfare nay là Người duyệt\./,
    );
    // Saving other fields with the same role sends nothing more.
    await ask('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.staff, title: 'Lead' },
    });
    expect(await mails()).toHaveLength(1);
    await ask('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.staff, role: 'STAFF' },
    });
    expect(await mails()).toHaveLength(2);
  });

  it('names wrong fields: own approver, future birth, bad country, duplicate airline, unknown user', async () => {
    const r = await ask('owner', UPDATE, {
      i: {
        corporate_id: ids.song,
        user_id: ids.staff,
        date_of_birth: '2090-01-01',
        nationality_country_code: 'Việt',
        frequent_flyer_codes: [
          { airline_code: 'VN', code: '1' },
          { airline_code: 'vn', code: '2' },
        ],
      },
    });
    expect(r.body.errors[0].extensions.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'date_of_birth', rule: 'future' }),
        expect.objectContaining({ field: 'nationality_country_code', rule: 'format' }),
        expect.objectContaining({ field: 'frequent_flyer_codes.1.airline_code', rule: 'unique' }),
      ]),
    );
    const own = await ask('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.staff, approver_id: ids.staff },
    });
    expect(own.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'approver_id',
      rule: 'own_approver',
    });
    const missing = await ask('owner', UPDATE, {
      i: { corporate_id: ids.song, user_id: ids.elsewhere, title: 'x' },
    });
    expect(codeOf(missing)).toBe('NOT_FOUND');
  });
});

describe('another corporate gets nothing', () => {
  const reads: Array<[string, string, (c: string) => Record<string, unknown>]> = [
    ['corporate_staffs', KEYSET, (c) => ({ c })],
    ['corporate_staffs_page', PAGE, (c) => ({ c })],
    ['corporate_travellers', TRAVELLERS, (c) => ({ c })],
    ['corporate_staff', ONE, (c) => ({ c, u: ids.staff })],
    ['corporate_staff_brief', BRIEF, (c) => ({ c, u: ids.staff })],
    ['before_create_corporate_staff', BEFORE, (c) => ({ c, e: 'staff@staff.example' })],
    [
      'create_corporate_staff',
      CREATE,
      (c) => ({ i: { corporate_id: c, email: 'intruder@staff.example' } }),
    ],
    [
      'update_corporate_staff',
      UPDATE,
      (c) => ({ i: { corporate_id: c, user_id: ids.staff, title: 'Pwned' } }),
    ],
  ];

  it.each(reads)(
    '%s with Sông Hồng’s id is FORBIDDEN to Mê Kông’s owner and admin',
    async (_name, query, vars) => {
      for (const who of ['other', 'otheradmin']) {
        const r = await ask(who, query, vars(ids.song));
        expect(codeOf(r), who).toBe('FORBIDDEN');
        expect(
          Object.values(r.body.data ?? {}).filter((v) => v !== null),
          who,
        ).toEqual([]);
        expect(JSON.stringify(r.body)).not.toContain('staff@staff.example');
      }
    },
  );

  it.each(reads)('%s with their own id cannot reach Sông Hồng’s people', async (name, query) => {
    // Their own corporate, Sông Hồng's user ids: nothing of Sông Hồng comes back.
    const vars: Record<string, Record<string, unknown>> = {
      corporate_staff: { c: ids.mekong, u: ids.staff },
      corporate_staff_brief: { c: ids.mekong, u: ids.staff },
      update_corporate_staff: {
        i: { corporate_id: ids.mekong, user_id: ids.staff, title: 'Pwned' },
      },
      corporate_staffs_page: { c: ids.mekong, f: { user_ids: [ids.staff] } },
    };
    const r = await ask(
      'other',
      query,
      vars[name] ?? {
        c: ids.mekong,
        e: 'x@mekong.example',
        i: { corporate_id: ids.mekong, email: `${name}@mekong.example` },
      },
    );
    expect(JSON.stringify(r.body)).not.toContain('"staff@staff.example"');
    expect(JSON.stringify(r.body)).not.toContain(ids.song);
    expect(JSON.stringify(r.body)).not.toContain(ids.staff);
    if (name === 'update_corporate_staff') expect(codeOf(r)).toBe('NOT_FOUND');
    if (name === 'corporate_staff' || name === 'corporate_staff_brief') {
      expect(r.body.data[name]).toBeNull();
    }
  });

  it('left Sông Hồng’s staff record untouched', async () => {
    const r = await ask('owner', ONE, { c: ids.song, u: ids.staff });
    expect(r.body.data.corporate_staff.title).not.toBe('Pwned');
    const intruder = await ask('owner', BEFORE, { c: ids.song, e: 'intruder@staff.example' });
    expect(intruder.body.data.before_create_corporate_staff.user_exists).toBe(false);
  });
});
