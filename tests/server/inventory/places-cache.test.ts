import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import type { ListenHandlers } from '../../../server/db/notifications';
import { PlacesCache } from '../../../server/domain/inventory/places/answer-cache';
import { graphql } from '../support/app';
import { freshPostgresUrl, freshTestDatabase, testDbKind } from '../support/database';
import { buildHotel, buildHotelReference, buildPlaces } from '../support/inventory-builders';

const SEARCH = `query($input: SearchPlacesInput!) { search_places(input: $input) {
  entries { id name property_count } } }`;

/*
 * Two API nodes on one database, node B keeping autocomplete answers for ten minutes
 * (docs/capacity.md, "Places"): what it answers differently right after node A's change came
 * from the places triggers' NOTIFY, not from an answer aging out. PostgreSQL: two pools and two
 * listening connections; PGlite: one database in this process, as on a single PGlite node.
 */
describe('autocomplete cache across two nodes', () => {
  let b: FastifyInstance;
  let a: Database;
  const databases: Database[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let second: Database;
    if (testDbKind() === 'pg') {
      const fresh = await freshPostgresUrl();
      drop = fresh.drop;
      a = await openDatabase({ databaseUrl: fresh.url, dataDir: '', poolMax: 2 });
      second = await openDatabase({ databaseUrl: fresh.url, dataDir: '', poolMax: 2 });
      databases.push(a, second);
    } else {
      a = second = await freshTestDatabase();
      databases.push(a);
    }
    await buildPlaces(a.db);
    await buildHotelReference(a.db);
    await buildHotel(a.db, { name: 'Lantern Quay Hotel' });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './tests/server/fixtures/no-build',
      PLACES_CACHE_SECONDS: '600',
    });
    b = await buildApp({ config, database: second, logger: false });
    await b.ready();
  });

  afterAll(async () => {
    await b?.close();
    for (const database of databases) await database.close();
    await drop?.();
  });

  const onB = async (query: string, locale = 'vi') => {
    const { body } = await graphql(b, 'places', {
      query: SEARCH,
      variables: { input: { query, locale, types: ['CITY', 'PROPERTY'] } },
    });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.search_places.entries as {
      id: string;
      name: string;
      property_count: number | null;
    }[];
  };
  /** Node B's answer once node A's change has reached it (the NOTIFY travels between connections). */
  const soonOnB = (query: string, check: (entries: Awaited<ReturnType<typeof onB>>) => void) =>
    vi.waitFor(async () => check(await onB(query)), { timeout: 3000, interval: 20 });

  it('keeps an answer, and forgets it on every node when a property is added or renamed', async () => {
    const before = await onB('lantern');
    expect(before.map((e) => e.name)).toEqual(['Lantern Quay Hotel']);
    const city = (await onB('da nang')).find((e) => e.id === 'city:da-nang')!;

    // A write that notifies no one: node B keeps answering what it kept.
    await a.db.execute(sql`update places set name_vi = 'Changed Behind', name_en = 'Changed Behind'
      where type = 'PROPERTY'`);
    expect((await onB('lantern')).map((e) => e.name)).toEqual(['Lantern Quay Hotel']);
    await a.db.execute(sql`update places set name_vi = 'Lantern Quay Hotel',
      name_en = 'Lantern Quay Hotel' where type = 'PROPERTY'`);

    await buildHotel(a.db, { name: 'Lantern Garden Hotel', rank: 1 });
    await soonOnB('lantern', (entries) =>
      expect(entries.map((e) => e.name)).toEqual(['Lantern Garden Hotel', 'Lantern Quay Hotel']),
    );
    await soonOnB('da nang', (entries) =>
      expect(entries.find((e) => e.id === 'city:da-nang')?.property_count).toBe(
        city.property_count! + 1,
      ),
    );

    await a.db.execute(sql`update properties set name = 'Lantern Pier Hotel',
      search_text = '|lantern pier hotel|' where name = 'Lantern Quay Hotel'`);
    await soonOnB('lantern', (entries) =>
      expect(entries.map((e) => e.name)).toEqual(['Lantern Garden Hotel', 'Lantern Pier Hotel']),
    );
  });
});

describe('PlacesCache', () => {
  const listening = (ttlMs: number, monotonic: () => number) => {
    const cache = new PlacesCache<string>({ ttlMs, monotonic });
    let heard: ((payload: string) => void) | undefined;
    cache.listen({
      listen: (_channel: string, handlers: ListenHandlers) => {
        handlers.live(true);
        heard = handlers.message;
        return { close: async () => handlers.live(false) };
      },
    } as unknown as Database);
    return { cache, hear: () => heard!('') };
  };

  it('keeps an answer for its TTL only, and none once told the inventory changed', () => {
    let t = 0;
    const { cache, hear } = listening(30_000, () => t);
    cache.set('k', 'answer', cache.generation);
    t = 29_999;
    expect(cache.get('k')).toBe('answer');
    t = 30_000;
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'answer', cache.generation);
    hear();
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep an answer read before a change, nor any while off or not listening', async () => {
    const { cache, hear } = listening(30_000, () => 0);
    const began = cache.generation;
    hear();
    cache.set('k', 'stale', began);
    expect(cache.get('k')).toBeUndefined();
    const off = listening(0, () => 0).cache;
    off.set('k', 'answer', off.generation);
    expect(off.get('k')).toBeUndefined();
    const deaf = new PlacesCache<string>({ ttlMs: 30_000 });
    deaf.listen({} as Database); // PGlite on its own thread carries no notifications
    let reads = 0;
    for (let i = 0; i < 2; i++) await deaf.through('k', async () => `read ${++reads}`);
    expect(reads).toBe(2);
  });
});
