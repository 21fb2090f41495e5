import { describe, expect, it } from 'vitest';
import { UTS_PLACEHOLDER } from '../../../server/auth/passwords';
import {
  call,
  changePassword,
  gql,
  md5,
  PROFILE,
  signInByCode,
  signInByPassword,
  useAccountsApp,
} from './support';

const t = useAccountsApp();

const profileOf = (token: string) => gql(t().app, PROFILE, {}, { token });

const createPassword = (token: string, password: string) =>
  changePassword(t().app, token, password);

describe('passwords', () => {
  it('a password change revokes the other sessions and keeps this one', async () => {
    const email = 'changer@mail.example';
    const first = await signInByCode(t().app, { email });
    await createPassword(first.access_token, 'old-password');
    const second = (await signInByPassword(t().app, { email }, 'old-password')).body.data;

    const changed = await call(t().app, 'POST', '/api/v1/user/change-password', {
      token: second.access_token,
      body: {
        current_password: md5('old-password'),
        password: md5('new-password'),
        password_confirmation: md5('new-password'),
      },
    });
    expect(changed.status).toBe(200);
    expect((await profileOf(first.access_token)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await call(t().app, 'POST', '/api/v1/user/session/renew', { token: first.renewal_token }))
        .status,
    ).toBe(401);
    expect((await profileOf(second.access_token)).body.data.profile.email).toBe(email);
    expect((await signInByPassword(t().app, { email }, 'old-password')).status).toBe(401);
    expect((await signInByPassword(t().app, { email }, 'new-password')).status).toBe(200);
  });

  it('checks password changes: current password, confirmation, common passwords', async () => {
    const pair = await signInByCode(t().app, { email: 'careful@mail.example' });
    const change = (body: Record<string, string>) =>
      call(t().app, 'POST', '/api/v1/user/change-password', { token: pair.access_token, body });
    const wrongPlaceholder = await change({
      current_password: md5('not-UTS'),
      password: md5('abcdefgh'),
      password_confirmation: md5('abcdefgh'),
    });
    expect(wrongPlaceholder).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_USER_INPUT', message: 'invalid_current_password' } },
    });
    const mismatch = await change({
      current_password: UTS_PLACEHOLDER,
      password: md5('abcdefgh'),
      password_confirmation: md5('abcdefgi'),
    });
    expect(mismatch.body.error.message).toBe('password_mismatch');
    const common = await change({
      current_password: UTS_PLACEHOLDER,
      password: md5('123456'),
      password_confirmation: md5('123456'),
    });
    expect(common.body.error.message).toBe('common_password');
    const notMd5 = await change({
      current_password: UTS_PLACEHOLDER,
      password: 'plain text',
      password_confirmation: 'plain text',
    });
    expect(notMd5.status).toBe(400);
    expect(notMd5.body.error.fields[0]).toMatchObject({ field: 'password' });
    const anonymous = await call(t().app, 'POST', '/api/v1/user/change-password', {
      body: {
        current_password: UTS_PLACEHOLDER,
        password: md5('x'),
        password_confirmation: md5('x'),
      },
    });
    expect(anonymous.status).toBe(401);
  });

  it('stores tokens and passwords only as hashes (argon2id for passwords)', async () => {
    const email = 'hashed@mail.example';
    const pair = await signInByCode(t().app, { email });
    await createPassword(pair.access_token, 'stored-safely');
    const sessions = JSON.stringify(
      (await t().database.db.execute('select * from auth_sessions' as never)).rows,
    );
    expect(sessions).not.toContain(pair.access_token);
    expect(sessions).not.toContain(pair.renewal_token);
    const [user] = (
      await t().database.db.execute(
        `select password_hash from users where email = 'hashed@mail.example'` as never,
      )
    ).rows as Array<{ password_hash: string }>;
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.password_hash).not.toContain(md5('stored-safely'));
  });
});
