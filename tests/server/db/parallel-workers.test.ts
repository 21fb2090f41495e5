import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { freshPostgresUrl, testDbKind } from '../support/database';

/*
 * PostgreSQL: the server's connections plan no parallel workers unless told
 * (DB_PARALLEL_WORKERS; docs/database.md "Parallel workers") and compile no statement just in
 * time ("JIT"), whatever the server's own defaults are. PGlite has neither to turn off.
 */
describe.skipIf(testDbKind() !== 'pg')('parallel workers of the pooled connections', () => {
  const settings = async (setting?: number) => {
    const target = await freshPostgresUrl();
    const database = await openDatabase({
      databaseUrl: target.url,
      dataDir: '',
      ...(setting === undefined ? {} : { parallelWorkersPerGather: setting }),
    });
    try {
      // Two statements at once: two connections of the pool, each set at its start.
      const shown = await Promise.all(
        [1, 2].map(() =>
          database.db.execute<{ v: string }>(
            sql`select current_setting('max_parallel_workers_per_gather') as v,
              current_setting('jit') as jit`,
          ),
        ),
      );
      return shown.map((r) => r.rows[0]);
    } finally {
      await database.close();
      await target.drop();
    }
  };

  it('are none by default, and nothing is compiled just in time', async () => {
    expect(await settings()).toEqual([
      { v: '0', jit: 'off' },
      { v: '0', jit: 'off' },
    ]);
  });

  it('are what the setting says', async () => {
    expect((await settings(1)).map((s) => s.v)).toEqual(['1', '1']);
  });
});
