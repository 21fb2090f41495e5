import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../../../server/db/pglite-thread';

// PGlite on its own thread with a statement deadline: the caller's event loop stays free, a
// statement past the deadline answers 57014, a transaction it was part of is rolled back, and
// committed data is there after the thread reopened the directory.
const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-thread-'));
let thread: PgliteThread;
const restarts: Array<{ ms: number; reopenMs?: number }> = [];

beforeAll(async () => {
  thread = await PgliteThread.start({
    dataDir,
    statementTimeoutMs: 2000,
    onRestart: (info) => restarts.push(info),
  });
  await thread.exec('create table notes (id int primary key, body text)');
  await thread.query('insert into notes values ($1, $2)', [1, 'kept']);
}, 60_000);

afterAll(async () => {
  await thread?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async () =>
  ((await thread.query('select count(*)::int as n from notes')) as { rows: Array<{ n: number }> })
    .rows[0].n;

describe('PgliteThread', () => {
  it('cuts a long statement off with 57014 while this thread keeps running', async () => {
    // An hour-long statement: it can only end within the test's time by being cut off.
    let settled = false;
    const answer = thread.query('select pg_sleep(3600)').catch((e: unknown) => e);
    void answer.finally(() => (settled = true));
    // This thread's event loop turns while the statement runs: it is not run here.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    const error = await answer;
    expect((error as { code?: string }).code).toBe('57014');
    expect(await count()).toBe(1); // waits for the reopened thread
    expect(restarts).toHaveLength(1);
    expect(restarts[0]).toMatchObject({ sql: 'select pg_sleep(3600)' });
  }, 30_000);

  it('rolls back the transaction of a cut statement and refuses its later statements', async () => {
    let afterCut: unknown;
    const error = await thread
      .transaction(async (tx) => {
        await tx.query('insert into notes values (2, $1)', ['lost']);
        await tx.query('select pg_sleep(3600)').catch(async (cut: unknown) => {
          afterCut = await tx.query('select 1').catch((e: unknown) => e);
          throw cut;
        });
      })
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('57014');
    expect((afterCut as Error).message).toMatch(/ran out of time/);
    expect(await count()).toBe(1);
  }, 30_000);

  it('keeps the order of statements and the errors of PostgreSQL', async () => {
    const results = await Promise.all(
      [3, 4, 5].map((id) => thread.query('insert into notes values ($1, $2)', [id, `n${id}`])),
    );
    expect(results).toHaveLength(3);
    const duplicate = await thread
      .query('insert into notes values (1, $1)', ['again'])
      .catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505', table: 'notes' });
    expect(await count()).toBe(4);
  });
});
