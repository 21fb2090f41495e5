import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { useTestApp } from '../support/app';
import { freshTestDatabase } from '../support/database';

// Every kind of answer carries the security headers (docs/security.md): pages, assets, REST,
// GraphQL, /config.json, development pages, 404s and errors.

const inlineScript = "(function(){document.documentElement.dataset.preload='1'})()";
const dist = mkdtempSync(path.join(tmpdir(), 'wayfare-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><script>${inlineScript}</script>` +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
const scriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

const app = useTestApp({
  STATIC_DIR: dist,
  TAG_MANAGER_URL: 'https://tags.example.vn/gtm.js',
  TAG_MANAGER_ID: 'GTM-TEST',
  SESSION_REPLAY_URL: 'https://replay.example.net/recorder.js',
  GRAPHQL_LAST_CHANGE_URL: 'https://changes.example.vn/graphql',
  ACCOUNT_API_URL: 'https://accounts.example.vn/api/v1',
  MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  EMBED_ALLOWED_ORIGINS: 'https://partner.example.com, https://*.app.example.vn',
  CSP_EXTRA_SOURCES: 'connect-src https://collect.example.net; img-src https://px.example.net',
});
const production = useTestApp({ NODE_ENV: 'production', STATIC_DIR: dist, TRUST_PROXY: 'false' });

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as a map of directive → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = String(headers['content-security-policy'] ?? '');
  expect(value, 'content-security-policy').not.toBe('');
  return new Map(
    value.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** The headers every answer has, whatever it is. */
function expectBaseHeaders(headers: Headers, what: string) {
  const policy = csp(headers);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy']), what).toContain('camera=()');
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts, what).toContain("'self'");
  expect(scripts.join(' '), what).not.toMatch(/unsafe|\*|^https?:$|data:/);
  return policy;
}

function expectNotFramable(headers: Headers, what: string) {
  expect(csp(headers).get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(headers['x-frame-options'], what).toBe('DENY');
}

describe('security headers on every kind of answer', () => {
  const answers: Array<
    [
      string,
      { method?: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> },
      number,
    ]
  > = [
    ['HTML page', { url: '/flight?from=HAN', headers: { accept: 'text/html' } }, 200],
    ['asset', { url: '/assets/index-abc.js' }, 200],
    ['missing asset', { url: '/assets/missing.js' }, 404],
    ['/config.json', { url: '/config.json' }, 200],
    ['/healthz', { url: '/healthz' }, 200],
    ['REST error', { method: 'POST', url: '/api/v1/user/session/renew' }, 401],
    ['REST bad input', { method: 'POST', url: '/api/v1/user/session/new', body: {} }, 400],
    ['REST 404', { url: '/api/v1/nothing' }, 404],
    [
      'GraphQL answer',
      { method: 'POST', url: '/graphql/main', body: { query: '{ service_info { service } }' } },
      200,
    ],
    ['GraphQL by GET', { url: '/graphql/main?query=%7B__typename%7D' }, 200],
    ['development outbox page', { url: '/dev/outbox.html' }, 200],
    ['development outbox JSON', { url: '/dev/outbox' }, 200],
    ['development identity provider', { url: '/dev/idp/.well-known/openid-configuration' }, 200],
    ['security.txt', { url: '/.well-known/security.txt' }, 200],
  ];

  for (const [what, request, status] of answers) {
    it(`${what}: ${request.method ?? 'GET'} ${request.url}`, async () => {
      const response = await app().app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        headers: {
          ...(request.body ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        ...(request.body ? { payload: JSON.stringify(request.body) } : {}),
      });
      expect(response.statusCode, what).toBe(status);
      expectBaseHeaders(response.headers, what);
      // The app itself is opened by nobody else; only the Google popup's pages differ.
      if (!request.url.startsWith('/dev/idp/')) {
        expectNotFramable(response.headers, what);
        expect(response.headers['cross-origin-opener-policy'], what).toBe(
          'same-origin-allow-popups',
        );
      }
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    });
  }

  it('on an unexpected server error (500)', async () => {
    const config = loadConfig({ NODE_ENV: 'production', STATIC_DIR: dist });
    const database = await freshTestDatabase();
    const failing = await buildApp({ config, database, logger: false });
    failing.get('/test/failure', async () => {
      throw new Error('the database went away');
    });
    try {
      const response = await failing.inject({ url: '/test/failure' });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('INTERNAL');
      expectBaseHeaders(response.headers, '500');
      expectNotFramable(response.headers, '500');
    } finally {
      await failing.close();
      await database.close();
    }
  });

  it('in production', async () => {
    for (const url of ['/', '/api/v1/nothing', '/assets/index-abc.js']) {
      const response = await production().app.inject({ url, headers: { accept: 'text/html' } });
      expectBaseHeaders(response.headers, url);
      expectNotFramable(response.headers, url);
    }
  });
});

describe('the Content-Security-Policy', () => {
  it("allows the build's inline script by its hash, and no other inline script", async () => {
    const response = await app().app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.body).toContain(inlineScript);
    expect(csp(response.headers).get('script-src')).toEqual([
      "'self'",
      scriptHash,
      'https://tags.example.vn',
      'https://replay.example.net',
    ]);
  });

  it('lets the browser reach the configured services, map tiles and analytics hosts', async () => {
    const policy = csp((await app().app.inject({ url: '/config.json' })).headers);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://accounts.example.vn',
      'https://changes.example.vn',
      'https://tags.example.vn',
      'https://replay.example.net',
      'https://collect.example.net',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tags.example.vn',
      'https://replay.example.net',
      'https://*.tiles.example.org',
      'https://px.example.net',
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });

  it('lets the configured hosts frame the two mobile embeds, and nothing else', async () => {
    for (const url of ['/m/corporate-booking-detail', '/m/corporate-flight-detail?id=7']) {
      const response = await app().app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(csp(response.headers).get('frame-ancestors'), url).toEqual([
        'https://partner.example.com',
        'https://*.app.example.vn',
      ]);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/m/%2e%2e/corporate/users', '/mobile', '/corporate/m/x', '/m/other']) {
      const response = await app().app.inject({ url, headers: { accept: 'text/html' } });
      expectNotFramable(response.headers, url);
    }
  });

  it('keeps the embeds unframable when no host is configured', async () => {
    const response = await production().app.inject({
      url: '/m/corporate-booking-detail',
      headers: { accept: 'text/html' },
    });
    expectNotFramable(response.headers, 'embed without EMBED_ALLOWED_ORIGINS');
  });

  it('lets the Google popup pages stay in their opener’s window group', async () => {
    const callback = await app().app.inject({
      url: '/auth/google/callback?code=abc&state=def',
      headers: { accept: 'text/html' },
    });
    expect(callback.headers['cross-origin-opener-policy']).toBeUndefined();
    expectNotFramable(callback.headers, 'callback page');
    const idp = await app().app.inject({ url: '/dev/idp/.well-known/openid-configuration' });
    expect(idp.headers['cross-origin-opener-policy']).toBeUndefined();
    // The chooser's form ends in a redirect to the app's callback on the page's own origin.
    expect(csp(idp.headers).get('form-action')).toEqual(["'self'", 'http:', 'https:']);
  });

  it('allows unpkg for GraphiQL in development only', async () => {
    const dev = await app().app.inject({ url: '/graphql/main/graphiql' });
    expect(dev.statusCode).toBe(200);
    expect(csp(dev.headers).get('script-src')).toContain('https://unpkg.com');
    const page = await app().app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(csp(page.headers).get('script-src')).not.toContain('https://unpkg.com');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over HTTPS behind a trusted proxy', async () => {
    const response = await app().app.inject({
      url: '/config.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent when an untrusted peer claims HTTPS', async () => {
    const response = await production().app.inject({
      url: '/config.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
