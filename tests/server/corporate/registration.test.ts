import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';

const FIELDS = `id user_id company_name display_name company_tax_code company_phone_number
  company_email status approved_at is_owner your_role`;
const REGISTER = `mutation($i: CreateCorporateRequestInput!) {
  create_corporate_request(input: $i) { ${FIELDS} } }`;
const CREDIT = `mutation($i: CreateCreditRequestInput!) { create_credit_request(input: $i) {
  id corporate_id staff_amount_range usual_booker_role } }`;
const CONTACT = `mutation($i: NotifyContactInput!) { notify_contact(input: $i) }`;

const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const WHO = ['lan', 'racer', 'en', 'member', 'dup', 'rejected', 'other'];

const t = useAccountsApp({}, async (host) => {
  const { database } = host;
  for (const who of WHO) {
    tokens[who] = (await signInAs(host, { email: `${who}@reg.example` })).access_token;
    ids[who] = await userIdOf(database.db, `${who}@reg.example`);
  }
  await database.db.execute(sql`update users set locale = 'en' where id = ${ids.en}::uuid`);
  ids.mekong = await buildCorporate(database.db, {
    name: 'Mê Kông',
    owner: ids.other,
    members: [{ user: ids.member, role: 'STAFF' }],
  });
  ids.rejectedCorp = await buildCorporate(database.db, {
    name: 'Bị Từ Chối',
    owner: ids.rejected,
    status: 'REJECTED',
  });
});

const gql = (who: string | null, query: string, variables: Record<string, unknown>) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: who ? tokens[who] : undefined,
  });

const company = (overrides: Record<string, unknown> = {}) => ({
  company_name: '  Công ty   Cổ phần Sen Vàng ',
  display_name: 'Sen Vàng',
  company_address: '12 Lý Thái Tổ, Hoàn Kiếm, Hà Nội',
  company_email: 'Info@SenVang.vn',
  company_phone_number: '024 3826 1234',
  company_tax_code: '0314409058',
  ...overrides,
});

const outbox = async (to: string) =>
  (await call(t().app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body as Array<{
    to: string;
    text: string;
  }>;

describe('create_corporate_request', () => {
  it('names every bad field with its rule and writes nothing', async () => {
    const r = await gql('lan', REGISTER, {
      i: company({
        company_tax_code: '0314409059',
        company_email: 'not-mail',
        company_phone_number: '12ab',
        company_name: ' ',
        logo: 'https://evil.example/pixel.png',
      }),
    });
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const rules = Object.fromEntries(
      r.body.errors[0].extensions.fields.map((f: { field: string; rule: string }) => [
        f.field,
        f.rule,
      ]),
    );
    expect(rules).toEqual({
      company_tax_code: 'check_digit',
      company_email: 'email',
      company_phone_number: 'phone',
      company_name: 'required',
      logo: 'upload_only',
    });
    const short = await gql('lan', REGISTER, { i: company({ company_tax_code: '12345' }) });
    expect(short.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'company_tax_code',
      rule: 'format',
    });
    const rows = await t().database.db.execute(sql`select id from corporates
      where user_id = ${ids.lan}::uuid`);
    expect(rows.rows).toHaveLength(0);
  });

  it('makes the caller the owner of a PENDING corporate and tells them and support', async () => {
    const r = await gql('lan', REGISTER, { i: company() });
    expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    expect(r.body.data.create_corporate_request).toMatchObject({
      user_id: ids.lan,
      company_name: 'Công ty Cổ phần Sen Vàng',
      company_email: 'info@senvang.vn',
      company_phone_number: '+842438261234',
      company_tax_code: '0314409058',
      status: 'PENDING',
      approved_at: null,
      is_owner: true,
      your_role: 'OWNER',
    });
    const mine = await outbox('lan@reg.example');
    expect(mine.map((m) => m.text)).toContainEqual(
      expect.stringMatching(
        /^Cảm ơn bạn đã đăng ký tài khoản doanh nghiệp Sen Vàng \(MST 0314409058\)/,
      ),
    );
    const support = await outbox('support@wayfare.example');
    expect(support.map((m) => m.text)).toContainEqual(
      expect.stringMatching(/Doanh nghiệp Công ty Cổ phần Sen Vàng \(MST 0314409058\) chờ duyệt/),
    );
    expect(support.some((m) => m.text.includes('lan@reg.example'))).toBe(true);
  });

  it('keeps one registration waiting per user and one corporate per tax code', async () => {
    const again = await gql('lan', REGISTER, { i: company({ company_tax_code: '1000000001' }) });
    expect(again.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'corporate',
      rule: 'pending',
    });
    const dup = await gql('dup', REGISTER, { i: company({ company_tax_code: '0314409058' }) });
    expect(dup.body.errors[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'company_tax_code', rule: 'taken' }),
    ]);
    const member = await gql('member', REGISTER, {
      i: company({ company_tax_code: '1000000019' }),
    });
    expect(member.body.errors[0].extensions.fields[0].rule).toBe('member');
  });

  it('writes the confirmation in the requester’s language', async () => {
    const r = await gql('en', REGISTER, {
      i: company({ company_tax_code: '1000000026', display_name: 'Golden Lotus' }),
    });
    expect(r.body.errors).toBeUndefined();
    const mine = await outbox('en@reg.example');
    expect(mine.map((m) => m.text)).toContainEqual(
      expect.stringMatching(/^Thank you for registering Golden Lotus \(tax code 1000000026\)/),
    );
  });

  it('sends a rejected registration again as the same corporate, PENDING', async () => {
    const r = await gql('rejected', REGISTER, { i: company({ company_tax_code: '1000000033' }) });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.create_corporate_request).toMatchObject({
      id: ids.rejectedCorp,
      status: 'PENDING',
    });
  });

  it('makes one corporate when the same user sends it 50 times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        gql('racer', REGISTER, { i: company({ company_tax_code: '1000000040' }) }),
      ),
    );
    const ok = results.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errors)) {
      expect(r.body.errors[0].extensions.fields[0].rule).toMatch(/^(pending|member|taken)$/);
    }
    const rows = await t().database.db.execute(sql`select count(*)::int as n from corporates
      where user_id = ${ids.racer}::uuid`);
    expect(rows.rows[0]).toEqual({ n: 1 });
    const staff = await t().database.db.execute(sql`select count(*)::int as n
      from corporate_staffs where user_id = ${ids.racer}::uuid`);
    expect(staff.rows[0]).toEqual({ n: 1 });
  });

  it('needs a signed-in user', async () => {
    const r = await gql(null, REGISTER, { i: company({ company_tax_code: '1000000058' }) });
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('create_credit_request', () => {
  const answers = {
    staff_amount_range: '11_50',
    trips_amount_range: '6_20',
    trip_duration_range: '3_5',
    average_budget_range: '5M_10M',
    usual_booker_role: 'ADMIN',
  };
  const corporateOf = async (who: string) =>
    (
      await t().database.db.execute<{ id: string }>(sql`select id from corporates
        where user_id = ${ids[who]}::uuid`)
    ).rows[0].id;

  it('is made once by the owner of a pending corporate; a repeat notifies no one', async () => {
    const corporate_id = await corporateOf('lan');
    const before = (await outbox('support@wayfare.example')).length;
    const first = await gql('lan', CREDIT, { i: { corporate_id, ...answers } });
    expect(first.body.errors, JSON.stringify(first.body.errors)).toBeUndefined();
    const again = await gql('lan', CREDIT, { i: { corporate_id, ...answers } });
    expect(again.body.data.create_credit_request.id).toBe(first.body.data.create_credit_request.id);
    const mails = await outbox('support@wayfare.example');
    expect(mails.length - before).toBe(1);
    expect(mails.map((m) => m.text)).toContainEqual(
      expect.stringMatching(
        /Công ty Cổ phần Sen Vàng .* đề nghị hạn mức tín dụng:\nstaff_amount_range: 11_50/,
      ),
    );
  });

  it('takes only the offered ranges', async () => {
    const corporate_id = await corporateOf('lan');
    const r = await gql('lan', CREDIT, {
      i: { corporate_id, ...answers, staff_amount_range: 'lots' },
    });
    expect(r.body.errors[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'staff_amount_range', rule: 'enum' }),
    ]);
  });

  it("refuses staff and another corporate's users, with no data", async () => {
    const corporate_id = await corporateOf('lan');
    const stranger = await gql('other', CREDIT, { i: { corporate_id, ...answers } });
    expect(stranger.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(stranger.body.data).toBeNull();
    const staff = await gql('member', CREDIT, { i: { corporate_id: ids.mekong, ...answers } });
    expect(staff.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('notify_contact', () => {
  it('files a corporate contact ticket, confirmed to the sender and announced to support', async () => {
    const r = await gql('dup', CONTACT, {
      i: {
        name: 'Trần Dũng',
        email: 'dup@reg.example',
        company_name: 'Dũng Logistics',
        message: 'Chúng tôi muốn mở tài khoản doanh nghiệp cho 40 nhân viên.',
        source: 'corporate-program',
      },
    });
    expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    expect(r.body.data.notify_contact).toBe(true);
    const mine = await outbox('dup@reg.example');
    expect(mine.map((m) => m.text)).toContainEqual(
      expect.stringMatching(/Chúng tôi đã nhận yêu cầu liên hệ của bạn, mã số WF-/),
    );
    const support = await outbox('support@wayfare.example');
    expect(support.map((m) => m.text)).toContainEqual(
      expect.stringMatching(/\(CONTACT, chủ đề CORPORATE\)/),
    );
    expect(support.some((m) => m.text.includes('Dũng Logistics'))).toBe(true);
  });

  it('names a message that is too short', async () => {
    const r = await gql('dup', CONTACT, {
      i: { name: 'Trần Dũng', email: 'dup@reg.example', message: 'Hi' },
    });
    expect(r.body.errors[0].extensions.fields[0]).toMatchObject({ field: 'message' });
  });
});
