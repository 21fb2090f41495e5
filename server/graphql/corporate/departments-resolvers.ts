import { z } from 'zod';
import {
  beforeAssignDepartment,
  createDepartment,
  departmentApprovers,
  departmentsMembers,
  departmentsPage,
  listDepartments,
  readDepartment,
  updateDepartment,
} from '../../domain/corporates/departments.js';
import type { RequestContext } from '../context.js';
import type {
  MutationResolvers,
  QueryResolvers,
  ResolversParentTypes,
  ResolversTypes,
} from '../generated/corporate.js';
import type { CorporateLoaders } from './loaders.js';
import { MAX_MONEY, count, parseInput, text } from '../../domain/context/input.js';

/*
 * Departments (spec §3, §7): zod at the edge names each bad field (relative to `input`), then
 * the domain (server/domain/corporates/departments.ts) authorizes, applies the rules that need
 * the database and scopes every query by the caller's corporate id.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const name = text(100)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'is required'));
/** Whole minor units (VND), never negative; null clears it. */
const monthlyLimit = z
  .number()
  .int('must be whole minor units')
  .min(0, 'must not be negative')
  .max(MAX_MONEY, `must be at most ${MAX_MONEY}`)
  .nullish();

const createInput = z.looseObject({ name, monthly_limit: monthlyLimit });
const updateInput = z.looseObject({
  name: name.nullish(),
  monthly_limit: monthlyLimit,
  active: z.boolean().nullish(),
});
const pageArgs = z.looseObject({
  search: text(100).nullish(),
  limit: count(1, 100),
  offset: z.number().int().min(0),
});
const email = z.looseObject({ email: z.string().trim().min(1, 'is required').max(320) });

const corporate_departments: Q['corporate_departments'] = (_p, args, ctx) =>
  listDepartments(ctx.database.db, ctx.user?.id ?? null, args);

const corporate_departments_page: Q['corporate_departments_page'] = (_p, args, ctx) => {
  parseInput(pageArgs, args);
  return departmentsPage(ctx.database.db, ctx.user?.id ?? null, {
    corporate_id: args.corporate_id,
    active: args.active,
    search: args.search?.trim() || null,
    sort: args.sort?.field ?? 'NAME',
    direction: args.sort?.direction ?? 'ASC',
    limit: args.limit ?? 20,
    offset: args.offset ?? 0,
  });
};

const corporate_department: Q['corporate_department'] = (_p, args, ctx) =>
  readDepartment(ctx.database.db, ctx.user?.id ?? null, args);

const create_corporate_department: M['create_corporate_department'] = (_p, { input }, ctx) => {
  const parsed = parseInput(createInput, input);
  return createDepartment(ctx.database.db, ctx.user?.id ?? null, { ...input, ...parsed });
};

const update_corporate_department: M['update_corporate_department'] = (_p, { input }, ctx) => {
  const parsed = parseInput(updateInput, input);
  return updateDepartment(ctx.database.db, ctx.user?.id ?? null, { ...input, ...parsed });
};

const before_assign_department_for_staff: M['before_assign_department_for_staff'] = (
  _p,
  args,
  ctx,
) => {
  parseInput(email, args);
  return beforeAssignDepartment(ctx.database.db, ctx.user?.id ?? null, args);
};

type Parents = { obj: ResolversParentTypes['Department'] }[];
type Brief = ResolversTypes['CorporateStaffBrief'];

/**
 * Department.approver and Department.corporate_staffs as Mercurius loaders: a list of N
 * departments reads its approvers in one statement and its members in another (per corporate
 * in the list), not one per department (docs/decisions.md).
 */
export const departmentLoaders = {
  Department: {
    approver: (queries: Parents, ctx): Promise<(Brief | null)[]> =>
      departmentApprovers(
        ctx.database.db,
        queries.map((q) => q.obj),
      ),
    corporate_staffs: (queries: Parents, ctx): Promise<Brief[][]> =>
      departmentsMembers(
        ctx.database.db,
        queries.map((q) => q.obj),
      ),
  },
} satisfies CorporateLoaders;

export const departmentQueries = {
  corporate_departments,
  corporate_departments_page,
  corporate_department,
};

export const departmentMutations = {
  create_corporate_department,
  update_corporate_department,
  before_assign_department_for_staff,
};
