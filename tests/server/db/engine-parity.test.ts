import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { freshTestDatabase, testDbKind } from '../support/database';

/*
 * What lets most server files run on one engine only (docs/decisions.md "Test suite speed"):
 * the same statement gives the app the same JavaScript values on PGlite and on PostgreSQL, and a
 * statement on the outer handle started inside a transaction waits for it on both. This file
 * runs on both engines.
 */
let database: Database;

beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(() => database.close());

const rowOf = async (query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows[0] as Record<string, unknown>;
};

describe('raw rows read the same on both engines', () => {
  it('gives 64-bit integers (counts, sums of integers, bigint, bigint[]) as text, as node-postgres does', async () => {
    const row = await rowOf(sql`
      select count(*) as count, sum(n) as total, 12345678901::bigint as big,
        array[1, 2]::bigint[] as bigs, 1::bigint + 1 as added
      from (values (1), (2), (3)) as v(n)`);
    expect(row).toEqual({
      count: '3',
      total: '6',
      big: '12345678901',
      bigs: ['1', '2'],
      added: '2',
    });
  });

  it('gives smaller integers, floats and booleans as numbers and booleans', async () => {
    const row = await rowOf(
      sql`select 5::int2 as small, 7::int4 as int, 1.5::float8 as float, true as yes`,
    );
    expect(row).toEqual({ small: 5, int: 7, float: 1.5, yes: true });
  });

  it('gives numerics, dates, times and intervals as text and JSON as values', async () => {
    const row = await rowOf(sql`
      select 1.50::numeric as amount, sum(n * 0.5) as half, '2026-01-02'::date as day,
        '2026-01-02 03:04:05+00'::timestamptz as at, '1 day'::interval as span,
        '{"a": [1, "b"]}'::jsonb as doc, array['x', 'y']::text[] as words
      from (values (1), (2)) as v(n)`);
    expect(row).toEqual({
      amount: '1.50',
      half: '1.5',
      day: '2026-01-02',
      at: '2026-01-02 03:04:05+00',
      span: '1 day',
      doc: { a: [1, 'b'] },
      words: ['x', 'y'],
    });
  });
});

describe('one transaction at a time on the outer handle', () => {
  it('runs an outer statement started inside a transaction only after the transaction ends', async () => {
    // The transaction holds an advisory lock; the outer statement only tries to take it, so it
    // answers false if it ran while the transaction was open. The body gives it up to fifty
    // round trips to get answered before ending (it must not be).
    let answered = false;
    let outer: Promise<{ rows: { got: boolean }[] }> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
      outer = (
        database.db.execute(
          sql`select pg_try_advisory_xact_lock(4242) as got`,
        ) as unknown as Promise<{ rows: { got: boolean }[] }>
      ).finally(() => (answered = true));
      for (let trip = 0; trip < 50 && !answered; trip++) await tx.execute(sql`select 1`);
      expect(answered).toBe(false);
    });
    expect((await outer)?.rows).toEqual([{ got: true }]);
  });

  // PGlite would queue it behind the transaction (one connection): PostgreSQL only.
  it.runIf(testDbKind() === 'pg')(
    "answers another request's statement while a transaction is open",
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const begun = new Promise<void>((resolve) => (started = resolve));
      const running = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        started();
        await held;
      });
      await begun;
      const other = (await database.db.execute(sql`select 3 as n`)) as unknown as {
        rows: { n: number }[];
      };
      release();
      await running;
      expect(other.rows).toEqual([{ n: 3 }]);
    },
  );
});
