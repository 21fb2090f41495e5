import { describe, expect, it } from 'vitest';
import { call, latestCode, newIp, requestCode, useAccountsApp } from './support';

const t = useAccountsApp();

async function flowToken(ip = newIp()) {
  const { status, body, headers } = await call(t().app, 'GET', '/oauth2/auth', { ip });
  expect(status).toBe(200);
  expect(headers['cache-control']).toBe('no-store');
  expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return body.token as string;
}

const verify = (body: Record<string, unknown>, ip = newIp()) =>
  call(t().app, 'POST', '/oauth2/otp/verify', { body, ip });

describe('one-time code service', () => {
  it('sends a 6-digit code by e-mail (to the outbox) and trades it for a single-use code', async () => {
    const email = 'new.person@mail.example';
    const token = await flowToken();
    const sent = await call(t().app, 'POST', '/oauth2/otp', { body: { token, email } });
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const otp = await latestCode(t().app, email);
    expect(otp).toMatch(/^\d{6}$/);

    const ok = await verify({ token, email, otp });
    expect(ok.status).toBe(200);
    expect(ok.body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Reused code: single use.
    const again = await verify({ token, email, otp });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
  });

  it('writes Vietnamese by default and English when asked', async () => {
    const vi = 'vi.reader@mail.example';
    await requestCode(t().app, { email: vi });
    const en = 'en.reader@mail.example';
    const token = await flowToken();
    await call(t().app, 'POST', '/oauth2/otp', { body: { token, email: en, lang: 'en' } });
    const outbox = (await call(t().app, 'GET', '/dev/outbox')).body;
    expect(outbox.find((m: { to: string }) => m.to === vi).text).toContain('Mã xác thực');
    expect(outbox.find((m: { to: string }) => m.to === en).text).toContain('verification code');
  });

  it('sends phone codes as SMS, with the country code, not prefixing 84 twice', async () => {
    const token = await flowToken();
    const sent = await call(t().app, 'POST', '/oauth2/otp', {
      body: { token, phone_number: '84912000001' },
    });
    expect(sent.status).toBe(200);
    const [message] = (await call(t().app, 'GET', '/dev/outbox?to=84912000001')).body;
    expect(message).toMatchObject({ channel: 'sms', to: '84912000001' });
    // The same number written with its trunk zero is the same identifier.
    const ok = await verify({ token, phone_number: '840912000001', otp: message.code });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = 'slow.typist@mail.example';
    const token = await requestCode(t().app, { email });
    const otp = await latestCode(t().app, email);
    t().clock.advance(5 * 60 + 1);
    const late = await verify({ token, email, otp });
    expect(late).toMatchObject({ status: 400, body: { error: 'expired_code' } });
  });

  it('voids a code after 5 wrong tries: the sixth try fails even with the right code', async () => {
    const email = 'guesser@mail.example';
    const token = await requestCode(t().app, { email });
    const otp = await latestCode(t().app, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await verify({ token, email, otp: wrong })).body.error);
    expect(answers).toEqual([
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'too_many_attempts',
    ]);
    const sixth = await verify({ token, email, otp });
    expect(sixth).toMatchObject({ status: 400, body: { error: 'too_many_attempts' } });
  });

  it('binds a code to the flow token that asked for it and to the identifier', async () => {
    const email = 'bound@mail.example';
    const token = await requestCode(t().app, { email });
    const otp = await latestCode(t().app, email);
    const otherFlow = await flowToken();
    expect((await verify({ token: otherFlow, email, otp })).body.error).toBe('invalid_code');
    expect((await verify({ token, email: 'other@mail.example', otp })).body.error).toBe(
      'invalid_code',
    );
    expect((await verify({ token, email, otp })).status).toBe(200);
  });

  it('refuses a new code within 60 s, then allows it and voids the old one', async () => {
    const email = 'impatient@mail.example';
    const token = await requestCode(t().app, { email });
    const first = await latestCode(t().app, email);
    t().clock.advance(30);
    const tooSoon = await call(t().app, 'POST', '/oauth2/otp', { body: { token, email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ error: 'too_soon', retry_after: 30 });
    expect(tooSoon.headers['retry-after']).toBe('30');

    t().clock.advance(30);
    expect((await call(t().app, 'POST', '/oauth2/otp', { body: { token, email } })).status).toBe(
      200,
    );
    const second = await latestCode(t().app, email);
    if (first !== second) {
      expect((await verify({ token, email, otp: first })).body.error).toBe('invalid_code');
    }
    expect((await verify({ token, email, otp: second })).status).toBe(200);
  });

  it('sends at most 5 codes per identifier per hour, whichever flow and address asks', async () => {
    const email = 'popular@mail.example';
    for (let i = 0; i < 5; i++) {
      await requestCode(t().app, { email });
      t().clock.advance(61);
    }
    const token = await flowToken();
    const sixth = await call(t().app, 'POST', '/oauth2/otp', {
      body: { token, email },
      ip: newIp(),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('too_many_requests');
    expect(sixth.body.retry_after).toBeGreaterThan(3000);
    t().clock.advance(sixth.body.retry_after);
    const later = await flowToken();
    expect(
      (await call(t().app, 'POST', '/oauth2/otp', { body: { token: later, email } })).status,
    ).toBe(200);
  });

  it('sends one code when 50 requests for one address arrive at once', async () => {
    const email = 'stampede@mail.example';
    const token = await flowToken();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t().app, 'POST', '/oauth2/otp', { body: { token, email }, ip: newIp() }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429 && a.body.error === 'too_soon')).toHaveLength(49);
    const outbox = (await call(t().app, 'GET', `/dev/outbox?to=${email}`)).body as unknown[];
    expect(outbox).toHaveLength(1);
  });

  it('limits sends per client address', async () => {
    const ip = newIp();
    const token = await flowToken(ip);
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const r = await call(t().app, 'POST', '/oauth2/otp', {
        body: { token, email: `ip-limit-${i}@mail.example` },
        ip,
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers the same for an unknown identifier and refuses a made-up flow token', async () => {
    const token = await flowToken();
    const unknown = await call(t().app, 'POST', '/oauth2/otp', {
      body: { token, email: 'nobody-here@mail.example' },
    });
    expect(unknown).toMatchObject({ status: 200, body: { success: true } });
    const forged = await call(t().app, 'POST', '/oauth2/otp', {
      body: { token: 'x'.repeat(43), email: 'someone@mail.example' },
    });
    expect(forged).toMatchObject({ status: 400, body: { error: 'invalid_token' } });
    const bad = await call(t().app, 'POST', '/oauth2/otp', {
      body: { token, email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_identifier');
  });

  it('stores no code and no token in clear', async () => {
    const email = 'secret-keeper@mail.example';
    const token = await requestCode(t().app, { email });
    const otp = await latestCode(t().app, email);
    const rows = await t().database.db.execute(
      `select code_hash, identifier_hash from otp_challenges` as never,
    );
    const dump = JSON.stringify(rows.rows);
    expect(dump).not.toContain(otp);
    expect(dump).not.toContain(email);
    const flows = JSON.stringify(
      (await t().database.db.execute('select * from otp_flows' as never)).rows,
    );
    expect(flows).not.toContain(token);
  });
});
