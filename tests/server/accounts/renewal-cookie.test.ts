import { describe, expect, it } from 'vitest';
import { call, gql, md5, PROFILE, signInByCode, signInByPassword, useAccountsApp } from './support';
import type { Call } from './support';

// The renewal token also travels as an HttpOnly cookie scoped to the session calls
// (docs/accounts.md, "Renewal cookie"); the spec's bearer contract keeps working.

const t = useAccountsApp();

interface SetCookie {
  value: string;
  attributes: Map<string, string>;
}

/** The account.renewal_token Set-Cookie of an answer, parsed. */
function renewalCookie(answer: Call): SetCookie | undefined {
  const lines = ([] as string[]).concat((answer.headers['set-cookie'] as string[]) ?? []);
  const line = lines.find((l) => l.startsWith('account.renewal_token='));
  if (!line) return undefined;
  const [pair = '', ...rest] = line.split(';').map((p) => p.trim());
  return {
    value: pair.slice(pair.indexOf('=') + 1),
    attributes: new Map(
      rest.map((a) => {
        const [k = '', v = ''] = a.split('=');
        return [k.toLowerCase(), v] as const;
      }),
    ),
  };
}

const cookieHeader = (token: string) => ({ cookie: `account.renewal_token=${token}` });

async function passwordUser(email: string) {
  const pair = await signInByCode(t().app, { email });
  await call(t().app, 'POST', '/api/v1/user/change-password', {
    token: pair.access_token,
    body: {
      current_password: md5('UTS'),
      password: md5('cookie-pass-1'),
      password_confirmation: md5('cookie-pass-1'),
    },
  });
}

describe('the renewal cookie', () => {
  it('is set HttpOnly, SameSite=Strict and only for the session calls by every sign-in', async () => {
    await passwordUser('cookie.jar@mail.example');
    const signIn = await signInByPassword(
      t().app,
      { email: 'cookie.jar@mail.example' },
      'cookie-pass-1',
    );
    expect(signIn.status).toBe(200);
    // The spec's answer is unchanged: the pair is in the body.
    expect(signIn.body.data.renewal_token).toBeTruthy();
    const cookie = renewalCookie(signIn);
    expect(cookie?.value).toBe(signIn.body.data.renewal_token);
    expect(Object.fromEntries(cookie!.attributes)).toEqual({
      'max-age': String(14 * 24 * 60 * 60),
      path: '/api/v1/user/session',
      httponly: '',
      samesite: 'Strict',
    });
  });

  it('is Secure over HTTPS behind a trusted proxy', async () => {
    await passwordUser('cookie.https@mail.example');
    const answer = await call(t().app, 'POST', '/api/v1/user/session/new', {
      body: { email: 'cookie.https@mail.example', password: md5('cookie-pass-1') },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(renewalCookie(answer)?.attributes.has('secure')).toBe(true);
  });

  it('renews alone: the rotated token comes back only as the cookie', async () => {
    const pair = await signInByCode(t().app, { email: 'cookie.renew@mail.example' });
    const renewed = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      headers: cookieHeader(pair.renewal_token),
    });
    expect(renewed.status).toBe(200);
    expect(Object.keys(renewed.body.data).sort()).toEqual(['access_token', 'expires_in']);
    const rotated = renewalCookie(renewed);
    expect(rotated?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated?.value).not.toBe(pair.renewal_token);
    expect(rotated?.attributes.get('path')).toBe('/api/v1/user/session');
    const profile = await gql(t().app, PROFILE, {}, { token: renewed.body.data.access_token });
    expect(profile.body.data.profile.email).toBe('cookie.renew@mail.example');

    // The old cookie is refused, the rotated one works.
    const old = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      headers: cookieHeader(pair.renewal_token),
    });
    expect(old.status).toBe(401);
    const next = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      headers: cookieHeader(rotated!.value),
    });
    expect(next.status).toBe(200);
  });

  it('keeps the spec contract: the renewal token as authorization wins over the cookie', async () => {
    const pair = await signInByCode(t().app, { email: 'cookie.bearer@mail.example' });
    const renewed = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      token: pair.renewal_token,
      headers: cookieHeader('not-a-live-renewal-token-0000'),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.renewal_token).toBeTruthy();
    expect(renewalCookie(renewed)?.value).toBe(renewed.body.data.renewal_token);
  });

  it('refuses a renewal with neither the cookie nor authorization', async () => {
    const answer = await call(t().app, 'POST', '/api/v1/user/session/renew');
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
    expect(renewalCookie(answer)).toBeUndefined();
  });

  it('is cleared by sign-out, even when the access token is refused', async () => {
    const pair = await signInByCode(t().app, { email: 'cookie.out@mail.example' });
    const out = await call(t().app, 'DELETE', '/api/v1/user/session', {
      token: pair.access_token,
      headers: cookieHeader(pair.renewal_token),
    });
    expect(out.status).toBe(200);
    const cleared = renewalCookie(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.get('path')).toBe('/api/v1/user/session');
    expect(new Date(cleared!.attributes.get('expires')!).getTime()).toBeLessThan(Date.now());
    // The session is over: its cookie renews nothing.
    const renew = await call(t().app, 'POST', '/api/v1/user/session/renew', {
      headers: cookieHeader(pair.renewal_token),
    });
    expect(renew.status).toBe(401);

    const refused = await call(t().app, 'DELETE', '/api/v1/user/session', { token: 'dead-token' });
    expect(refused.status).toBe(401);
    expect(renewalCookie(refused)?.value).toBe('');
  });

  it('is not sent by answers without a token pair', async () => {
    const flow = await call(t().app, 'GET', '/oauth2/auth');
    const params = await call(t().app, 'GET', '/api/v1/auth/otp/new');
    for (const answer of [flow, params]) expect(renewalCookie(answer)).toBeUndefined();
  });
});
