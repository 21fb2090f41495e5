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
  giftVouchers,
  platformPromotions,
  promotionPlanVouchers,
  promotionPlans,
  frequentFlyerCodes,
  rankConfigurations,
  travelAgentInvitations,
  travelAgentTravellers,
  travelPolicies,
  travelPolicyHotelCaps,
  travelPolicyReasons,
  userRanks,
  userTrials,
  users,
} from '../schema.js';

/**
 * The demo data's tables in foreign-key order, which insert.ts follows. Departments are inserted
 * without approver_id (it references staff) and get it from `departmentApprovers` once the staff
 * are in; staff reference each other, so approvers come first in every corporate.
 */
export const SEED_TABLES = {
  rankConfigurations,
  users,
  userRanks,
  userTrials,
  travelAgentTravellers,
  travelAgentInvitations,
  corporates,
  corporateCredits,
  corporateLevels,
  departments,
  corporateStaffs,
  frequentFlyerCodes,
  costCenters,
  costCenterBudgets,
  costCenterAssignees,
  delegatePolicies,
  delegatePolicyMembers,
  travelPolicies,
  travelPolicyHotelCaps,
  travelPolicyReasons,
  platformPromotions,
  giftVouchers,
  promotionPlans,
  promotionPlanVouchers,
} as const;

type SeedTables = typeof SEED_TABLES;

/** Every row of the demo data set, built in memory before it is inserted. */
export type SeedRows = { [K in keyof SeedTables]: SeedTables[K]['$inferInsert'][] } & {
  departmentApprovers: { id: string; approver_id: string }[];
};

export function emptyRows(): SeedRows {
  const rows = Object.fromEntries(Object.keys(SEED_TABLES).map((name) => [name, []]));
  return { ...rows, departmentApprovers: [] } as unknown as SeedRows;
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
