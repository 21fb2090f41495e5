import { describe, expect, it } from 'vitest';
import {
  call,
  changePassword,
  gql,
  newIp,
  PROFILE,
  signInByCode,
  signInByPassword,
  useAccountsApp,
} from './support';

const t = useAccountsApp();

const profileOf = (token: string) => gql(t().app, PROFILE, {}, { token });

const createPassword = (token: string, password: string) =>
  changePassword(t().app, token, password);

describe('sessions', () => {
  it('creates the account on the first code sign-in, then signs in with the password it sets', async () => {
    const email = 'first.timer@mail.example';
    const pair = await signInByCode(t().app, { email });
    expect(pair.expires_in).toBe(900);
    expect(pair.access_token).not.toBe(pair.renewal_token);

    const profile = await profileOf(pair.access_token);
    expect(profile.body.data.profile).toMatchObject({ email, first_name: null, role: 'USER' });
    expect(profile.body.data.profile.login_time).toBe('2026-03-02T08:00:00.000Z');

    expect(await createPassword(pair.access_token, 'hunter22')).toMatchObject({
      status: 200,
      body: { data: { success: true } },
    });
    const out = await call(t().app, 'DELETE', '/api/v1/user/session', { token: pair.access_token });
    expect(out).toMatchObject({ status: 200, body: { data: { success: true } } });

    const signedIn = await signInByPassword(
      t().app,
      { email: 'First.Timer@mail.example' },
      'hunter22',
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const again = await profileOf(signedIn.body.data.access_token);
    expect(again.body.data.profile.email).toBe(email);
  });

  it('signs in by phone with the country code, with or without the trunk zero', async () => {
    const pair = await signInByCode(t().app, { phone_number: '84933000111' });
    expect((await createPassword(pair.access_token, 'phone-pass')).status).toBe(200);
    const ok = await signInByPassword(t().app, { phone_number: '840933000111' }, 'phone-pass');
    expect(ok.status).toBe(200);
    const profile = await profileOf(ok.body.data.access_token);
    expect(profile.body.data.profile.setting).toMatchObject({
      country_calling_code: '84',
      national_phone_number: '933000111',
    });
  });

  it('answers a wrong password, an unknown account and an account without password alike', async () => {
    const pair = await signInByCode(t().app, { email: 'no.password@mail.example' });
    expect(pair.access_token).toBeTruthy();
    const withPassword = await signInByCode(t().app, { email: 'has.password@mail.example' });
    await createPassword(withPassword.access_token, 'right-one');

    const answers = await Promise.all([
      signInByPassword(t().app, { email: 'has.password@mail.example' }, 'wrong-one'),
      signInByPassword(t().app, { email: 'nobody.at.all@mail.example' }, 'whatever'),
      signInByPassword(t().app, { email: 'no.password@mail.example' }, 'whatever'),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'invalid_credentials' },
      });
    }
  });

  it('locks an account for the window after 10 failed passwords, from any address', async () => {
    const email = 'targeted@mail.example';
    const pair = await signInByCode(t().app, { email });
    await createPassword(pair.access_token, 'correct-horse');
    for (let i = 0; i < 10; i++) {
      expect((await signInByPassword(t().app, { email }, `guess-${i}`, newIp())).status).toBe(401);
    }
    const locked = await signInByPassword(t().app, { email }, 'correct-horse', newIp());
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe('too_many_attempts');
    expect(locked.body.retry_after).toBeGreaterThan(0);
    t().clock.advance(15 * 60);
    expect((await signInByPassword(t().app, { email }, 'correct-horse', newIp())).status).toBe(200);
  });

  it('limits password sign-ins per client address', async () => {
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await signInByPassword(t().app, { email: `spray-${i}@mail.example` }, 'x', ip))
        .status;
    }
    expect(last).toBe(429);
  });

  it('rotates the renewal token: the new pair works, the old renewal token does not', async () => {
    const pair = await signInByCode(t().app, { email: 'renewer@mail.example' });
    t().clock.advance(16 * 60); // the access token has expired
    const expired = await profileOf(pair.access_token);
    expect(expired.body.errors[0]).toMatchObject({
      message: 'unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const renewed = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      token: pair.renewal_token,
    });
    expect(renewed.status).toBe(200);
    const next = renewed.body.data;
    expect(next.renewal_token).not.toBe(pair.renewal_token);
    expect((await profileOf(next.access_token)).body.data.profile.email).toBe(
      'renewer@mail.example',
    );

    const replay = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      token: pair.renewal_token,
    });
    expect(replay).toMatchObject({ status: 401, body: { error: { message: 'invalid_token' } } });
    // Within the grace minute the session survives (two tabs racing)…
    expect((await profileOf(next.access_token)).body.data.profile).toBeTruthy();
  });

  it('revokes the whole session when a rotated renewal token comes back later (theft)', async () => {
    const pair = await signInByCode(t().app, { email: 'stolen@mail.example' });
    const renewed = (
      await call(t().app, 'POST', '/api/v1/user/session/renew', { token: pair.renewal_token })
    ).body.data;
    t().clock.advance(120);
    const replay = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      token: pair.renewal_token,
    });
    expect(replay.status).toBe(401);
    const after = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      token: renewed.renewal_token,
    });
    expect(after.status).toBe(401);
    expect((await profileOf(renewed.access_token)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('revokes the session when a renewal token two rotations old comes back, even at once', async () => {
    const renew = (token: string) => call(t().app, 'POST', '/api/v1/user/session/renew', { token });
    const first = await signInByCode(t().app, { email: 'twice.rotated@mail.example' });
    const second = (await renew(first.renewal_token)).body.data;
    const third = (await renew(second.renewal_token)).body.data;
    // No tab can still hold a token two rotations old: only a copy can.
    expect((await renew(first.renewal_token)).status).toBe(401);
    expect((await renew(third.renewal_token)).status).toBe(401);
    expect((await profileOf(third.access_token)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const [audit] = (
      await t().database.db.execute(
        `select a.metadata from audit_log a join users u on u.id = a.actor_user_id
         where u.email = 'twice.rotated@mail.example' and a.action = 'auth.renewal_reuse'` as never,
      )
    ).rows as Array<{ metadata: Record<string, unknown> }>;
    expect(audit.metadata).toMatchObject({ rotations_ago: 'two_or_more' });
  });

  it('revokes the session for a token many rotations old, days later', async () => {
    const renew = (token: string) => call(t().app, 'POST', '/api/v1/user/session/renew', { token });
    const pair = await signInByCode(t().app, { email: 'long.ago@mail.example' });
    let latest = pair;
    for (let i = 0; i < 4; i++) {
      t().clock.advance(20 * 60);
      latest = (await renew(latest.renewal_token)).body.data;
    }
    t().clock.advance(3 * 24 * 3600);
    expect((await renew(pair.renewal_token)).status).toBe(401);
    expect((await renew(latest.renewal_token)).status).toBe(401);
  });

  it('keeps the session when tabs renew with the same token at once: one wins', async () => {
    const pair = await signInByCode(t().app, { email: 'many.tabs@mail.example' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t().app, 'POST', '/api/v1/user/session/renew', { token: pair.renewal_token }),
      ),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(9);
    const next = winners[0].body.data;
    expect((await profileOf(next.access_token)).body.data.profile.email).toBe(
      'many.tabs@mail.example',
    );
    // The losing tabs read the new cookie and carry on with it.
    const again = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      token: next.renewal_token,
    });
    expect(again.status).toBe(200);
  });

  it('refuses an access token as a renewal token and a renewal token as an access token', async () => {
    const pair = await signInByCode(t().app, { email: 'mixer@mail.example' });
    expect(
      (await call(t().app, 'POST', '/api/v1/user/session/renew', { token: pair.access_token }))
        .status,
    ).toBe(401);
    expect((await profileOf(pair.renewal_token)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('ends a session at sign-out: neither token works afterwards', async () => {
    const pair = await signInByCode(t().app, { email: 'leaver@mail.example' });
    expect(
      (await call(t().app, 'DELETE', '/api/v1/user/session', { token: pair.access_token })).status,
    ).toBe(200);
    expect((await profileOf(pair.access_token)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await call(t().app, 'POST', '/api/v1/user/session/renew', { token: pair.renewal_token }))
        .status,
    ).toBe(401);
    expect(
      (await call(t().app, 'DELETE', '/api/v1/user/session', { token: pair.access_token })).status,
    ).toBe(401);
    expect((await call(t().app, 'DELETE', '/api/v1/user/session')).status).toBe(401);
  });

  it('ends the session at its absolute age even when renewed', async () => {
    const pair = await signInByCode(t().app, { email: 'long.stay@mail.example' });
    let renewal = pair.renewal_token;
    for (let day = 0; day < 30; day += 10) {
      t().clock.advance(10 * 24 * 3600 + 60);
      const r = await call(t().app, 'POST', '/api/v1/user/session/renew', { token: renewal });
      if (day < 20) {
        expect(r.status).toBe(200);
        renewal = r.body.data.renewal_token;
      } else {
        expect(r.status).toBe(401);
      }
    }
  });
});
