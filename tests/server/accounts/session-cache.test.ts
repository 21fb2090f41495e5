import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { SessionCache } from '../../../server/auth/session-cache';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import type { ListenHandlers } from '../../../server/db/notifications';
import type { AuthUser } from '../../../server/domain/accounts/sessions';
import { freshPostgresUrl, freshTestDatabase, testDbKind } from '../support/database';
import {
  accountWithPassword,
  call,
  changePassword,
  gql,
  md5,
  PROFILE,
  signInByCode,
  signInByPassword,
  TestClock,
} from './support';

/*
 * Two API nodes on one database, each with its session cache (docs/capacity.md). Node B keeps
 * sessions for a minute, far longer than the test waits: a token it stops accepting was
 * forgotten because node A's change reached it (LISTEN/NOTIFY), not because its entry aged.
 * PostgreSQL: two pools and two listening connections on one database; PGlite: one database in
 * this process, as on a single PGlite node.
 */
describe('session cache across two nodes', () => {
  const clock = new TestClock();
  let a: FastifyInstance;
  let b: FastifyInstance;
  const databases: Database[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let first: Database;
    let second: Database;
    if (testDbKind() === 'pg') {
      const fresh = await freshPostgresUrl();
      drop = fresh.drop;
      first = await openDatabase({ databaseUrl: fresh.url, dataDir: '', poolMax: 3 });
      second = await openDatabase({ databaseUrl: fresh.url, dataDir: '', poolMax: 3 });
      databases.push(first, second);
    } else {
      first = second = await freshTestDatabase();
      databases.push(first);
    }
    const node = async (database: Database, env: Record<string, string>) => {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        STATIC_DIR: './tests/server/fixtures/no-build',
        ...env,
      });
      const app = await buildApp({ config, database, logger: false, clock });
      await app.ready();
      return app;
    };
    a = await node(first, {});
    b = await node(second, { SESSION_CACHE_SECONDS: '60' });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases) await database.close();
    await drop?.();
  });

  const profileOn = (app: FastifyInstance, token: string) => gql(app, PROFILE, {}, { token });
  const accepted = async (app: FastifyInstance, token: string) =>
    Boolean((await profileOn(app, token)).body.data?.profile);
  /** Node B refuses the token, polled briefly (the change travels between connections). */
  const refusedOnB = (token: string) =>
    vi.waitFor(
      async () => {
        const answer = await profileOn(b, token);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      },
      { timeout: 3000, interval: 20 },
    );

  it('a token signed out on one node stops working on the other', async () => {
    const pair = await signInByCode(a, { email: 'two.nodes@mail.example' });
    // Node B looks the session up once and keeps it.
    expect(await accepted(b, pair.access_token)).toBe(true);
    expect(await accepted(b, pair.access_token)).toBe(true);

    const out = await call(a, 'DELETE', '/api/v1/user/session', { token: pair.access_token });
    expect(out.status).toBe(200);
    // Node A forgot it at once; node B when the revocation's notification arrives.
    expect(await accepted(a, pair.access_token)).toBe(false);
    await refusedOnB(pair.access_token);
  });

  it('a password change on one node ends the other sessions on the other node', async () => {
    const email = 'two.nodes.pw@mail.example';
    const kept = await accountWithPassword(a, { email }, 'first-pass-1');
    const other = await signInByPassword(b, { email }, 'first-pass-1');
    const otherToken = other.body.data.access_token as string;
    expect(await accepted(b, otherToken)).toBe(true);

    expect(
      (await changePassword(a, kept.access_token, 'second-pass-2', md5('first-pass-1'))).status,
    ).toBe(200);
    await refusedOnB(otherToken);
    expect(await accepted(b, kept.access_token)).toBe(true);
  });

  it('a renewal on one node retires the old access token on the other', async () => {
    const pair = await signInByCode(a, { email: 'two.nodes.renew@mail.example' });
    expect(await accepted(b, pair.access_token)).toBe(true);
    const renewed = await call(a, 'POST', '/api/v1/user/session/renew', {
      token: pair.renewal_token,
    });
    expect(renewed.status).toBe(200);
    await refusedOnB(pair.access_token);
    expect(await accepted(b, renewed.body.data.access_token)).toBe(true);
  });

  it('an access token past its expiry is refused even while cached', async () => {
    const pair = await signInByCode(a, { email: 'two.nodes.expiry@mail.example' });
    expect(await accepted(b, pair.access_token)).toBe(true);
    clock.advance(16 * 60);
    expect(await accepted(b, pair.access_token)).toBe(false);
  });
});

describe('SessionCache', () => {
  const user: AuthUser = {
    id: 'u1',
    role: 'USER',
    sessionId: 's1',
    loginTime: new Date('2026-03-02T08:00:00Z'),
  };
  const ends = {
    accessEnd: new Date('2026-03-02T08:15:00Z'),
    sessionEnd: new Date('2026-04-01T08:00:00Z'),
  };
  const now = new Date('2026-03-02T08:01:00Z');

  /** A cache that is listening (a stand-in bus that is live at once). */
  const listening = (ttlMs: number, monotonic: () => number) => {
    const cache = new SessionCache({ ttlMs, monotonic });
    let heard: ((payload: string) => void) | undefined;
    cache.listen({
      listen: (_channel: string, handlers: ListenHandlers) => {
        handlers.live(true);
        heard = handlers.message;
        return { close: async () => handlers.live(false) };
      },
    } as unknown as Database);
    return { cache, hear: (payload: string) => heard!(payload) };
  };

  it('keeps an entry for its TTL only', () => {
    let t = 0;
    const { cache } = listening(5000, () => t);
    cache.set('h', user, ends, cache.generation);
    t = 4999;
    expect(cache.get('h', now)).toEqual(user);
    t = 5000;
    expect(cache.get('h', now)).toBeUndefined();
  });

  it('forgets by session and by user when told', () => {
    const { cache, hear } = listening(5000, () => 0);
    cache.set('h1', user, ends, cache.generation);
    cache.set('h2', { ...user, sessionId: 's2' }, ends, cache.generation);
    hear('s:s1');
    expect(cache.get('h1', now)).toBeUndefined();
    expect(cache.get('h2', now)).toEqual({ ...user, sessionId: 's2' });
    hear('u:u1');
    expect(cache.get('h2', now)).toBeUndefined();
  });

  it('does not keep a look-up that began before a change', () => {
    const { cache, hear } = listening(5000, () => 0);
    const began = cache.generation;
    hear('s:other');
    cache.set('h', user, ends, began);
    expect(cache.get('h', now)).toBeUndefined();
  });

  it('keeps nothing while not listening', () => {
    const cache = new SessionCache({ ttlMs: 5000 });
    cache.set('h', user, ends, cache.generation);
    expect(cache.get('h', now)).toBeUndefined();
    cache.listen({} as Database); // a database without notifications (PGlite on its thread)
    cache.set('h', user, ends, cache.generation);
    expect(cache.get('h', now)).toBeUndefined();
  });
});
