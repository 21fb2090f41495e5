import { describe, expect, it } from 'vitest';
import {
  accountWithPassword as createAccount,
  call,
  gql,
  latestCode,
  md5,
  newIp,
  PROFILE,
  signInByCode,
  signInByPassword,
  useAccountsApp,
} from './support';

const t = useAccountsApp();

async function accountWithPassword(email: string, password: string) {
  const pair = await createAccount(t().app, { email }, password);
  t().clock.advance(61); // the next code for this address only after the resend cool-down
  return pair;
}

async function askReset(who: Record<string, string>, ip = newIp()) {
  const token = (await call(t().app, 'GET', '/oauth2/auth', { ip })).body.token as string;
  const sent = await call(t().app, 'POST', '/api/v1/user/reset-password', {
    body: { token, ...who, lang: 'en' },
    ip,
  });
  return { token, sent };
}

describe('password reset by code', () => {
  it('code → reset token → new password; every session is revoked', async () => {
    const email = 'forgetful@mail.example';
    const session = await accountWithPassword(email, 'first-password');
    const { token, sent } = await askReset({ email });
    expect(sent).toMatchObject({ status: 200, body: { data: { success: true } } });
    const code = await latestCode(t().app, email);
    const outbox = (await call(t().app, 'GET', `/dev/outbox?to=${email}`)).body;
    expect(outbox[0].text).toContain('password reset code');

    const verified = await call(t().app, 'POST', '/api/v1/user/otp/reset-password', {
      body: { code, token, email },
    });
    expect(verified.status).toBe(200);
    const resetToken = verified.body.data.token as string;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const updated = await call(t().app, 'POST', '/api/v1/user/reset-password/update', {
      body: {
        token: resetToken,
        user: { password: md5('second-password'), password_confirmation: md5('second-password') },
      },
    });
    expect(updated).toMatchObject({ status: 200, body: { data: { success: true } } });

    expect(
      (await gql(t().app, PROFILE, {}, { token: session.access_token })).body.errors[0].extensions
        .code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (await call(t().app, 'POST', '/api/v1/user/session/renew', { token: session.renewal_token }))
        .status,
    ).toBe(401);
    expect((await signInByPassword(t().app, { email }, 'first-password')).status).toBe(401);
    expect((await signInByPassword(t().app, { email }, 'second-password')).status).toBe(200);

    // The reset token is single use.
    const reused = await call(t().app, 'POST', '/api/v1/user/reset-password/update', {
      body: {
        token: resetToken,
        user: { password: md5('third-password'), password_confirmation: md5('third-password') },
      },
    });
    expect(reused).toMatchObject({ status: 400, body: { error: { message: 'invalid_token' } } });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const email = 'ghost@mail.example';
    const { token, sent } = await askReset({ email });
    expect(sent).toMatchObject({ status: 200, body: { data: { success: true } } });
    expect((await call(t().app, 'GET', `/dev/outbox?to=${email}`)).body).toEqual([]);
    const guess = await call(t().app, 'POST', '/api/v1/user/otp/reset-password', {
      body: { code: '123456', token, email },
    });
    expect(guess).toMatchObject({ status: 400, body: { error: { message: 'invalid_code' } } });
    // The same cool-down applies, so timing of limits does not tell either.
    const again = await call(t().app, 'POST', '/api/v1/user/reset-password', {
      body: { token, email },
    });
    expect(again.status).toBe(429);
  });

  it('a reset code is not a sign-in code, and a sign-in code is not a reset code', async () => {
    const email = 'two.purposes@mail.example';
    await accountWithPassword(email, 'some-password');
    const { token } = await askReset({ email });
    const code = await latestCode(t().app, email);
    const asSignIn = await call(t().app, 'POST', '/oauth2/otp/verify', {
      body: { token, email, otp: code },
    });
    expect(asSignIn.body.error).toBe('invalid_code');
  });

  it('refuses an expired reset code and an expired reset token', async () => {
    const email = 'late.reset@mail.example';
    await accountWithPassword(email, 'some-password');
    let { token } = await askReset({ email });
    let code = await latestCode(t().app, email);
    t().clock.advance(301);
    const late = await call(t().app, 'POST', '/api/v1/user/otp/reset-password', {
      body: { code, token, email },
    });
    expect(late.body.error.message).toBe('expired_code');

    ({ token } = await askReset({ email }));
    code = await latestCode(t().app, email);
    const verified = await call(t().app, 'POST', '/api/v1/user/otp/reset-password', {
      body: { code, token, email },
    });
    t().clock.advance(15 * 60 + 1);
    const tooLate = await call(t().app, 'POST', '/api/v1/user/reset-password/update', {
      body: {
        token: verified.body.data.token,
        user: { password: md5('abcdefgh1'), password_confirmation: md5('abcdefgh1') },
      },
    });
    expect(tooLate.body.error.message).toBe('invalid_token');
  });

  it('needs matching, uncommon new passwords', async () => {
    const email = 'picky.reset@mail.example';
    await accountWithPassword(email, 'some-password');
    const { token } = await askReset({ email });
    const code = await latestCode(t().app, email);
    const verified = await call(t().app, 'POST', '/api/v1/user/otp/reset-password', {
      body: { code, token, email },
    });
    const mismatch = await call(t().app, 'POST', '/api/v1/user/reset-password/update', {
      body: {
        token: verified.body.data.token,
        user: { password: md5('abcdefgh1'), password_confirmation: md5('abcdefgh2') },
      },
    });
    expect(mismatch.body.error.message).toBe('password_mismatch');
    // A refused update does not spend the token.
    const ok = await call(t().app, 'POST', '/api/v1/user/reset-password/update', {
      body: {
        token: verified.body.data.token,
        user: { password: md5('abcdefgh1'), password_confirmation: md5('abcdefgh1') },
      },
    });
    expect(ok.status).toBe(200);
  });
});

describe('sign-up by a verified code', () => {
  async function verifiedCode(email: string) {
    const ip = newIp();
    const token = (await call(t().app, 'GET', '/oauth2/auth', { ip })).body.token;
    await call(t().app, 'POST', '/oauth2/otp', { body: { token, email }, ip });
    const otp = await latestCode(t().app, email);
    const code = (
      await call(t().app, 'POST', '/oauth2/otp/verify', { body: { token, email, otp }, ip })
    ).body.code;
    const session_params = (await call(t().app, 'GET', '/api/v1/auth/otp/new', { ip })).body.data
      .session_params;
    return { code, session_params };
  }

  it('creates an account with names and a password', async () => {
    const email = 'signup.full@mail.example';
    const body = {
      ...(await verifiedCode(email)),
      first_name: 'An',
      last_name: 'Nguyễn Văn',
      password: md5('signup-pass'),
      password_confirmation: md5('signup-pass'),
    };
    const created = await call(t().app, 'POST', '/api/v1/user/signup', { body });
    expect(created.status).toBe(200);
    const profile = await gql(t().app, PROFILE, {}, { token: created.body.data.access_token });
    expect(profile.body.data.profile).toMatchObject({
      email,
      first_name: 'An',
      last_name: 'Nguyễn Văn',
    });
    expect((await signInByPassword(t().app, { email }, 'signup-pass')).status).toBe(200);

    // The welcome voucher the sign-up dialog promises: the new account's own, first trip only.
    const offers = await gql(
      t().app,
      `{ user_offers(input: {}) { entries { platform_promotion { code type percent_off maximum end_at } } } }`,
      {},
      { token: created.body.data.access_token },
    );
    const welcome = offers.body.data.user_offers.entries
      .map((e: { platform_promotion: Record<string, unknown> }) => e.platform_promotion)
      .filter((p: { type: string }) => p.type === 'SIGN_UP');
    expect(welcome).toEqual([
      expect.objectContaining({
        percent_off: 5,
        maximum: 300_000,
        code: expect.stringMatching(/^CHAO-/),
      }),
    ]);
    expect(Date.parse(welcome[0].end_at) - t().clock.now().getTime()).toBe(90 * 86_400_000);

    // The code and the session_params were spent.
    const replay = await call(t().app, 'POST', '/api/v1/user/signup', { body });
    expect(replay.status).toBe(400);
  });

  it('says the account exists only to whoever proved the address, and spends nothing then', async () => {
    const email = 'signup.twice@mail.example';
    await signInByCode(t().app, { email });
    t().clock.advance(61);
    const proof = await verifiedCode(email);
    const again = await call(t().app, 'POST', '/api/v1/user/signup', { body: proof });
    expect(again).toMatchObject({ status: 400, body: { error: { message: 'account_exists' } } });
    const callback = await call(t().app, 'POST', '/api/v1/auth/otp/callback', { body: proof });
    expect(callback.status).toBe(200);
  });

  it('creates one account when first sign-ins by code for a new address race', async () => {
    const email = 'racing.newcomer@mail.example';
    const proofs = [];
    for (let i = 0; i < 5; i++) {
      if (i) t().clock.advance(61); // the resend cool-down; 5 codes fit in the 5 minutes
      proofs.push(await verifiedCode(email));
    }
    const answers = await Promise.all(
      proofs.map((body) => call(t().app, 'POST', '/api/v1/auth/otp/callback', { body })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const users = (
      await t().database.db.execute(`select id from users where email = '${email}'` as never)
    ).rows;
    expect(users).toHaveLength(1);
  });

  it('refuses a made-up code or session_params', async () => {
    const proof = await verifiedCode('signup.forged@mail.example');
    const badCode = await call(t().app, 'POST', '/api/v1/auth/otp/callback', {
      body: { ...proof, code: 'A'.repeat(43) },
    });
    expect(badCode).toMatchObject({ status: 400, body: { error: { message: 'invalid_code' } } });
    const badParams = await call(t().app, 'POST', '/api/v1/auth/otp/callback', {
      body: { ...proof, session_params: 'B'.repeat(43) },
    });
    expect(badParams.body.error.message).toBe('invalid_session_params');
    expect((await call(t().app, 'POST', '/api/v1/auth/otp/callback', { body: proof })).status).toBe(
      200,
    );
  });

  it('refuses an authorization code after 5 minutes', async () => {
    const proof = await verifiedCode('signup.slow@mail.example');
    t().clock.advance(5 * 60 + 1);
    const late = await call(t().app, 'POST', '/api/v1/auth/otp/callback', { body: proof });
    expect(late.body.error.message).toBe('invalid_code');
  });
});
