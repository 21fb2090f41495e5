import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import {
  corporateCredits,
  corporateLevels,
  corporateStaffs,
  corporates,
  costCenterAssignees,
  costCenterBudgets,
  costCenters,
  delegatePolicies,
  delegatePolicyMembers,
  departments,
  frequentFlyerCodes,
  rankConfigurations,
  travelAgentTravellers,
  userRanks,
  userTrials,
  users,
} from '../schema.js';
import type { SeedRows } from './rows.js';

/** Rows per INSERT: few statements (PGlite pays per statement), far below 65,535 parameters. */
export const CHUNK_SIZE = 500;

/** Inserts every row in foreign-key order with multi-row INSERTs; returns the statement count. */
export async function insertRows(db: Db, rows: SeedRows): Promise<number> {
  let statements = 0;
  const insert = async <T extends PgTable>(table: T, values: PgInsertValue<T>[]) => {
    for (let i = 0; i < values.length; i += CHUNK_SIZE) {
      await db.insert(table).values(values.slice(i, i + CHUNK_SIZE));
      statements++;
    }
  };
  await insert(rankConfigurations, rows.rankConfigurations);
  await insert(users, rows.users);
  await insert(userRanks, rows.userRanks);
  await insert(userTrials, rows.userTrials);
  await insert(travelAgentTravellers, rows.travelAgentTravellers);
  await insert(corporates, rows.corporates);
  await insert(corporateCredits, rows.corporateCredits);
  await insert(corporateLevels, rows.corporateLevels);
  await insert(departments, rows.departments);
  // Staff reference each other (approver_id): approvers come first in every corporate.
  await insert(corporateStaffs, rows.corporateStaffs);
  statements += await setDepartmentApprovers(db, rows.departmentApprovers);
  await insert(frequentFlyerCodes, rows.frequentFlyerCodes);
  await insert(costCenters, rows.costCenters);
  await insert(costCenterBudgets, rows.costCenterBudgets);
  await insert(costCenterAssignees, rows.costCenterAssignees);
  await insert(delegatePolicies, rows.delegatePolicies);
  await insert(delegatePolicyMembers, rows.delegatePolicyMembers);
  return statements;
}

async function setDepartmentApprovers(
  db: Db,
  approvers: SeedRows['departmentApprovers'],
): Promise<number> {
  if (approvers.length === 0) return 0;
  const values = sql.join(
    approvers.map((a) => sql`(${a.id}::uuid, ${a.approver_id}::uuid)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${departments} set approver_id = v.approver_id
    from (values ${values}) as v(id, approver_id)
    where ${departments.id} = v.id`);
  return 1;
}
