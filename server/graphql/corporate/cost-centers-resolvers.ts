import { z } from 'zod';
import {
  assigneeDepartment,
  assigneeStaff,
  costCenterAssignees,
  costCentersPage,
  listCostCenters,
  readCostCenter,
} from '../../domain/corporates/cost-centers.js';
import {
  archiveCostCenter,
  changeAssignees,
  createCostCenter,
  updateCostCenter,
} from '../../domain/corporates/cost-centers-write.js';
import type { RequestContext } from '../context.js';
import type {
  CostCenterAssigneeResolvers,
  CostCenterResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/corporate.js';
import { MAX_MONEY, count, isoCode, parseInput, text } from '../../domain/context/input.js';

/*
 * Cost centers (docs/corporate-cost-centers.md): zod at the edge names each bad field (relative
 * to `input`), then the domain authorizes, applies the rules that need the database and scopes
 * every query by the caller's corporate id.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const name = text(100)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'is required'));
/** Empty clears it. */
const code = text(30)
  .transform((value) => value.trim() || null)
  .nullish();
const budget = z.looseObject({
  amount: z
    .number()
    .int('must be whole minor units')
    .min(0, 'must not be negative')
    .max(MAX_MONEY, `must be at most ${MAX_MONEY}`),
  currency: isoCode(3).nullish(),
  reset_day: count(1, 31).nullish(),
});
const budgets = z.array(budget).max(4, 'must be at most 4 budgets (one per period)').nullish();
const userIds = z.array(z.string()).max(500, 'must be at most 500 staff members').nullish();
const departmentIds = z.array(z.string()).max(200, 'must be at most 200 departments').nullish();

const createInput = z.looseObject({
  name,
  code,
  budgets,
  user_ids: userIds,
  department_ids: departmentIds,
});
const updateInput = z.looseObject({
  name: name.nullish(),
  code,
  budgets,
  user_ids: userIds,
  department_ids: departmentIds,
});
const assigneesInput = z.looseObject({ user_ids: userIds, department_ids: departmentIds });
const pageArgs = z.looseObject({
  search: text(100).nullish(),
  limit: count(1, 100),
  offset: z.number().int().min(0),
});

const cost_centers_page: Q['cost_centers_page'] = (_p, args, ctx) => {
  parseInput(pageArgs, args);
  return costCentersPage(ctx.database.db, ctx.user?.id ?? null, {
    corporate_id: args.corporate_id,
    active: args.active,
    search: args.search?.trim() || null,
    sort: args.sort?.field ?? 'NAME',
    direction: args.sort?.direction ?? 'ASC',
    limit: args.limit ?? 20,
    offset: args.offset ?? 0,
  });
};

const cost_centers: Q['cost_centers'] = (_p, args, ctx) =>
  listCostCenters(ctx.database.db, ctx.user?.id ?? null, args);

const cost_center: Q['cost_center'] = (_p, args, ctx) =>
  readCostCenter(ctx.database.db, ctx.user?.id ?? null, args);

const create_cost_center: M['create_cost_center'] = (_p, { input }, ctx) => {
  const parsed = parseInput(createInput, input);
  return createCostCenter(ctx.database.db, ctx.user?.id ?? null, { ...input, ...parsed });
};

const update_cost_center: M['update_cost_center'] = (_p, { input }, ctx) => {
  const parsed = parseInput(updateInput, input);
  return updateCostCenter(ctx.database.db, ctx.user?.id ?? null, { ...input, ...parsed });
};

const archive_cost_center: M['archive_cost_center'] = (_p, { input }, ctx) =>
  archiveCostCenter(ctx.database.db, ctx.user?.id ?? null, input);

const assign_cost_center: M['assign_cost_center'] = (_p, { input }, ctx) => {
  parseInput(assigneesInput, input);
  return changeAssignees(ctx.database.db, ctx.user?.id ?? null, input, 'assign');
};

const unassign_cost_center: M['unassign_cost_center'] = (_p, { input }, ctx) => {
  parseInput(assigneesInput, input);
  return changeAssignees(ctx.database.db, ctx.user?.id ?? null, input, 'unassign');
};

export const costCenterFields: CostCenterResolvers<RequestContext> = {
  assignees: (costCenter, _args, ctx) => costCenterAssignees(ctx.database.db, costCenter),
};

/** Read in the assignment's own corporate, when the query that read it did not join them. */
export const costCenterAssigneeFields: CostCenterAssigneeResolvers<RequestContext> = {
  staff: (a, _args, ctx) => assigneeStaff(ctx.database.db, a),
  department: (a, _args, ctx) => assigneeDepartment(ctx.database.db, a),
};

export const costCenterQueries = { cost_centers_page, cost_centers, cost_center };

export const costCenterMutations = {
  create_cost_center,
  update_cost_center,
  archive_cost_center,
  assign_cost_center,
  unassign_cost_center,
};
