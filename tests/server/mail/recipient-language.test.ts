import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, latestCode, newIp, requestCode, useAccountsApp } from '../accounts/support';

/*
 * The mail a person receives is in the language they signed up in, with both parts, and the
 * development outbox shows the HTML part safely.
 */

const t = useAccountsApp();

/** The code sign-in's last call as the sign-in dialog makes it: anonymous, with `headers`. */
async function signUp(email: string, headers: Record<string, string>) {
  const ip = newIp();
  const token = await requestCode(t().app, { email }, ip);
  const otp = await latestCode(t().app, email);
  const verified = await call(t().app, 'POST', '/oauth2/otp/verify', {
    body: { token, otp, email },
    ip,
  });
  const params = await call(t().app, 'GET', '/api/v1/auth/otp/new', { ip });
  const pair = await call(t().app, 'POST', '/api/v1/auth/otp/callback', {
    body: { code: verified.body.code, session_params: params.body.data.session_params },
    headers,
    ip,
  });
  expect(pair.status).toBe(200);
  return pair.body.data.access_token as string;
}

const localeOf = async (email: string) =>
  (
    await t().database.db.execute<{ locale: string }>(
      sql`select locale from users where email = ${email}`,
    )
  ).rows[0]?.locale;

interface Mail {
  channel: string;
  to: string;
  code: string | null;
  subject: string | null;
  text: string;
  html: string | null;
}

const outbox = async (to: string) =>
  (await call(t().app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body as Mail[];

const REGISTER = `mutation($i: CreateCorporateRequestInput!) {
  create_corporate_request(input: $i) { id } }`;

describe('the recipient language', () => {
  it('records the language of the site (its cookie) when a code sign-in makes the account', async () => {
    await signUp('cookie.en@lang.example', { cookie: 'other=1; i18n_redirected=en' });
    await signUp('header.en@lang.example', { 'x-locale': 'en-US' });
    await signUp('nothing@lang.example', {});
    expect(await localeOf('cookie.en@lang.example')).toBe('en');
    expect(await localeOf('header.en@lang.example')).toBe('en');
    expect(await localeOf('nothing@lang.example')).toBe('vi');
  });

  it('sends the registration mail in English to who signed up in English, both parts', async () => {
    const token = await signUp('owner.en@lang.example', { cookie: 'i18n_redirected=en' });
    const r = await call(t().app, 'POST', '/graphql/corporate', {
      token,
      body: {
        query: REGISTER,
        variables: {
          i: {
            company_name: 'Công ty Sen & Vàng',
            display_name: 'Sen & Vàng',
            company_address: '12 Lý Thái Tổ, Hoàn Kiếm, Hà Nội',
            company_email: 'info@senvang.vn',
            company_phone_number: '024 3826 1234',
            company_tax_code: '0314409058',
          },
        },
      },
    });
    expect(r.body.errors).toBeUndefined();

    // The sign-in code came first; the test clock gives both the same instant, so pick by kind.
    const mail = (await outbox('owner.en@lang.example')).find((m) => m.code === null)!;
    expect(mail.subject).toBe('Wayfare received the registration of Sen & Vàng');
    expect(mail.text).toContain('Thank you for registering Sen & Vàng (tax code 0314409058)');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Thank you for registering Sen &amp; Vàng');

    // The support team reads Vietnamese.
    const [notice] = await outbox('support@wayfare.example');
    expect(notice.subject).toBe('[CORPORATE] Đăng ký mới: Công ty Sen & Vàng — MST 0314409058');
    expect(notice.html).toContain('<html lang="vi">');
  });

  it('keeps codes as SMS text only, without subject or HTML', async () => {
    const token = (await call(t().app, 'GET', '/oauth2/auth')).body.token;
    await call(t().app, 'POST', '/oauth2/otp', { body: { token, phone_number: '84912000077' } });
    const [sms] = await outbox('84912000077');
    expect(sms).toMatchObject({ channel: 'sms', subject: null, html: null });
    expect(sms.text).toMatch(/^Mã xác thực Wayfare của bạn là \d{6}\./);
  });
});

describe('the development outbox page', () => {
  it('shows the HTML part in a sandboxed frame, escaped once more, and the text part', async () => {
    const page = await call(t().app, 'GET', '/dev/outbox.html?to=owner.en@lang.example');
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain(
      '<p class="subject">Wayfare received the registration of Sen &amp; Vàng</p>',
    );
    // The page lists the sign-in code's mail too: take the registration mail's frame.
    const frame = [
      ...html.matchAll(
        /<iframe class="mail" title="HTML part" sandbox="([^"]*)" srcdoc="([^"]*)"><\/iframe>/g,
      ),
    ].find((m) => m[2].includes('Sen &amp;amp; Vàng'));
    expect(frame).toBeDefined();
    // No allow-scripts, no allow-same-origin: the mail runs nothing and reaches nothing.
    expect(frame![1].split(' ').sort()).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox']);
    // The mail's own "&amp;" is escaped again inside the attribute.
    expect(frame![2]).toContain('&lt;html lang=&quot;en&quot;&gt;');
    expect(frame![2]).toContain('Sen &amp;amp; Vàng');
    expect(html).toContain(
      '<summary>Text part</summary><pre>Thank you for registering Sen &amp; Vàng',
    );
  });
});
