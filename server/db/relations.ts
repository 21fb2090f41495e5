import { relations } from 'drizzle-orm';
import {
  corporateCredits,
  corporateLevels,
  corporates,
  rankConfigurations,
} from './tables/corporates.js';
import { costCenterAssignees, costCenterBudgets, costCenters } from './tables/cost-centers.js';
import { delegatePolicies, delegatePolicyMembers } from './tables/delegation.js';
import { corporateStaffs, departments, frequentFlyerCodes } from './tables/staff.js';
import { travelAgentTravellers, userRanks, userTrials, users } from './tables/users.js';

/* Relations for drizzle's relational queries (db.query.x.findMany({ with: … })). */

export const usersRelations = relations(users, ({ many, one }) => ({
  ranks: many(userRanks),
  trial: one(userTrials, { fields: [users.id], references: [userTrials.user_id] }),
  staffs: many(corporateStaffs, { relationName: 'staff_user' }),
  owned_corporates: many(corporates),
  agent_travellers: many(travelAgentTravellers, { relationName: 'agent' }),
}));

export const userRanksRelations = relations(userRanks, ({ one }) => ({
  user: one(users, { fields: [userRanks.user_id], references: [users.id] }),
}));

export const userTrialsRelations = relations(userTrials, ({ one }) => ({
  user: one(users, { fields: [userTrials.user_id], references: [users.id] }),
}));

export const travelAgentTravellersRelations = relations(travelAgentTravellers, ({ one }) => ({
  agent: one(users, {
    fields: [travelAgentTravellers.agent_user_id],
    references: [users.id],
    relationName: 'agent',
  }),
  traveller: one(users, {
    fields: [travelAgentTravellers.traveller_user_id],
    references: [users.id],
  }),
}));

export const corporatesRelations = relations(corporates, ({ one, many }) => ({
  owner: one(users, { fields: [corporates.user_id], references: [users.id] }),
  rank_configuration: one(rankConfigurations, {
    fields: [corporates.rank_configuration_id],
    references: [rankConfigurations.id],
  }),
  corporate_credit: one(corporateCredits, {
    fields: [corporates.id],
    references: [corporateCredits.corporate_id],
  }),
  corporate_levels: many(corporateLevels),
  departments: many(departments),
  corporate_staffs: many(corporateStaffs),
  cost_centers: many(costCenters),
  delegate_policies: many(delegatePolicies),
}));

export const corporateLevelsRelations = relations(corporateLevels, ({ one }) => ({
  corporate: one(corporates, {
    fields: [corporateLevels.corporate_id],
    references: [corporates.id],
  }),
}));

export const departmentsRelations = relations(departments, ({ one, many }) => ({
  corporate: one(corporates, { fields: [departments.corporate_id], references: [corporates.id] }),
  approver: one(users, { fields: [departments.approver_id], references: [users.id] }),
  corporate_staffs: many(corporateStaffs, { relationName: 'staff_department' }),
}));

export const corporateStaffsRelations = relations(corporateStaffs, ({ one, many }) => ({
  corporate: one(corporates, {
    fields: [corporateStaffs.corporate_id],
    references: [corporates.id],
  }),
  user: one(users, {
    fields: [corporateStaffs.user_id],
    references: [users.id],
    relationName: 'staff_user',
  }),
  approver: one(users, { fields: [corporateStaffs.approver_id], references: [users.id] }),
  department: one(departments, {
    fields: [corporateStaffs.corporate_id, corporateStaffs.department_id],
    references: [departments.corporate_id, departments.id],
    relationName: 'staff_department',
  }),
  corporate_level: one(corporateLevels, {
    fields: [corporateStaffs.corporate_id, corporateStaffs.corporate_level_id],
    references: [corporateLevels.corporate_id, corporateLevels.id],
  }),
  frequent_flyer_codes: many(frequentFlyerCodes),
}));

export const frequentFlyerCodesRelations = relations(frequentFlyerCodes, ({ one }) => ({
  staff: one(corporateStaffs, {
    fields: [frequentFlyerCodes.corporate_id, frequentFlyerCodes.staff_id],
    references: [corporateStaffs.corporate_id, corporateStaffs.id],
  }),
}));

export const costCentersRelations = relations(costCenters, ({ one, many }) => ({
  corporate: one(corporates, { fields: [costCenters.corporate_id], references: [corporates.id] }),
  budgets: many(costCenterBudgets),
  cost_center_assignees: many(costCenterAssignees),
}));

export const costCenterBudgetsRelations = relations(costCenterBudgets, ({ one }) => ({
  cost_center: one(costCenters, {
    fields: [costCenterBudgets.corporate_id, costCenterBudgets.cost_center_id],
    references: [costCenters.corporate_id, costCenters.id],
  }),
}));

export const costCenterAssigneesRelations = relations(costCenterAssignees, ({ one }) => ({
  cost_center: one(costCenters, {
    fields: [costCenterAssignees.corporate_id, costCenterAssignees.cost_center_id],
    references: [costCenters.corporate_id, costCenters.id],
  }),
  user: one(users, { fields: [costCenterAssignees.user_id], references: [users.id] }),
  department: one(departments, {
    fields: [costCenterAssignees.corporate_id, costCenterAssignees.department_id],
    references: [departments.corporate_id, departments.id],
  }),
}));

export const delegatePoliciesRelations = relations(delegatePolicies, ({ one, many }) => ({
  corporate: one(corporates, {
    fields: [delegatePolicies.corporate_id],
    references: [corporates.id],
  }),
  members: many(delegatePolicyMembers),
}));

export const delegatePolicyMembersRelations = relations(delegatePolicyMembers, ({ one }) => ({
  policy: one(delegatePolicies, {
    fields: [delegatePolicyMembers.corporate_id, delegatePolicyMembers.policy_id],
    references: [delegatePolicies.corporate_id, delegatePolicies.id],
  }),
  user: one(users, { fields: [delegatePolicyMembers.user_id], references: [users.id] }),
}));
