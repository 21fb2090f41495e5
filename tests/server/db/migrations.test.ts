import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from '../../../server/db/client';
import { appTableNames } from '../../../server/db/reset';
import {
  bankTransferFiles,
  corporateStaffs,
  corporates,
  costCenterAssignees,
  costCenterBudgets,
  corporateLevels,
  costCenters,
  departments,
  travelPolicies,
  travelPolicyHotelCaps,
  users,
} from '../../../server/db/schema';
import { freshTestDatabase } from '../support/database';

/** The Postgres error code (SQLSTATE) a promise rejects with, drizzle-wrapped or not. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshTestDatabase();
  });
  afterAll(() => database?.close());

  it('create every table of the schema', async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(
      // Base tables: views (analysis_source, migration 0037) are no table of the schema.
      sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const tables = rows.map((r) => r.table_name).sort();
    expect(tables).toEqual(appTableNames());
    expect(tables).toEqual(expect.arrayContaining(['users', 'corporate_staffs', 'audit_log']));
  });

  it('are recorded and applying them again is a no-op', async () => {
    const count = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      ).rows[0].n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await migrateDatabase(database);
    expect(await count()).toBe(before);
    await database.ping();
  });
});

describe('constraints', () => {
  let database: Database;
  let a: { corporate: string; owner: string; department: string; costCenter: string };
  let b: { corporate: string; owner: string; department: string };
  beforeAll(async () => {
    database = await freshTestDatabase();
    const { db } = database;
    const [ownerA, ownerB] = await db
      .insert(users)
      .values([{ email: 'Owner.A@example.test' }, { email: 'owner.b@example.test' }])
      .returning({ id: users.id });
    const [corpA, corpB] = await db
      .insert(corporates)
      .values([
        { user_id: ownerA.id, company_name: 'A' },
        { user_id: ownerB.id, company_name: 'B' },
      ])
      .returning({ id: corporates.id });
    const [deptA, deptB] = await db
      .insert(departments)
      .values([
        { corporate_id: corpA.id, name: 'Sales' },
        { corporate_id: corpB.id, name: 'Sales' },
      ])
      .returning({ id: departments.id });
    const [cc] = await db
      .insert(costCenters)
      .values({ corporate_id: corpA.id, name: 'Ops' })
      .returning({ id: costCenters.id });
    await db.insert(corporateStaffs).values([
      { corporate_id: corpA.id, user_id: ownerA.id, role: 'OWNER', department_id: deptA.id },
      { corporate_id: corpB.id, user_id: ownerB.id, role: 'OWNER', department_id: deptB.id },
    ]);
    a = { corporate: corpA.id, owner: ownerA.id, department: deptA.id, costCenter: cc.id };
    b = { corporate: corpB.id, owner: ownerB.id, department: deptB.id };
  });
  afterAll(() => database?.close());

  it('keep e-mail addresses unique regardless of case', async () => {
    expect(
      await sqlState(database.db.insert(users).values({ email: 'owner.a@EXAMPLE.test' })),
    ).toBe('23505');
  });

  it('require an e-mail or a phone number on users', async () => {
    expect(await sqlState(database.db.insert(users).values({ first_name: 'Nobody' }))).toBe(
      '23514',
    );
  });

  it('allow one staff row per corporate and user', async () => {
    const insert = database.db
      .insert(corporateStaffs)
      .values({ corporate_id: a.corporate, user_id: a.owner });
    expect(await sqlState(insert)).toBe('23505');
  });

  it('refuse a department, approver or cost center of another corporate', async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ email: 'staff@example.test' })
      .returning({ id: users.id });
    // B's department for a staff member of A.
    expect(
      await sqlState(
        db.insert(corporateStaffs).values({
          corporate_id: a.corporate,
          user_id: user.id,
          department_id: b.department,
        }),
      ),
    ).toBe('23503');
    // B's owner as approver in A.
    expect(
      await sqlState(
        db
          .insert(corporateStaffs)
          .values({ corporate_id: a.corporate, user_id: user.id, approver_id: b.owner }),
      ),
    ).toBe('23503');
    // B's owner as approver of A's department.
    expect(
      await sqlState(
        db
          .update(departments)
          .set({ approver_id: b.owner })
          .where(eq(departments.id, a.department)),
      ),
    ).toBe('23503');
    // A's cost center assigned to B's department.
    expect(
      await sqlState(
        db.insert(costCenterAssignees).values({
          corporate_id: b.corporate,
          cost_center_id: a.costCenter,
          department_id: b.department,
        }),
      ),
    ).toBe('23503');
  });

  it('refuse a travel policy for another corporate’s level, and one cap per city and stars', async () => {
    const { db } = database;
    const [levelA, levelB] = await db
      .insert(corporateLevels)
      .values([
        { corporate_id: a.corporate, name: 'Senior' },
        { corporate_id: b.corporate, name: 'Senior' },
      ])
      .returning({ id: corporateLevels.id });
    // A's policy for B's level.
    expect(
      await sqlState(
        db.insert(travelPolicies).values({
          corporate_id: a.corporate,
          corporate_level_id: levelB.id,
          allowed_cabins: ['ECONOMY'],
        }),
      ),
    ).toBe('23503');
    // No cabin at all.
    expect(
      await sqlState(
        db
          .insert(travelPolicies)
          .values({ corporate_id: a.corporate, corporate_level_id: levelA.id, allowed_cabins: [] }),
      ),
    ).toBe('23514');
    const [ok] = await db
      .insert(travelPolicies)
      .values({
        corporate_id: a.corporate,
        corporate_level_id: levelA.id,
        allowed_cabins: ['ECONOMY'],
      })
      .returning({ id: travelPolicies.id });
    // B's cap on A's policy.
    expect(
      await sqlState(
        db.insert(travelPolicyHotelCaps).values({
          corporate_id: b.corporate,
          policy_id: ok.id,
          nightly_cost: 1,
        }),
      ),
    ).toBe('23503');
    // Two "any city, any stars" caps on one policy.
    await db
      .insert(travelPolicyHotelCaps)
      .values({ corporate_id: a.corporate, policy_id: ok.id, nightly_cost: 1 });
    expect(
      await sqlState(
        db
          .insert(travelPolicyHotelCaps)
          .values({ corporate_id: a.corporate, policy_id: ok.id, nightly_cost: 2 }),
      ),
    ).toBe('23505');
  });

  it('require exactly one target per cost center assignee', async () => {
    const insert = database.db.insert(costCenterAssignees).values({
      corporate_id: a.corporate,
      cost_center_id: a.costCenter,
      user_id: a.owner,
      department_id: a.department,
    });
    expect(await sqlState(insert)).toBe('23514');
  });

  it('require exactly one transfer (a checkout or a change attempt) per bank transfer proof', async () => {
    const file = (ids: { session?: string; change?: string }) =>
      database.db.insert(bankTransferFiles).values({
        payment_checkout_session_id: ids.session ?? null,
        booking_change_payment_id: ids.change ?? null,
        uploaded_by: a.owner,
        name: 'bien-lai.png',
        content_type: 'image/png',
        size: 1,
        storage_key: 'bank-proofs/x/y.png',
      });
    expect(await sqlState(file({}))).toBe('23514');
    expect(await sqlState(file({ session: randomUUID(), change: randomUUID() }))).toBe('23514');
  });

  it('compute budget and staff balances', async () => {
    const { db } = database;
    const [budget] = await db
      .insert(costCenterBudgets)
      .values({
        corporate_id: a.corporate,
        cost_center_id: a.costCenter,
        amount: 50_000_000,
        used_balance: 12_500_000,
        reset_day: 1,
      })
      .returning();
    expect(budget).toMatchObject({ amount: 50_000_000, balance: 37_500_000, currency: 'VND' });
    const [staff] = await db
      .update(corporateStaffs)
      .set({ monthly_limit: 9_000_000_000, used_balance: 1 })
      .where(eq(corporateStaffs.user_id, a.owner))
      .returning();
    expect(staff.balance).toBe(8_999_999_999);
    expect(staff.updated_at).toBeInstanceOf(Date);
  });
});
