import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { freshPostgresUrl, testDbKind } from '../support/database';

/*
 * PostgreSQL: the server's connections plan no parallel workers unless told
 * (DB_PARALLEL_WORKERS; docs/database.md "Parallel workers"), whatever the server's own
 * default is. PGlite has no parallel workers to turn off.
 */
describe.skipIf(testDbKind() !== 'pg')('parallel workers of the pooled connections', () => {
  const workers = async (setting?: number) => {
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
            sql`select current_setting('max_parallel_workers_per_gather') as v`,
          ),
        ),
      );
      return shown.map((r) => r.rows[0].v);
    } finally {
      await database.close();
      await target.drop();
    }
  };

  it('are none by default', async () => {
    expect(await workers()).toEqual(['0', '0']);
  });

  it('are what the setting says', async () => {
    expect(await workers(1)).toEqual(['1', '1']);
  });
});
