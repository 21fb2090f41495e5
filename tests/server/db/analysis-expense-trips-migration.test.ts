// Migration 0054 on a database that already holds counted claims (PGlite, or PostgreSQL with
// TEST_DB=postgres): the monthly expense rows lose their status (one person's or trip's rows of
// one month in two statuses become one), each trip gets its total and dates, both from the facts
// as they stood (a claimant who moved department keeps the claims' department), and the triggers
// keep the new rows afterwards. Applied as an upgrade (0000–0053 first), as production will.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../server/db/client';
import { emptyDatabase, foldersBefore, type Engine } from '../support/migration-upgrade';

const BEFORE = '0054_analysis_expense_trip_totals';

describe('migration 0054: expense rollups without status, and per-trip totals', () => {
  let database: Engine;
  let older = '';
  const ids = { corp: '', owner: '', person: '', a: '', b: '', x: '', y: '', t1: '', t2: '' };
  const claims: Record<string, string> = {};
  let factsBefore: unknown[] = [];
  let dailyBefore: unknown[] = [];
  const one = async <T>(query: string, params: unknown[] = []) =>
    (await database.query<T>(query, params)).rows[0];
  const idOf = async (query: string, params: unknown[] = []) =>
    (await one<{ id: string }>(query, params)).id;
  const facts = async () =>
    (
      await database.query(
        `select expense_id, user_id, department_id, cost_center_id, trip_id, status,
           day::text as day, amount::float8 as amount
         from analysis_expenses order by expense_id`,
      )
    ).rows;
  const daily = async () =>
    (
      await database.query(
        `select day::text as day, status, category, department_id, cost_center_id,
           amount::float8 as amount, claims
         from analysis_expense_daily order by day, status, category`,
      )
    ).rows;
  const monthly = async () =>
    (
      await database.query<Record<string, unknown>>(
        `select dim, month::text as month, department_id, cost_center_id, key,
           amount::float8 as amount, claims
         from analysis_expense_monthly order by dim, month, key nulls last`,
      )
    ).rows;
  const tripTotals = async () =>
    (
      await database.query(
        `select trip_id, first_day::text as first_day, last_day::text as last_day,
           amount::float8 as amount, claims
         from analysis_expense_trips order by first_day`,
      )
    ).rows;

  beforeAll(async () => {
    older = await foldersBefore(BEFORE);
    database = await emptyDatabase();
    await database.migrate(older);
    ids.owner = await idOf(`insert into users (email) values ('o@example.test') returning id`);
    ids.person = await idOf(`insert into users (email) values ('p@example.test') returning id`);
    ids.corp = await idOf(
      `insert into corporates (user_id, company_name, status, approved_at)
       values ($1, 'Chi Tiêu', 'APPROVED', now()) returning id`,
      [ids.owner],
    );
    ids.a = await idOf(
      `insert into departments (corporate_id, name) values ($1, 'A') returning id`,
      [ids.corp],
    );
    ids.b = await idOf(
      `insert into departments (corporate_id, name) values ($1, 'B') returning id`,
      [ids.corp],
    );
    await database.query(
      `insert into corporate_staffs (corporate_id, user_id, role, department_id)
       values ($1, $2, 'OWNER', $4), ($1, $3, 'STAFF', $4)`,
      [ids.corp, ids.owner, ids.person, ids.a],
    );
    ids.x = await idOf(
      `insert into cost_centers (corporate_id, name) values ($1, 'X') returning id`,
      [ids.corp],
    );
    ids.y = await idOf(
      `insert into cost_centers (corporate_id, name) values ($1, 'Y') returning id`,
      [ids.corp],
    );
    const trip = (name: string, center: string) =>
      idOf(
        `insert into trips (user_id, corporate_id, purpose, name, start_date, end_date, places,
           cost_center_id)
         values ($1, $2, 'BUSINESS', $3, '2026-01-01', '2026-02-28', '{da-nang}', $4) returning id`,
        [ids.owner, ids.corp, name, center],
      );
    ids.t1 = await trip('Đà Nẵng', ids.x);
    ids.t2 = await trip('Huế', ids.y);
    const claim = (
      name: string,
      who: string,
      trip: string | null,
      day: string,
      amount: number,
      status: string,
    ) =>
      idOf(
        `insert into expenses (corporate_id, user_id, created_by, amount, amount_vnd, rate,
           rate_date, category, expense_date, merchant, trip_id, status)
         values ($1, $2, $2, $3, $3, 1, $4, 'MEALS', $4, 'Quán', $5, $6) returning id`,
        [ids.corp, who, amount, day, trip, status],
      ).then((id) => (claims[name] = id));
    // One trip's two claims in one month in two statuses (two monthly rows before, one after);
    // another trip across two months; a claim without a trip; a draft and a rejected claim.
    await claim('submitted', ids.owner, ids.t1, '2026-01-10', 1_000_000, 'SUBMITTED');
    await claim('reimbursed', ids.owner, ids.t1, '2026-01-12', 2_000_000, 'REIMBURSED');
    await claim('january', ids.person, ids.t2, '2026-01-31', 300_000, 'APPROVED');
    await claim('february', ids.person, ids.t2, '2026-02-02', 400_000, 'REIMBURSED');
    await claim('no trip', ids.owner, null, '2026-02-15', 50_000, 'REIMBURSED');
    await claim('draft', ids.person, ids.t2, '2026-03-01', 9_000_000, 'DRAFT');
    await claim('rejected', ids.person, ids.t1, '2026-01-20', 8_000_000, 'REJECTED');
    // The person moves to department B: their claims stay counted in A until one changes.
    await database.query(
      `update corporate_staffs set department_id = $1 where user_id = $2 and corporate_id = $3`,
      [ids.b, ids.person, ids.corp],
    );
    const statuses = await database.query(
      `select status from analysis_expense_monthly where dim = 'trip' and key = $1 order by 1`,
      [ids.t1],
    );
    expect(statuses.rows).toEqual([{ status: 'REIMBURSED' }, { status: 'SUBMITTED' }]);
    factsBefore = await facts();
    dailyBefore = await daily();
    await database.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await database?.close();
    if (older) await rm(older, { recursive: true, force: true });
  });

  it('merges the monthly rows of two statuses, and keeps the departments the facts hold', async () => {
    const row = (
      dim: string,
      month: string,
      center: string | null,
      key: string | null,
      amount: number,
      n: number,
    ) => ({
      dim,
      month,
      department_id: ids.a,
      cost_center_id: center,
      key,
      amount,
      claims: n,
    });
    const byKey = (rows: Record<string, unknown>[]) =>
      [...rows].sort(
        (p, q) =>
          String(p.dim).localeCompare(String(q.dim)) ||
          String(p.month).localeCompare(String(q.month)) ||
          String(p.key).localeCompare(String(q.key)),
      );
    expect(byKey(await monthly())).toEqual(
      byKey([
        row('trip', '2026-01-01', ids.x, ids.t1, 3_000_000, 2),
        row('trip', '2026-01-01', ids.y, ids.t2, 300_000, 1),
        row('trip', '2026-02-01', ids.y, ids.t2, 400_000, 1),
        row('trip', '2026-02-01', null, null, 50_000, 1),
        row('user', '2026-01-01', ids.x, ids.owner, 3_000_000, 2),
        row('user', '2026-01-01', ids.y, ids.person, 300_000, 1),
        row('user', '2026-02-01', ids.y, ids.person, 400_000, 1),
        row('user', '2026-02-01', null, ids.owner, 50_000, 1),
      ]),
    );
    const column = await one(
      `select 1 from information_schema.columns
       where table_name = 'analysis_expense_monthly' and column_name = 'status'`,
    );
    expect(column).toBeUndefined();
  });

  it("gives each trip its counted claims' total and first and last dates", async () => {
    expect(await tripTotals()).toEqual([
      {
        trip_id: ids.t1,
        first_day: '2026-01-10',
        last_day: '2026-01-12',
        amount: 3_000_000,
        claims: 2,
      },
      {
        trip_id: ids.t2,
        first_day: '2026-01-31',
        last_day: '2026-02-02',
        amount: 700_000,
        claims: 2,
      },
    ]);
  });

  it('leaves the facts and the daily rows as they were', async () => {
    expect(await facts()).toEqual(factsBefore);
    expect(await daily()).toEqual(dailyBefore);
  });

  it('keeps the new rows when a claim changes afterwards', async () => {
    const setStatus = (name: string, status: string) =>
      database.query(`update expenses set status = $1::expense_status where id = $2`, [
        status,
        claims[name],
      ]);
    await setStatus('submitted', 'REIMBURSED');
    await setStatus('january', 'REJECTED');
    await setStatus('draft', 'SUBMITTED');
    expect(await tripTotals()).toEqual([
      {
        trip_id: ids.t1,
        first_day: '2026-01-10',
        last_day: '2026-01-12',
        amount: 3_000_000,
        claims: 2,
      },
      {
        trip_id: ids.t2,
        first_day: '2026-02-02',
        last_day: '2026-03-01',
        amount: 9_400_000,
        claims: 2,
      },
    ]);
    // The claim submitted now is counted in the person's department now (B).
    const march = (await monthly()).filter((r) => r.month === '2026-03-01');
    expect(march.map((r) => [r.dim, r.department_id, r.key, r.amount])).toEqual([
      ['trip', ids.b, ids.t2, 9_000_000],
      ['user', ids.b, ids.person, 9_000_000],
    ]);
    // And every row the triggers kept equals the rebuild from the facts.
    const kept = { monthly: await monthly(), trips: await tripTotals(), daily: await daily() };
    await database.query(`select analysis_expense_rollups_rebuild(null)`);
    expect({ monthly: await monthly(), trips: await tripTotals(), daily: await daily() }).toEqual(
      kept,
    );
  });
});
