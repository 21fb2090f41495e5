// Migration 0020 on a database that already holds corporates with balances (PGlite, or
// PostgreSQL with TEST_DB=postgres): their balances become opening movements on the ledger, the
// wallet's rows survive the enum change, and the column is gone. Applied as an upgrade
// (0000–0019 first, then 0020 on its own), as production will apply it.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../server/db/client';
import { emptyDatabase, foldersBefore, type Engine } from '../support/migration-upgrade';

const BEFORE = '0020_corporate_ledger';

describe('migration 0020: corporate balances move onto the ledger', () => {
  let database: Engine;
  let older = '';
  const ids = { a: '', b: '', c: '', owner: '' };
  const one = async <T>(query: string, params: unknown[] = []) =>
    (await database.query<T>(query, params)).rows[0];

  beforeAll(async () => {
    older = await foldersBefore(BEFORE);
    database = await emptyDatabase();
    await database.migrate(older);
    ids.owner = (
      await one<{ id: string }>(`insert into users (email) values ('o@example.test') returning id`)
    ).id;
    const corporate = async (name: string, balance: number) =>
      (
        await one<{ id: string }>(
          `insert into corporates (user_id, company_name, balance, status, approved_at)
           values ($1, $2, $3, 'APPROVED', now()) returning id`,
          [ids.owner, name, balance],
        )
      ).id;
    ids.a = await corporate('In credit', 5_000_000);
    ids.b = await corporate('In debt', -2_000_000);
    ids.c = await corporate('Untouched', 0);
    // A wallet top-up from before: its rows must survive the enums being recreated.
    const wallet = await one<{ id: string }>(
      `insert into ledger_accounts (kind, user_id, currency) values ('USER_WALLET', $1, 'VND') returning id`,
      [ids.owner],
    );
    const clearing = await one<{ id: string }>(
      `insert into ledger_accounts (kind, currency) values ('PLATFORM_TOP_UP_CLEARING', 'VND') returning id`,
    );
    const topUp = await one<{ id: string }>(
      `insert into ledger_transactions (kind, idempotency_key) values ('TOP_UP', 'top-up:old') returning id`,
    );
    await database.query(
      `insert into ledger_entries (transaction_id, account_id, account_kind, amount, currency, balance_after)
       values ($1, $2, 'PLATFORM_TOP_UP_CLEARING', -300000, 'VND', -300000),
              ($1, $3, 'USER_WALLET', 300000, 'VND', 300000)`,
      [topUp.id, clearing.id, wallet.id],
    );
    await database.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await database?.close();
    if (older) await rm(older, { recursive: true, force: true });
  });

  const balanceOf = async (kind: string, corporateId: string | null) =>
    (
      await one<{ balance: number | null }>(
        `select (select e.balance_after from ledger_entries e where e.account_id = a.id
                 order by e.seq desc limit 1)::float8 as balance
         from ledger_accounts a
         where a.kind = $1 and a.corporate_id is not distinct from $2::uuid`,
        [kind, corporateId],
      )
    )?.balance ?? null;

  it("gives each corporate with a balance an account whose balance is the column's", async () => {
    expect(await balanceOf('CORPORATE_ACCOUNT', ids.a)).toBe(5_000_000);
    expect(await balanceOf('CORPORATE_ACCOUNT', ids.b)).toBe(-2_000_000);
    // A zero balance needs no account: the ledger reads 0 without one.
    expect(await balanceOf('CORPORATE_ACCOUNT', ids.c)).toBeNull();
  });

  it('posts one balanced OPENING_BALANCE movement against PLATFORM_CORPORATE_OPENING', async () => {
    expect(await balanceOf('PLATFORM_CORPORATE_OPENING', null)).toBe(-3_000_000);
    const { rows } = await database.query<{ kind: string; key: string; legs: number; sum: number }>(
      `select t.kind::text as kind, t.idempotency_key as key, count(*)::int as legs,
              sum(e.amount)::float8 as sum
       from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
       where t.kind = 'OPENING_BALANCE' group by t.id`,
    );
    expect(rows).toEqual([
      { kind: 'OPENING_BALANCE', key: 'corporate-opening:0020:VND', legs: 3, sum: 0 },
    ]);
  });

  it('keeps the wallet rows, and drops the column', async () => {
    const wallet = await one<{ kind: string; balance: number }>(
      `select a.kind::text as kind, e.balance_after::float8 as balance
       from ledger_accounts a join ledger_entries e on e.account_id = a.id
       where a.user_id = $1::uuid`,
      [ids.owner],
    );
    expect(wallet).toEqual({ kind: 'USER_WALLET', balance: 300_000 });
    const column = await one(
      `select 1 from information_schema.columns where table_name = 'corporates' and column_name = 'balance'`,
    );
    expect(column).toBeUndefined();
  });

  it('refuses a corporate account without its corporate, and a wallet with one', async () => {
    const refused = async (query: string, params: unknown[]) => {
      try {
        await database.query(query, params);
      } catch (error) {
        return (error as { code?: string }).code;
      }
      return undefined;
    };
    expect(
      await refused(
        `insert into ledger_accounts (kind, currency) values ('CORPORATE_ACCOUNT', 'VND')`,
        [],
      ),
    ).toBe('23514');
    expect(
      await refused(
        `insert into ledger_accounts (kind, user_id, corporate_id, currency) values ('USER_WALLET', $1, $2, 'VND')`,
        [ids.owner, ids.a],
      ),
    ).toBe('23514');
  });
});
