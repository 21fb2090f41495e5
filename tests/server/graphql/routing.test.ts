import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';

// Routes are guarded by how they are routed, not by how their URL is spelt: whatever spelling
// the router serves as a GraphQL or REST route runs that route's hooks (request auth, the
// X-Patron-Id check, the anonymous limit, cache headers); the others are not served at all.

const t = useAccountsApp();
let token = '';
beforeAll(async () => {
  token = (await signInAs(t(), { email: 'routing@mail.example' })).access_token;
});

const SPELLINGS = [
  '/graphql/main',
  '/%67raphql/main',
  '/graphql/%6dain',
  '/graphql/main/',
  '//graphql/main',
  '/GRAPHQL/main',
  '/graphql/main;jsessionid=1',
  '/graphql/main?x=1',
];

describe.each(SPELLINGS)('POST %s', (url) => {
  it('is either not served, or served with the request-auth hook', async () => {
    const profile = await call(t().app, 'POST', url, {
      token,
      body: { query: '{ profile { email } }' },
    });
    if (profile.status === 404) {
      expect(profile.body.error.code).toBe('NOT_FOUND');
      return;
    }
    expect(profile.body.data.profile.email).toBe('routing@mail.example');
    // An unlinked X-Patron-Id is refused before any resolver runs.
    const patron = await call(t().app, 'POST', url, {
      token,
      body: { query: '{ profile { email } }' },
      headers: { 'x-patron-id': randomUUID() },
    });
    expect(patron.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(patron.body.data).toBeNull();
  });
});

it('serves the percent-encoded spelling (the one that used to skip the hook)', async () => {
  const r = await call(t().app, 'POST', '/%67raphql/main', {
    body: { query: '{ profile { email } }' },
    headers: { 'x-patron-id': randomUUID() },
  });
  expect(r.status).not.toBe(404);
  expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
});

describe.each([
  '/api/v1/user/session/new',
  '/%61pi/v1/user/session/new',
  '/api/v1/user/%73ession/new',
  '/api/v1/user/session/new/',
])('REST POST %s', (url) => {
  it('runs the route’s own hooks and checks', async () => {
    const r = await call(t().app, 'POST', url, { body: { email: 'a\u0000@b.c' } });
    expect(r.status).toBe(400);
    expect(r.body.error.fields[0]).toMatchObject({ field: 'email', rule: 'no_nul' });
    expect(r.headers['cache-control']).toBe('no-store');
  });
});
