import type {
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

/** Every row of the demo data set, built in memory before it is inserted. */
export interface SeedRows {
  rankConfigurations: (typeof rankConfigurations.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  userRanks: (typeof userRanks.$inferInsert)[];
  userTrials: (typeof userTrials.$inferInsert)[];
  travelAgentTravellers: (typeof travelAgentTravellers.$inferInsert)[];
  corporates: (typeof corporates.$inferInsert)[];
  corporateCredits: (typeof corporateCredits.$inferInsert)[];
  corporateLevels: (typeof corporateLevels.$inferInsert)[];
  /** Inserted without approver_id (which references staff); see departmentApprovers. */
  departments: (typeof departments.$inferInsert)[];
  departmentApprovers: { id: string; approver_id: string }[];
  corporateStaffs: (typeof corporateStaffs.$inferInsert)[];
  frequentFlyerCodes: (typeof frequentFlyerCodes.$inferInsert)[];
  costCenters: (typeof costCenters.$inferInsert)[];
  costCenterBudgets: (typeof costCenterBudgets.$inferInsert)[];
  costCenterAssignees: (typeof costCenterAssignees.$inferInsert)[];
  delegatePolicies: (typeof delegatePolicies.$inferInsert)[];
  delegatePolicyMembers: (typeof delegatePolicyMembers.$inferInsert)[];
}

export function emptyRows(): SeedRows {
  return {
    rankConfigurations: [],
    users: [],
    userRanks: [],
    userTrials: [],
    travelAgentTravellers: [],
    corporates: [],
    corporateCredits: [],
    corporateLevels: [],
    departments: [],
    departmentApprovers: [],
    corporateStaffs: [],
    frequentFlyerCodes: [],
    costCenters: [],
    costCenterBudgets: [],
    costCenterAssignees: [],
    delegatePolicies: [],
    delegatePolicyMembers: [],
  };
}

const DAY_MS = 86_400_000;

/** Midnight UTC of `now` minus `days` days (negative = in the future). */
export function daysAgo(now: Date, days: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - days * DAY_MS);
}

/** 'YYYY-MM-DD' of an instant (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
