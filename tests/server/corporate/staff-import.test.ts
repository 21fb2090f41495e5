import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { corporateLevels, corporateStaffs, departments } from '../../../server/db/schema';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { csvOf, sheetOf, upload, xlsxOf, type Cells } from './staff-import-files';

const IMPORT_FIELDS = `id status total_rows valid_rows error_rows new_accounts existing_accounts
  created_count rows { row email status errors { field rule } }`;
const CONFIRM = `mutation($c: ID!, $id: ID!) {
  confirm_corporate_staff_import(corporate_id: $c, id: $id) { ${IMPORT_FIELDS} } }`;
const READ = `query($c: ID!, $id: ID!) {
  corporate_staff_import(corporate_id: $c, id: $id) { ${IMPORT_FIELDS} } }`;

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const PEOPLE = ['owner', 'admin', 'approver', 'staff', 'existing', 'other', 'elsewhere'];
const mail = (who: string) => `${who}@import.example`;

// Two tenants: Sông Hồng (owner, admin, approver, staff; a department and a level) and
// Mê Kông (its owner and a staff member); one account that belongs to no corporate.
const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of PEOPLE) {
    tokens[who] = (await signInAs(host, { email: mail(who) })).access_token;
    ids[who] = await userIdOf(db, mail(who));
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.approver, role: 'APPROVER' },
      { user: ids.staff, role: 'STAFF' },
    ],
  });
  ids.mekong = await buildCorporate(db, {
    name: 'Mê Kông',
    owner: ids.other,
    members: [{ user: ids.elsewhere, role: 'STAFF' }],
  });
  const [dept] = await db
    .insert(departments)
    .values({ corporate_id: ids.song, name: 'Kinh doanh' })
    .returning();
  ids.sales = dept.id;
  const [level] = await db
    .insert(corporateLevels)
    .values({ corporate_id: ids.song, name: 'Quản lý' })
    .returning();
  ids.level = level.id;
});

const gql = (who: string, query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/corporate', { body: { query, variables }, token: tokens[who] });

async function staffCount(corporateId: string) {
  const r = await t().database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from corporate_staffs where corporate_id = ${corporateId}::uuid`,
  );
  return r.rows[0].n;
}

async function userExists(email: string) {
  const r = await t().database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where lower(email) = ${email}`,
  );
  return r.rows[0].n > 0;
}

const outboxTo = async (email: string) =>
  (await call(t().app, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body as Array<{
    text: string;
  }>;

const HEADER_VI = [
  'E-mail',
  'Họ',
  'Tên',
  'Vai trò',
  'Mã nhân viên',
  'Phòng ban',
  'Cấp bậc',
  'E-mail người duyệt',
  'Hạn mức tháng (VND)',
];

describe('previewing a file', () => {
  it('reports each bad row by its number and rule, and writes nothing', async () => {
    const rows: Cells = [
      HEADER_VI,
      [
        'lan@import.example',
        'Nguyễn',
        'Lan',
        'Nhân viên',
        'NV-1',
        'kinh doanh',
        'Quản lý',
        mail('approver'),
        '5.000.000',
      ],
      [mail('existing'), 'Trần', 'Minh', '', '', '', '', '', 12000000],
      ['not-an-email', 'Lê', 'Hoa', '', '', '', '', '', ''],
      [mail('staff'), '', '', '', '', '', '', '', ''],
      [mail('elsewhere'), '', '', '', '', '', '', '', ''],
      ['dept@import.example', '', '', '', '', 'Không có', '', '', ''],
      ['LAN@import.example', '', '', '', '', '', '', '', ''],
      ['boss@import.example', '', '', 'OWNER', '', '', '', '', ''],
      ['limit@import.example', '', '', '', '', '', '', '', 'nhiều'],
      ['appr@import.example', '', '', '', '', '', '', mail('elsewhere'), ''],
      ['emp@import.example', '', '', '', 'NV-1', '', '', '', ''],
    ];
    const before = await staffCount(ids.song);
    const r = await upload(t().app, {
      token: tokens.admin,
      corporateId: ids.song,
      fileName: 'nhan-vien.xlsx',
      data: xlsxOf(rows),
    });
    expect(r.status).toBe(201);
    const preview = r.body.data;
    expect(preview).toMatchObject({
      status: 'PREVIEW',
      total_rows: 11,
      valid_rows: 2,
      error_rows: 9,
      new_accounts: 1,
      existing_accounts: 1,
      created_count: null,
    });
    const problems = Object.fromEntries(
      preview.rows.map((row: { row: number; status: string; errors: unknown[] }) => [
        row.row,
        row.status === 'ERROR'
          ? (row.errors as Array<{ field: string; rule: string }>).map(
              (e) => `${e.field}:${e.rule}`,
            )
          : row.status,
      ]),
    );
    expect(problems).toEqual({
      2: 'NEW_ACCOUNT',
      3: 'EXISTING_ACCOUNT',
      4: ['email:invalid_format'],
      5: ['email:already_staff'],
      6: ['email:in_other_corporate'],
      7: ['department:unknown'],
      8: ['email:duplicate'],
      9: ['role:not_allowed'],
      10: ['monthly_limit:format'],
      11: ['approver_email:unknown'],
      12: ['employee_id:duplicate'],
    });
    expect(await staffCount(ids.song)).toBe(before);
    expect(await userExists('lan@import.example')).toBe(false);
    expect(await outboxTo('lan@import.example')).toHaveLength(0);

    // Confirming adds the two good rows in one go, invites both, and says which were skipped.
    const done = await gql('admin', CONFIRM, { c: ids.song, id: preview.id });
    expect(done.body.errors).toBeUndefined();
    const confirmed = done.body.data.confirm_corporate_staff_import;
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', created_count: 2 });
    expect(confirmed.rows.filter((x: { status: string }) => x.status === 'CREATED')).toHaveLength(
      2,
    );
    expect(confirmed.rows.filter((x: { status: string }) => x.status === 'SKIPPED')).toHaveLength(
      9,
    );
    expect(await staffCount(ids.song)).toBe(before + 2);
    const lanId = await userIdOf(t().database.db, 'lan@import.example');
    const [lan] = await t()
      .database.db.select()
      .from(corporateStaffs)
      .where(sql`user_id = ${lanId}::uuid`);
    expect(lan).toMatchObject({
      corporate_id: ids.song,
      role: 'STAFF',
      employee_id: 'NV-1',
      department_id: ids.sales,
      corporate_level_id: ids.level,
      approver_id: ids.approver,
      monthly_limit: 5_000_000,
      // Invited, not yet staff: they join by accepting (issue 19).
      active: false,
      invitation: 'INVITED',
    });
    expect((await outboxTo('lan@import.example'))[0].text).toMatch(/Sông Hồng/);
    // The account the import made is the person's, with the welcome voucher every account gets.
    const welcome = await t().database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from platform_promotions
      where type = 'SIGN_UP' and user_id = ${lanId}::uuid and first_trip_only`);
    expect(welcome.rows[0].n).toBe(1);
    // A builder signed them in (no code e-mail): the one message is the invitation.
    const existing = await outboxTo(mail('existing'));
    expect(existing).toHaveLength(1);
    expect(existing[0].text).toMatch(/Sông Hồng/);
  });

  it('reads CSV with English headers, and refuses files it cannot take', async () => {
    const csv = csvOf([
      ['Email', 'First name', 'Last name', 'Monthly limit (VND)'],
      ['csv.one@import.example', 'An', 'Phạm', '1,500,000'],
    ]);
    const r = await upload(t().app, {
      token: tokens.owner,
      corporateId: ids.song,
      fileName: 'staff.csv',
      data: csv,
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ valid_rows: 1, rows: [{ row: 2, status: 'NEW_ACCOUNT' }] });

    const refused = async (fileName: string, data: Buffer) => {
      const x = await upload(t().app, {
        token: tokens.owner,
        corporateId: ids.song,
        fileName,
        data,
      });
      expect(x.status).toBe(400);
      return x.body.error.fields[0];
    };
    expect(await refused('staff.txt', csv)).toMatchObject({ field: 'file', rule: 'type' });
    expect(await refused('staff.xlsx', csv)).toMatchObject({ field: 'file', rule: 'type' });
    expect(await refused('staff.csv', csvOf([['Name'], ['An']]))).toMatchObject({
      rule: 'no_email_column',
    });
    expect(await refused('staff.csv', Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x42]))).toMatchObject({
      rule: 'type',
    });
    expect(await refused('staff.csv', Buffer.from('E-mail\n\xff\xfe', 'latin1'))).toMatchObject({
      rule: 'encoding',
    });
    const many: Cells = [['E-mail']];
    for (let i = 0; i < 5001; i++) many.push([`p${i}@import.example`]);
    expect(await refused('staff.csv', csvOf(many))).toMatchObject({ rule: 'too_many_rows' });
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
    expect(await refused('staff.csv', big)).toMatchObject({ rule: 'too_large' });
  });

  it('keeps nothing of a refused file, and rates uploads per user before reading them', async () => {
    const stored = async () => {
      const { rows } = await t().database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from corporate_staff_imports`,
      );
      return rows[0].n;
    };
    const before = await stored();
    const send = (data: Buffer, fileName = 'staff.csv') =>
      upload(t().app, { token: tokens.elsewhere, corporateId: ids.song, fileName, data });
    const csv = csvOf([['E-mail'], ['x@import.example']]);
    // Not of the corporate: refused, and counted against the sender's upload rate.
    for (let i = 0; i < 30; i++) expect((await send(csv)).status).toBe(403);
    const limited = await send(csv);
    expect(limited.status).toBe(429);
    expect(limited.body.error.fields).toMatchObject([{ field: 'file', rule: 'upload_rate' }]);
    expect(await stored()).toBe(before);
  });
});

describe('confirming 50 times at once', () => {
  it('writes the rows once and answers every call with the same result', async () => {
    const rows: Cells = [['E-mail', 'Tên']];
    for (let i = 0; i < 5; i++) rows.push([`twice${i}@import.example`, `Người ${i}`]);
    const r = await upload(t().app, {
      token: tokens.owner,
      corporateId: ids.song,
      fileName: 'lan-2.xlsx',
      data: xlsxOf(rows),
    });
    const before = await staffCount(ids.song);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => gql('owner', CONFIRM, { c: ids.song, id: r.body.data.id })),
    );
    for (const a of answers) {
      expect(a.body.errors).toBeUndefined();
      expect(a.body.data.confirm_corporate_staff_import).toMatchObject({
        status: 'CONFIRMED',
        created_count: 5,
      });
    }
    expect(await staffCount(ids.song)).toBe(before + 5);
    for (let i = 0; i < 5; i++) expect(await outboxTo(`twice${i}@import.example`)).toHaveLength(1);
  });
});

describe('a file of 2,000 people', () => {
  it('previews and adds all of them', async () => {
    const rows: Cells = [
      ['E-mail', 'Họ', 'Tên', 'Mã nhân viên', 'Phòng ban', 'Hạn mức tháng (VND)'],
    ];
    for (let i = 0; i < 2000; i++) {
      rows.push([
        `bulk${i}@import.example`,
        'Nguyễn',
        `Văn ${i}`,
        `B-${i}`,
        'Kinh doanh',
        3_000_000,
      ]);
    }
    const r = await upload(t().app, {
      token: tokens.owner,
      corporateId: ids.song,
      fileName: 'vinasteel.xlsx',
      data: xlsxOf(rows),
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ total_rows: 2000, valid_rows: 2000, error_rows: 0 });
    const before = await staffCount(ids.song);
    const done = await gql('owner', CONFIRM, { c: ids.song, id: r.body.data.id });
    expect(done.body.data.confirm_corporate_staff_import.created_count).toBe(2000);
    expect(await staffCount(ids.song)).toBe(before + 2000);
  }, 120_000);
});

describe('who may import and export', () => {
  const smallFile = () => xlsxOf([['E-mail'], ['who@import.example']]);

  it('refuses another corporate and the staff role, and tells them nothing', async () => {
    // Another corporate's owner uploading into Sông Hồng.
    const foreign = await upload(t().app, {
      token: tokens.other,
      corporateId: ids.song,
      fileName: 'x.xlsx',
      data: smallFile(),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.data).toBeUndefined();
    // A staff member and an approver of Sông Hồng.
    for (const who of ['staff', 'approver']) {
      const x = await upload(t().app, {
        token: tokens[who],
        corporateId: ids.song,
        fileName: 'x.xlsx',
        data: smallFile(),
      });
      expect(x.status).toBe(403);
    }
    // Signed out.
    const anonymous = await upload(t().app, {
      corporateId: ids.song,
      fileName: 'x.xlsx',
      data: smallFile(),
    });
    expect(anonymous.status).toBe(401);

    // Sông Hồng's preview, read or confirmed by Mê Kông's owner: nothing, and nothing written.
    const mine = await upload(t().app, {
      token: tokens.owner,
      corporateId: ids.song,
      fileName: 'x.xlsx',
      data: smallFile(),
    });
    const id = mine.body.data.id;
    const read = await gql('other', READ, { c: ids.song, id });
    expect(read.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(read.body.data?.corporate_staff_import ?? null).toBeNull();
    const readOwn = await gql('other', READ, { c: ids.mekong, id });
    expect(readOwn.body.data.corporate_staff_import).toBeNull();
    const confirm = await gql('other', CONFIRM, { c: ids.mekong, id });
    expect(confirm.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const confirmTheirs = await gql('other', CONFIRM, { c: ids.song, id });
    expect(confirmTheirs.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const staffConfirm = await gql('staff', CONFIRM, { c: ids.song, id });
    expect(staffConfirm.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await userExists('who@import.example')).toBe(false);
    const stillPreview = await gql('owner', READ, { c: ids.song, id });
    expect(stillPreview.body.data.corporate_staff_import.status).toBe('PREVIEW');

    // Exports: another corporate's owner and Sông Hồng's staff member get no file.
    for (const who of ['other', 'staff']) {
      const x = await t().app.inject({
        method: 'GET',
        url: `/api/v1/corporate/staff-export?corporate_id=${ids.song}&format=csv`,
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      expect(x.statusCode).toBe(403);
      expect(x.body).not.toContain('@import.example');
    }
  });
});

describe('exporting the list', () => {
  const get = (query: string, token = tokens.admin) =>
    t().app.inject({
      method: 'GET',
      url: `/api/v1/corporate/staff-export?corporate_id=${ids.song}&${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('writes the filtered, sorted list with headers in the reader’s language', async () => {
    const filter = encodeURIComponent(JSON.stringify({ roles: ['ADMIN', 'APPROVER', 'OWNER'] }));
    const xlsx = await get(
      `format=xlsx&locale=en&filter=${filter}&sort_field=EMAIL&sort_direction=ASC`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const sheet = sheetOf(xlsx.rawPayload);
    expect(sheet[0].slice(0, 3)).toEqual(['E-mail', 'Last name', 'First name']);
    expect(sheet.slice(1).map((r) => r[0])).toEqual([
      mail('admin'),
      mail('approver'),
      mail('owner'),
    ]);
    expect(sheet[1][5]).toBe('Admin');

    // An approver may export (docs/permissions.md); CSV, Vietnamese, searched.
    const csv = await get('format=csv&locale=vi&search=lan%40import', tokens.approver);
    expect(csv.statusCode).toBe(200);
    const rows = sheetOf(csv.rawPayload);
    expect(rows[0][0]).toBe('E-mail');
    expect(rows[0][1]).toBe('Họ');
    expect(rows.slice(1).map((r) => r[0])).toEqual(['lan@import.example']);
    expect(rows[1][9]).toBe('Kinh doanh');
    expect(rows[1][11]).toBe(mail('approver'));
  });

  it('offers the empty template in both languages without signing in', async () => {
    const vi = await t().app.inject({
      method: 'GET',
      url: '/api/v1/corporate/staff-import-template?format=xlsx&locale=vi',
    });
    expect(vi.statusCode).toBe(200);
    expect(sheetOf(vi.rawPayload)[0].slice(0, 3)).toEqual(['E-mail', 'Họ', 'Tên']);
    const en = await t().app.inject({
      method: 'GET',
      url: '/api/v1/corporate/staff-import-template?format=csv&locale=en',
    });
    expect(en.headers['content-disposition']).toMatch(/staff-import-template\.csv/);
    expect(sheetOf(en.rawPayload)).toEqual([
      [
        'E-mail',
        'Last name',
        'First name',
        'Courtesy title (Mr/Mrs/Ms)',
        'Phone number',
        'Role',
        'Employee ID',
        'Job title',
        'Team',
        'Department',
        'Level',
        "Approver's e-mail",
        'Monthly limit (VND)',
        'Note',
      ],
    ]);
  });
});
