import { describe, expect, it } from 'vitest';
import {
  accountWithPassword,
  call,
  changePassword,
  gql,
  latestCode,
  md5,
  newIp,
  requestCode,
  signInByPassword,
  useAccountsApp,
  type Call,
} from './support';

/*
 * The password lock belongs to the account: 10 failed password checks in 15 minutes, whatever
 * identifier named it and whether they came from sign-in or change-password. Each attempt
 * takes its slot in SQL before the password is checked, so parallel attempts cannot overrun it.
 */

const t = useAccountsApp();

const statuses = (calls: Call[]) =>
  calls.reduce<Record<number, number>>(
    (acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }),
    {},
  );

async function withPhone(token: string, digits: string) {
  const flow = await requestCode(t().app, { phone_number: digits });
  const code = await latestCode(t().app, digits);
  const r = await gql(
    t().app,
    'mutation($i: UpdatePhoneNumberInput!) { update_phone_number(input: $i) { id } }',
    { i: { national_phone_number: digits.slice(2), code, token: flow } },
    { token },
  );
  expect(r.body.errors).toBeUndefined();
}

async function auditActions(email: string) {
  const { rows } = await t().database.db.execute(
    `select a.action, a.metadata from audit_log a join users u on u.id = a.actor_user_id
     where u.email = '${email}' order by a.created_at, a.action` as never,
  );
  return rows as Array<{ action: string; metadata: Record<string, unknown> | null }>;
}

describe('password lockout', () => {
  it('checks exactly 10 of 100 parallel wrong passwords; the other 90 answer 429', async () => {
    const email = 'parallel.target@mail.example';
    await accountWithPassword(t().app, { email }, 'the-right-one');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signInByPassword(t().app, { email }, `wrong-${i}`, newIp()),
      ),
    );
    console.info(`100 parallel wrong passwords: ${JSON.stringify(statuses(answers))}`);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 90 });
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(r.body.error.message).toBe('too_many_attempts');
      expect(r.body.retry_after).toBeGreaterThan(0);
    }
    // The lock holds for the correct password too, until the window ends.
    expect((await signInByPassword(t().app, { email }, 'the-right-one', newIp())).status).toBe(429);
    const locks = (await auditActions(email)).filter((a) => a.action === 'auth.account_locked');
    expect(locks).toHaveLength(1);
    expect(locks[0].metadata).toMatchObject({ failures: 10, via: 'sign_in' });
    t().clock.advance(15 * 60);
    expect((await signInByPassword(t().app, { email }, 'the-right-one', newIp())).status).toBe(200);
  });

  it('refuses a correct password sent 16th of 20 parallel attempts', async () => {
    const email = 'sixteenth@mail.example';
    await accountWithPassword(t().app, { email }, 'open-sesame');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signInByPassword(t().app, { email }, i === 15 ? 'open-sesame' : `nope-${i}`, newIp()),
      ),
    );
    expect(answers[15].status).toBe(429);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 10 });
  });

  it('locks the account by phone after failures by e-mail, and the other way round', async () => {
    const email = 'two.names@mail.example';
    const pair = await accountWithPassword(t().app, { email }, 'same-account');
    await withPhone(pair.access_token, '84966000101');
    for (let i = 0; i < 10; i++) {
      expect((await signInByPassword(t().app, { email }, `bad-${i}`, newIp())).status).toBe(401);
    }
    const byPhone = await signInByPassword(
      t().app,
      { phone_number: '0966000101' },
      'same-account',
      newIp(),
    );
    expect(byPhone.status).toBe(429);
    t().clock.advance(15 * 60);

    for (let i = 0; i < 10; i++) {
      const r = await signInByPassword(t().app, { phone_number: '84966000101' }, `b${i}`, newIp());
      expect(r.status).toBe(401);
    }
    expect((await signInByPassword(t().app, { email }, 'same-account', newIp())).status).toBe(429);
  });

  it('counts wrong current passwords of change-password against the same lock', async () => {
    const email = 'changer.locked@mail.example';
    const pair = await accountWithPassword(t().app, { email }, 'current-one');
    for (let i = 0; i < 5; i++) {
      expect((await signInByPassword(t().app, { email }, `x-${i}`, newIp())).status).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      const r = await changePassword(t().app, pair.access_token, 'next-one', md5(`y-${i}`));
      expect(r.body.error.message).toBe('invalid_current_password');
    }
    const refused = await changePassword(
      t().app,
      pair.access_token,
      'next-one',
      md5('current-one'),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('too_many_attempts');
    expect((await signInByPassword(t().app, { email }, 'current-one', newIp())).status).toBe(429);
    const locks = (await auditActions(email)).filter((a) => a.action === 'auth.account_locked');
    expect(locks.map((l) => l.metadata?.via)).toEqual(['change_password']);
  });

  it('checks only 10 of 50 parallel wrong current passwords', async () => {
    const pair = await accountWithPassword(
      t().app,
      { email: 'parallel.changer@mail.example' },
      'kept-secret',
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        changePassword(t().app, pair.access_token, 'new-secret', md5(`guess-${i}`)),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 10, 429: 40 });
  });

  it('does not count a correct password: it gives its attempt back', async () => {
    const email = 'careful.typist@mail.example';
    await accountWithPassword(t().app, { email }, 'typed-right');
    for (let i = 0; i < 9; i++) {
      expect((await signInByPassword(t().app, { email }, `typo-${i}`, newIp())).status).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      expect((await signInByPassword(t().app, { email }, 'typed-right', newIp())).status).toBe(200);
    }
    expect((await signInByPassword(t().app, { email }, 'typo-9', newIp())).status).toBe(401);
    expect((await signInByPassword(t().app, { email }, 'typed-right', newIp())).status).toBe(429);
  });

  it('answers unknown identifiers the same 401, then the same 429', async () => {
    const email = 'no.such.account@mail.example';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInByPassword(t().app, { email }, `guess-${i}`, newIp()),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 20 });
    expect(answers.find((a) => a.status === 401)?.body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'invalid_credentials' },
    });
  });

  it('lifts the lock when the owner resets the password by code', async () => {
    const email = 'locked.out@mail.example';
    await accountWithPassword(t().app, { email }, 'forgotten-one');
    for (let i = 0; i < 10; i++) await signInByPassword(t().app, { email }, `old-${i}`, newIp());
    expect((await signInByPassword(t().app, { email }, 'forgotten-one', newIp())).status).toBe(429);

    t().clock.advance(61); // the resend cool-down since the sign-in code
    const ip = newIp();
    const token = (await call(t().app, 'GET', '/oauth2/auth', { ip })).body.token as string;
    await call(t().app, 'POST', '/api/v1/user/reset-password', { body: { token, email }, ip });
    const code = await latestCode(t().app, email);
    const verified = await call(t().app, 'POST', '/api/v1/user/otp/reset-password', {
      body: { code, token, email },
      ip,
    });
    const updated = await call(t().app, 'POST', '/api/v1/user/reset-password/update', {
      body: {
        token: verified.body.data.token,
        user: { password: md5('remembered-now'), password_confirmation: md5('remembered-now') },
      },
      ip,
    });
    expect(updated.status).toBe(200);
    expect((await signInByPassword(t().app, { email }, 'remembered-now', newIp())).status).toBe(
      200,
    );
  });
});
