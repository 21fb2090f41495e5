// Migration 0056 on a database that already holds company bookings (PGlite, or PostgreSQL with
// TEST_DB=postgres): each traveller's counted bookings become one row per month and one per
// quarter, by department and cost center, from the facts as they stood (refunded bookings not
// counted), and the triggers keep the rows afterwards. Applied as an upgrade (0000–0055 first).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../server/db/client';
import { emptyDatabase, foldersBefore, type Engine } from '../support/migration-upgrade';

const BEFORE = '0056_analysis_travellers';

describe('migration 0056: travellers by month and quarter', () => {
  let database: Engine;
  let older = '';
  const ids = { corp: '', ann: '', binh: '', a: '', x: '' };
  const idOf = async (query: string, params: unknown[] = []) =>
    (await database.query<{ id: string }>(query, params)).rows[0].id;
  /** One fact row, as analysis_refresh writes it (the rollups' triggers take it from there). */
  const fact = (who: string, day: string, counted: boolean, department: string | null) =>
    database.query(
      `insert into analysis_bookings (session_id, corporate_id, user_order_id, user_id,
         department_id, cost_center_id, product, status, counted, paid_at, day, currency, amount,
         voucher, policy_saving, units, description, co2_g)
       values ($1, $2, $3, $4, $5, $6, 'HOTEL', $7, $8, $9::date, $9::date, 'VND', 1000000, 0, 0,
         1, 'Khách sạn', 0)`,
      [
        randomUUID(),
        ids.corp,
        randomUUID(),
        who,
        department,
        ids.x,
        counted ? 'SUCCESSFUL' : 'REFUNDED',
        counted,
        day,
      ],
    );
  const rows = async () =>
    (
      await database.query<Record<string, unknown>>(
        `select period, start::text as start, department_id, user_id, bookings
         from analysis_travellers where corporate_id = $1
           and cost_center_id = $2 and currency = 'VND'
         order by period, start, user_id`,
        [ids.corp, ids.x],
      )
    ).rows;

  beforeAll(async () => {
    older = await foldersBefore(BEFORE);
    database = await emptyDatabase();
    await database.migrate(older);
    ids.ann = await idOf(`insert into users (email) values ('an@example.test') returning id`);
    ids.binh = await idOf(`insert into users (email) values ('binh@example.test') returning id`);
    ids.corp = await idOf(
      `insert into corporates (user_id, company_name, status, approved_at)
       values ($1, 'Đi Lại', 'APPROVED', now()) returning id`,
      [ids.ann],
    );
    ids.a = await idOf(
      `insert into departments (corporate_id, name) values ($1, 'A') returning id`,
      [ids.corp],
    );
    ids.x = await idOf(
      `insert into cost_centers (corporate_id, name) values ($1, 'X') returning id`,
      [ids.corp],
    );
    // Ann: two bookings in January, one in March (one quarter); Bình: one in March, one in April
    // (two quarters), and a refunded one in May that counts nowhere.
    await fact(ids.ann, '2026-01-05', true, ids.a);
    await fact(ids.ann, '2026-01-31', true, ids.a);
    await fact(ids.ann, '2026-03-10', true, ids.a);
    await fact(ids.binh, '2026-03-31', true, null);
    await fact(ids.binh, '2026-04-01', true, null);
    await fact(ids.binh, '2026-05-20', false, null);
    await database.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await database?.close();
    if (older) await rm(older, { recursive: true, force: true });
  });

  const row = (
    period: string,
    start: string,
    department: string | null,
    user: string,
    n: number,
  ) => ({
    period,
    start,
    department_id: department,
    user_id: user,
    bookings: n,
  });

  it('counts the bookings already there by month and by quarter', async () => {
    const { ann, binh, a } = ids;
    const expected = [
      row('MONTH', '2026-01-01', a, ann, 2),
      row('MONTH', '2026-03-01', a, ann, 1),
      row('MONTH', '2026-03-01', null, binh, 1),
      row('MONTH', '2026-04-01', null, binh, 1),
      row('QUARTER', '2026-01-01', a, ann, 3),
      row('QUARTER', '2026-01-01', null, binh, 1),
      row('QUARTER', '2026-04-01', null, binh, 1),
    ];
    const sort = (list: Record<string, unknown>[]) =>
      [...list].sort((p, q) => JSON.stringify(p).localeCompare(JSON.stringify(q)));
    expect(sort(await rows())).toEqual(sort(expected));
  });

  it('keeps them by trigger afterwards, and leaves no row at 0', async () => {
    await fact(ids.binh, '2026-04-15', true, null);
    await database.query(
      `delete from analysis_bookings where user_id = $1 and day = '2026-03-31'`,
      [ids.binh],
    );
    const binh = (await rows()).filter((r) => r.user_id === ids.binh);
    expect(binh).toEqual([
      row('MONTH', '2026-04-01', null, ids.binh, 2),
      row('QUARTER', '2026-04-01', null, ids.binh, 2),
    ]);
  });
});
