/**
 * PGlite's one-connection rule, kept on PostgreSQL in tests (docs/decisions.md "Test suite
 * speed"). PGlite runs a statement only when no transaction is open, so a statement on the outer
 * handle (`database.db`, not the transaction's `tx`) started inside a transaction waits for it
 * to end: awaited there, the transaction never ends and the request hangs, which is what the app
 * does on its default engine. A pool of PostgreSQL connections runs that statement at once on
 * another connection, outside the transaction, and the test passes. Most server files run on
 * PostgreSQL only, so there the outer handle's statements started inside a transaction (the
 * transaction's async context) wait for it to end as on PGlite; statements from elsewhere (other
 * requests, the races' fifty payments) run as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Database } from '../../../server/db/client';

export function keepOneConnectionRule(database: Database): void {
  const open = new AsyncLocalStorage<Promise<unknown>>();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const afterTransaction = <T>(start: () => Promise<T>): Promise<T> => {
    const ending = open.getStore();
    return ending ? ending.then(start, start) : start();
  };

  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : afterTransaction(() => query(...args) as Promise<unknown>)) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) =>
    args.length > 0
      ? connect(...args)
      : afterTransaction(() => connect() as Promise<pg.PoolClient>)) as typeof pool.connect;

  const db = database.db as unknown as {
    transaction: (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  };
  const transaction = db.transaction.bind(db);
  db.transaction = (fn, config) => {
    let ended!: () => void;
    const ending = new Promise<void>((resolve) => (ended = resolve));
    const run = transaction((tx) => open.run(ending, () => fn(tx)), config);
    void run.then(ended, ended);
    return run;
  };
}
