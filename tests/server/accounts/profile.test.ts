import { describe, expect, it } from 'vitest';
import { call, gql, latestCode, PROFILE, requestCode, useAccountsApp } from './support';
import { signInAs } from '../support/sessions';

const t = useAccountsApp();

async function named(email: string, first: string, last: string) {
  const pair = await signInAs(t(), { email });
  const r = await gql(
    t().app,
    'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { first_name last_name } }',
    { i: { first_name: first, last_name: last } },
    { token: pair.access_token },
  );
  expect(r.body.data.updateProfile).toEqual({ first_name: first, last_name: last });
  return pair;
}

describe('profile and its changes', () => {
  it('needs a valid token; answers only the token owner', async () => {
    const anonymous = await gql(t().app, PROFILE);
    expect(anonymous.body.errors[0]).toMatchObject({
      message: 'unauthorized',
      path: ['profile'],
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const forged = await gql(t().app, PROFILE, {}, { token: 'A'.repeat(43) });
    expect(forged.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const alice = await named('alice@mail.example', 'Alice', 'Lê');
    const bob = await named('bob@mail.example', 'Bob', 'Phạm');
    expect(
      (await gql(t().app, PROFILE, {}, { token: alice.access_token })).body.data.profile.email,
    ).toBe('alice@mail.example');
    expect(
      (await gql(t().app, PROFILE, {}, { token: bob.access_token })).body.data.profile.email,
    ).toBe('bob@mail.example');
  });

  it('changes only the token owner’s account', async () => {
    const alice = await named('alice.owner@mail.example', 'Alice', 'Đỗ');
    const bob = await named('bob.other@mail.example', 'Bob', 'Hồ');
    await gql(
      t().app,
      'mutation { update_user_setting(input: { locale: "en", gender: "MALE" }) { locale } }',
      {},
      { token: bob.access_token },
    );
    const aliceProfile = await gql(t().app, PROFILE, {}, { token: alice.access_token });
    expect(aliceProfile.body.data.profile).toMatchObject({
      first_name: 'Alice',
      setting: { locale: 'vi', gender: null },
    });
    // Bob signing out does not touch Alice's session.
    await call(t().app, 'DELETE', '/api/v1/user/session', { token: bob.access_token });
    expect(
      (await gql(t().app, PROFILE, {}, { token: alice.access_token })).body.data.profile.email,
    ).toBe('alice.owner@mail.example');
  });

  it('updateProfile validates names; update_user_setting keeps the phone for verified changes', async () => {
    const pair = await signInAs(t(), { email: 'settings@mail.example' });
    const empty = await gql(
      t().app,
      'mutation { updateProfile(input: { first_name: " ", last_name: "X" }) { id } }',
      {},
      { token: pair.access_token },
    );
    expect(empty.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'first_name' }],
    });

    const setting = await gql(
      t().app,
      'mutation($i: UpdateUserSettingInput!) { update_user_setting(input: $i) { locale dob gender national_phone_number } }',
      { i: { locale: 'en', dob: '1990-05-17', gender: 'FEMALE' } },
      { token: pair.access_token },
    );
    expect(setting.body.data.update_user_setting).toEqual({
      locale: 'en',
      dob: '1990-05-17',
      gender: 'FEMALE',
      national_phone_number: null,
    });
    const phone = await gql(
      t().app,
      'mutation { update_user_setting(input: { national_phone_number: "912345678" }) { locale } }',
      {},
      { token: pair.access_token },
    );
    expect(phone.body.errors[0].message).toContain('phone_number');
    const future = await gql(
      t().app,
      'mutation { update_user_setting(input: { dob: "2999-01-01" }) { locale } }',
      {},
      { token: pair.access_token },
    );
    expect(future.body.errors[0].extensions.fields[0].field).toBe('dob');
  });

  it('update_email needs the code sent to the new address with its flow token', async () => {
    const pair = await signInAs(t(), { email: 'mover@mail.example' });
    const UPDATE = 'mutation($i: UpdateEmailInput!) { update_email(input: $i) { email } }';
    const target = 'mover.new@mail.example';
    const token = await requestCode(t().app, { email: target });
    const code = await latestCode(t().app, target);
    const wrong = await gql(
      t().app,
      UPDATE,
      { i: { email: target, code: code === '000000' ? '111111' : '000000', token } },
      { token: pair.access_token },
    );
    expect(wrong.body.errors[0].message).toBe('invalid_code');
    const ok = await gql(
      t().app,
      UPDATE,
      { i: { email: target, code, token } },
      { token: pair.access_token },
    );
    expect(ok.body.data.update_email.email).toBe(target);

    // Taken by someone else: a wrong code answers invalid_code as for a free address; only
    // the holder of the address (the right code) learns unavailable_email.
    await signInAs(t(), { email: 'taken@mail.example' });
    t().clock.advance(61);
    const takenToken = await requestCode(t().app, { email: 'taken@mail.example' });
    const takenCode = await latestCode(t().app, 'taken@mail.example');
    const guess = await gql(
      t().app,
      UPDATE,
      {
        i: {
          email: 'taken@mail.example',
          code: takenCode === '123456' ? '654321' : '123456',
          token: takenToken,
        },
      },
      { token: pair.access_token },
    );
    expect(guess.body.errors[0].message).toBe('invalid_code');
    const taken = await gql(
      t().app,
      UPDATE,
      { i: { email: 'taken@mail.example', code: takenCode, token: takenToken } },
      { token: pair.access_token },
    );
    expect(taken.body.errors[0].message).toContain('unavailable_email');
  });

  it('update_phone_number: code to the new number; errors name phone_number or the code', async () => {
    const pair = await signInAs(t(), { email: 'phone.mover@mail.example' });
    const UPDATE =
      'mutation($i: UpdatePhoneNumberInput!) { update_phone_number(input: $i) { setting { country_calling_code national_phone_number } } }';
    const token = await requestCode(t().app, { phone_number: '84955000333' });
    const code = await latestCode(t().app, '84955000333');
    const ok = await gql(
      t().app,
      UPDATE,
      { i: { national_phone_number: '0955000333', code, token } },
      { token: pair.access_token },
    );
    expect(ok.body.data.update_phone_number.setting).toEqual({
      country_calling_code: '84',
      national_phone_number: '955000333',
    });

    const other = await signInAs(t(), { email: 'phone.other@mail.example' });
    // A number another account uses, with a wrong code: the same answer as a free number
    // (address-change.test.ts: only the right code tells phone_number: unavailable…).
    const taken = await gql(
      t().app,
      UPDATE,
      { i: { national_phone_number: '955000333', code: '123456', token } },
      { token: other.access_token },
    );
    expect(taken.body.errors[0].message).toBe('invalid_code');
    const invalid = await gql(
      t().app,
      UPDATE,
      { i: { national_phone_number: '12', code: '123456', token } },
      { token: other.access_token },
    );
    expect(invalid.body.errors[0].message).toContain('phone_number');
    const codeError = await gql(
      t().app,
      UPDATE,
      { i: { national_phone_number: '955000444', code: '123456', token } },
      { token: other.access_token },
    );
    expect(codeError.body.errors[0].message).toBe('invalid_code');
  });

  it('brute force of an e-mail change code through aliases and batches stops at 5 tries', async () => {
    const pair = await signInAs(t(), { email: 'alias.brute@mail.example' });
    const target = 'alias.target@mail.example';
    const token = await requestCode(t().app, { email: target });
    const code = await latestCode(t().app, target);
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, '0')).filter(
      (g) => g !== code,
    );
    const attempt = (g: string, i = 0) =>
      `g${i}: update_email(input: { email: "${target}", code: "${g}", token: "${token}" }) { email }`;

    // Aliased mutations run one after another and the first failure stops the rest: one try.
    const aliased = await gql(
      t().app,
      `mutation { ${guesses.slice(0, 20).map(attempt).join(' ')} }`,
      {},
      { token: pair.access_token },
    );
    expect(aliased.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'invalid_code',
    ]);

    // A batch runs its operations side by side: each is one try, and only 4 are left.
    const batch = await call(t().app, 'POST', '/graphql/main', {
      token: pair.access_token,
      body: guesses.slice(20, 30).map((g) => ({ query: `mutation { ${attempt(g)} }` })),
    });
    const messages = (batch.body as Array<{ errors: Array<{ message: string }> }>).map(
      (r) => r.errors[0].message,
    );
    expect(messages.filter((m) => m === 'invalid_code')).toHaveLength(3);
    expect(messages.filter((m) => m === 'too_many_attempts')).toHaveLength(7);

    const late = await gql(
      t().app,
      'mutation($i: UpdateEmailInput!) { update_email(input: $i) { email } }',
      { i: { email: target, code, token } },
      { token: pair.access_token },
    );
    expect(late.body.errors[0].message).toBe('too_many_attempts');
    expect(
      (await gql(t().app, PROFILE, {}, { token: pair.access_token })).body.data.profile.email,
    ).toBe('alias.brute@mail.example');
  });

  it('update_referrer: another user’s code, once', async () => {
    const referrer = await signInAs(t(), { email: 'referrer@mail.example' });
    const [row] = (
      await t().database.db.execute(
        `select referral_code from users where email = 'referrer@mail.example'` as never,
      )
    ).rows as Array<{ referral_code: string }>;
    expect(row.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const REF = 'mutation($c: String!) { update_referrer(referral_code: $c) { referred_by_code } }';
    const self = await gql(
      t().app,
      REF,
      { c: row.referral_code },
      { token: referrer.access_token },
    );
    expect(self.body.errors[0].message).toBe('invalid_referral_code');
    const friend = await signInAs(t(), { email: 'friend@mail.example' });
    const ok = await gql(
      t().app,
      REF,
      { c: row.referral_code.toLowerCase() },
      { token: friend.access_token },
    );
    expect(ok.body.data.update_referrer.referred_by_code).toBe(row.referral_code);
    const twice = await gql(t().app, REF, { c: row.referral_code }, { token: friend.access_token });
    expect(twice.body.errors[0].message).toBe('referrer_already_set');
  });

  it('campaign_booking_count answers a new user 0 (real count: checkout/user-invoices.test.ts)', async () => {
    const pair = await signInAs(t(), { email: 'curious@mail.example' });
    const r = await gql(
      t().app,
      '{ campaign_booking_count(input: { code: "HE2025" }) }',
      {},
      { token: pair.access_token },
    );
    expect(r.body.data.campaign_booking_count).toBe(0);
  });
});
