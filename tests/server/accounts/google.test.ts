import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, gql, PROFILE, useAccountsApp } from './support';

const t = useAccountsApp();

/** A browser's cookie jar, enough for the provider's interaction cookies. */
class Jar {
  private cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined) {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** The popup: follows the provider's redirects like a browser until it leaves the provider. */
async function popup(app: FastifyInstance, start: string, chooser: Record<string, string>) {
  const jar = new Jar();
  let url = new URL(start);
  const go = async (method: 'GET' | 'POST', target: URL, form?: Record<string, string>) => {
    const r = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        host: target.host,
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.store(r.headers['set-cookie'] as string | string[] | undefined);
    return r;
  };
  let r = await go('GET', url);
  let page = '';
  for (let hops = 0; hops < 10; hops++) {
    if (r.statusCode >= 300 && r.statusCode < 400) {
      url = new URL(String(r.headers.location), url);
      if (url.pathname === '/auth/google/callback') return { callback: url, page };
      r = await go('GET', url);
      continue;
    }
    expect(r.statusCode, r.body).toBe(200);
    page = r.body;
    expect(page).toContain('Choose an account');
    r = await go('POST', new URL(`${url.pathname}/login`, url), chooser);
  }
  throw new Error('the popup never came back');
}

async function googleSignIn(chooser: Record<string, string>) {
  const started = await call(t().app, 'GET', '/api/v1/auth/google/new');
  expect(started.status).toBe(200);
  const { url, session_params } = started.body.data;
  expect(url).toContain('/dev/idp/auth?');
  expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
  const { callback, page } = await popup(t().app, url, chooser);
  const params = Object.fromEntries(callback.searchParams);
  return { params, session_params, page, callback };
}

describe('Google sign-in through the development identity provider', () => {
  it('is announced in /config.json', async () => {
    const config = (await call(t().app, 'GET', '/config.json')).body;
    expect(config.features).toEqual({ googleSignIn: true, devOutbox: true });
  });

  it('start → account chooser → callback → tokens, creating the account with its names', async () => {
    const { params, session_params, page, callback } = await googleSignIn({
      email: 'Gmail.User@example.com',
      given_name: 'Lan',
      family_name: 'Võ Thị',
    });
    expect(page, callback.href).toContain('owner@vinasteel.example'); // the demo accounts are listed
    expect(callback.origin).toBe('http://localhost');
    expect(params.code).toBeTruthy();

    const done = await call(t().app, 'POST', '/api/v1/auth/google/callback', {
      body: { code: params.code, state: params.state, session_params },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The renewal token is also set as the HttpOnly cookie of the session calls.
    expect(String(done.headers['set-cookie'])).toContain(
      `account.renewal_token=${done.body.data.renewal_token}; Max-Age=1209600; Path=/api/v1/user/session; HttpOnly; SameSite=Strict`,
    );
    const profile = await gql(t().app, PROFILE, {}, { token: done.body.data.access_token });
    expect(profile.body.data.profile).toMatchObject({
      email: 'gmail.user@example.com',
      first_name: 'Lan',
      last_name: 'Võ Thị',
    });

    // The same Google account later: the linked user, even without names typed.
    const again = await googleSignIn({ email: 'gmail.user@example.com' });
    const second = await call(t().app, 'POST', '/api/v1/auth/google/callback', {
      body: { ...again.params, session_params: again.session_params },
    });
    const p2 = await gql(t().app, PROFILE, {}, { token: second.body.data.access_token });
    expect(p2.body.data.profile.id).toBe(profile.body.data.profile.id);

    // session_params and the authorization code are single use.
    const replay = await call(t().app, 'POST', '/api/v1/auth/google/callback', {
      body: { ...again.params, session_params: again.session_params },
    });
    expect(replay).toMatchObject({
      status: 400,
      body: { error: { message: 'invalid_session_params' } },
    });
  });

  it('creates one account when first Google sign-ins for a new address race', async () => {
    const popups = [];
    for (let i = 0; i < 5; i++) popups.push(await googleSignIn({ email: 'racer@example.com' }));
    const answers = await Promise.all(
      popups.map(({ params, session_params }) =>
        call(t().app, 'POST', '/api/v1/auth/google/callback', {
          body: { ...params, session_params },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const users = (
      await t().database.db.execute(
        `select id from users where email = 'racer@example.com'` as never,
      )
    ).rows;
    expect(users).toHaveLength(1);
  });

  it('refuses a callback whose state does not match', async () => {
    const { params, session_params } = await googleSignIn({ email: 'state.check@example.com' });
    const r = await call(t().app, 'POST', '/api/v1/auth/google/callback', {
      body: { code: params.code, state: 'tampered-state-value', session_params },
    });
    expect(r).toMatchObject({ status: 400, body: { error: { message: 'invalid_state' } } });
  });

  it('refuses a code exchanged under other session_params (PKCE and nonce bind it)', async () => {
    const first = await googleSignIn({ email: 'pkce.check@example.com' });
    const other = (await call(t().app, 'GET', '/api/v1/auth/google/new')).body.data;
    const otherState = new URL(other.url).searchParams.get('state');
    const r = await call(t().app, 'POST', '/api/v1/auth/google/callback', {
      body: { code: first.params.code, state: otherState, session_params: other.session_params },
    });
    expect(r).toMatchObject({ status: 401, body: { error: { message: 'google_sign_in_failed' } } });
  });

  it('verifies the ID token signature: a tampered token is refused', async () => {
    const { params, session_params } = await googleSignIn({ email: 'forged@example.com' });
    const app = t().app;
    const inject = app.inject.bind(app);
    // Corrupt the signature of the ID token the token endpoint returns (claims stay valid).
    (app as { inject: unknown }).inject = async (opts: { url: string }) => {
      const response = await inject(opts as never);
      if (!opts.url.startsWith('/dev/idp/token')) return response;
      const body = JSON.parse(response.body);
      const [header, payload, signature] = body.id_token.split('.');
      const flipped =
        signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
      body.id_token = [header, payload, flipped].join('.');
      return {
        ...response,
        statusCode: response.statusCode,
        headers: response.headers,
        rawPayload: Buffer.from(JSON.stringify(body)),
      };
    };
    try {
      const r = await call(app, 'POST', '/api/v1/auth/google/callback', {
        body: { ...params, session_params },
      });
      expect(r).toMatchObject({
        status: 401,
        body: { error: { message: 'google_sign_in_failed' } },
      });
    } finally {
      (app as { inject: unknown }).inject = inject;
    }
    const users = (
      await t().database.db.execute(
        `select id from users where email = 'forged@example.com'` as never,
      )
    ).rows;
    expect(users).toEqual([]);
  });

  it('passes on a cancelled sign-in as a refusal', async () => {
    const started = (await call(t().app, 'GET', '/api/v1/auth/google/new')).body.data;
    const state = new URL(started.url).searchParams.get('state');
    const r = await call(t().app, 'POST', '/api/v1/auth/google/callback', {
      body: { error: 'access_denied', state, session_params: started.session_params },
    });
    expect(r).toMatchObject({ status: 401, body: { error: { message: 'google_denied' } } });
  });

  it('serves the provider discovery document with its issuer', async () => {
    const r = await t().app.inject({
      method: 'GET',
      url: '/dev/idp/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().issuer).toBe(t().config.auth.devIdpIssuer);
    expect(r.json().id_token_signing_alg_values_supported).toContain('ES256');
  });
});
