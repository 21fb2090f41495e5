import { describe, expect, it } from 'vitest';
import { UTS_PLACEHOLDER } from '../../../server/auth/passwords';
import { call, gql, md5, newIp, useAccountsApp } from './support';
import { signInAs } from '../support/sessions';

const t = useAccountsApp();

const HAS = 'query($u: String!) { has_name(user_name: $u) has_password(user_name: $u) }';

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

describe('has_name and has_password', () => {
  it('answer what the dialog needs for e-mails and phones, false for unknown ones', async () => {
    const pair = await named('known@mail.example', 'Bình', 'Trần');
    await call(t().app, 'POST', '/api/v1/user/change-password', {
      token: pair.access_token,
      body: {
        current_password: UTS_PLACEHOLDER,
        password: md5('abcdefgh'),
        password_confirmation: md5('abcdefgh'),
      },
    });
    await signInAs(t(), { phone_number: '84944000222' });
    const ip = newIp();
    expect((await gql(t().app, HAS, { u: 'KNOWN@mail.example' }, { ip })).body.data).toEqual({
      has_name: true,
      has_password: true,
    });
    expect((await gql(t().app, HAS, { u: '84944000222' }, { ip })).body.data).toEqual({
      has_name: false,
      has_password: false,
    });
    expect((await gql(t().app, HAS, { u: 'unknown@mail.example' }, { ip })).body.data).toEqual({
      has_name: false,
      has_password: false,
    });
    expect((await gql(t().app, HAS, { u: 'garbage' }, { ip })).body.data).toEqual({
      has_name: false,
      has_password: false,
    });
  });

  const single = (ip: string) =>
    gql(t().app, '{ has_name(user_name: "one@mail.example") }', {}, { ip });

  it('count every field invocation: aliases cannot multiply look-ups', async () => {
    const ip = newIp();
    const aliases = Array.from(
      { length: 30 },
      (_, i) => `a${i}: has_password(user_name: "p${i}@mail.example")`,
    );
    for (let i = 0; i < 2; i++) {
      const r = await gql(t().app, `{ ${aliases.join(' ')} }`, {}, { ip });
      expect(r.body.errors).toBeUndefined();
      expect(Object.keys(r.body.data)).toHaveLength(30);
    }
    // 60 look-ups per 10 minutes per address: the next one is refused.
    const refused = await single(ip);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await single(newIp())).body.data.has_name).toBe(false);
    t().clock.advance(600);
    expect((await single(ip)).body.data.has_name).toBe(false);
  });

  it('count every field invocation: batches cannot multiply look-ups', async () => {
    const ip = newIp();
    const op = {
      query:
        '{ a: has_name(user_name: "x@mail.example") b: has_password(user_name: "x@mail.example") c: has_name(user_name: "y@mail.example") }',
    };
    for (let i = 0; i < 2; i++) {
      const batch = await call(t().app, 'POST', '/graphql/main', { body: Array(10).fill(op), ip });
      expect(batch.status).toBe(200);
      expect((batch.body as Array<{ errors?: unknown }>).every((r) => !r.errors)).toBe(true);
    }
    const over = await call(t().app, 'POST', '/graphql/main', { body: Array(11).fill(op), ip });
    expect(over.status).toBe(400); // more than 10 operations: refused whole, nothing runs
    const refused = await single(ip);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
