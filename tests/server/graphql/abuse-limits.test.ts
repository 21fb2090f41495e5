import { beforeAll, describe, expect, it } from 'vitest';
import { call, newIp, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';

// GraphQL without a valid token is limited per client address (GRAPHQL_ANON_PER_MINUTE, rule
// graphql_anon_ip in rate_limit_counters), and no answer is larger than
// GRAPHQL_MAX_RESPONSE_BYTES. Small limits so each is crossed quickly.

const t = useAccountsApp({ GRAPHQL_ANON_PER_MINUTE: '5', GRAPHQL_MAX_RESPONSE_BYTES: '400' });
let token = '';
beforeAll(async () => {
  token = (await signInAs(t(), { email: 'limits@mail.example' })).access_token;
});

const INFO = { query: '{ service_info { service } }' };
const ask = (ip: string, opts: { token?: string; service?: string; body?: unknown } = {}) =>
  call(t().app, 'POST', `/graphql/${opts.service ?? 'main'}`, {
    body: opts.body ?? INFO,
    ip,
    ...(opts.token ? { token: opts.token } : {}),
  });

describe('anonymous GraphQL per client address', () => {
  it('answers 429 RATE_LIMITED after the limit, with Retry-After', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await ask(ip)).status).toBe(200);
    const refused = await ask(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await ask(newIp())).status).toBe(200);
  });

  it('does not count signed-in users, but counts a refused token as anonymous', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) await ask(ip);
    const signedIn = await ask(ip, { token });
    expect(signedIn.body.data.service_info.service).toBe('main');
    const badToken = await ask(ip, { token: 'not-a-real-token-at-all' });
    expect(badToken.status).toBe(429);
  });

  it('counts each operation of a batch, and every service against one counter', async () => {
    const ip = newIp();
    expect((await ask(ip, { body: [INFO, INFO, INFO] })).status).toBe(200);
    expect((await ask(ip, { service: 'places' })).status).toBe(200);
    expect((await ask(ip, { service: 'flights' })).status).toBe(200);
    const refused = await ask(ip, { service: 'currencies' });
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('opens again after a minute', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) await ask(ip);
    expect((await ask(ip)).status).toBe(429);
    t().clock.advance(61);
    expect((await ask(ip)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 1; i <= 5; i++) expect((await ask(`2001:db8:5:7::${i}`)).status).toBe(200);
    expect((await ask('2001:db8:5:7:ffff:1:2:3')).status).toBe(429);
    expect((await ask('2001:db8:5:8::1')).status).toBe(200);
    const ip = newIp();
    for (let i = 0; i < 5; i++) await ask(ip);
    expect((await ask(`::ffff:${ip}`)).status).toBe(429);
  });

  it('lets exactly the limit through when many requests come at once', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(ip)));
    const served = answers.filter((a) => a.body.data?.service_info?.service === 'main');
    expect(served).toHaveLength(5);
    const refused = answers.filter((a) => a.body.errors?.[0].extensions.code === 'RATE_LIMITED');
    expect(refused).toHaveLength(45);
  });
});

describe('answer size', () => {
  const aliases = (n: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: service_info { service build_id server_time }`).join(' ')} }`;

  it('sends an answer within the limit', async () => {
    const r = await ask(newIp(), { token, body: { query: aliases(1) } });
    expect(r.body.data.a0.service).toBe('main');
  });

  it('replaces a larger answer with RESPONSE_TOO_LARGE', async () => {
    const r = await ask(newIp(), { token, body: { query: aliases(8) } });
    expect(r.status).toBe(200);
    expect(r.body.data).toBeNull();
    expect(r.body.errors[0].extensions).toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
      max_bytes: 400,
    });
    expect(r.body.errors[0].extensions.bytes).toBeGreaterThan(400);
  });

  it('answers a batch over the limit with one error per operation', async () => {
    const r = await ask(newIp(), { token, body: [{ query: aliases(4) }, { query: aliases(4) }] });
    expect(r.body).toHaveLength(2);
    expect(r.body[1].errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
  });
});
