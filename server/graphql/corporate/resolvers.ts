import { readCorporate } from '../../domain/corporates/corporate.js';
import { listMembers } from '../../domain/corporates/members.js';
import type { RequestContext } from '../context.js';
import type { QueryResolvers, Resolvers } from '../generated/corporate.js';
import { forMercurius } from '../typed.js';
import {
  costCenterAssigneeFields,
  costCenterFields,
  costCenterMutations,
  costCenterQueries,
} from './cost-centers-resolvers.js';
import { delegationMutations, delegationQueries } from './delegation-resolvers.js';
import {
  departmentLoaders,
  departmentMutations,
  departmentQueries,
} from './departments-resolvers.js';
import { financeQueries } from './finance-resolvers.js';
import { invoiceMutations, invoiceQueries } from './invoice-resolvers.js';
import { loadersForMercurius } from './loaders.js';
import { levelMutations, levelQueries } from './levels-resolvers.js';
import { policyMutations, policyQueries } from './policy-resolvers.js';
import { analysisQueries } from './analysis-resolvers.js';
import { approvalMutations, approvalQueries } from './approvals-resolvers.js';
import { expenseMutations, expenseQueries } from './expense-resolvers.js';
import { profileMutations, profileQueries } from './profile-resolvers.js';
import { staffResolvers } from './staff-resolvers.js';
import { statementQueries, statementSectionFields } from './statements-resolvers.js';
import { journalMutations, journalQueries, vatMutations, vatQueries } from './vat-resolvers.js';

/*
 * The corporate service's operations implemented so far (thin: arguments to the domain, which
 * checks them, authorizes with assertCan and scopes every query by corporate id). Every other
 * operation still answers NOT_IMPLEMENTED (register.ts). Typed by the codegen's resolver
 * types: a change to the SDL these do not follow fails the type check.
 */

const corporate: QueryResolvers<RequestContext>['corporate'] = (_parent, args, ctx) =>
  readCorporate(ctx.database.db, ctx.user?.id ?? null, args);

const corporate_members: QueryResolvers<RequestContext>['corporate_members'] = (
  _parent,
  args,
  ctx,
) => listMembers(ctx.database.db, ctx.user?.id ?? null, args.corporate_id);

// Each concept's resolvers live in their own file (departments, levels, delegation, …); they
// are combined here by spreading, one line per concept.
const resolvers: Resolvers = {
  Query: {
    corporate,
    corporate_members,
    ...staffResolvers.Query,
    ...departmentQueries,
    ...levelQueries,
    ...delegationQueries,
    ...profileQueries,
    ...costCenterQueries,
    ...policyQueries,
    ...approvalQueries,
    ...expenseQueries,
    ...financeQueries,
    ...invoiceQueries,
    ...statementQueries,
    ...vatQueries,
    ...journalQueries,
    ...analysisQueries,
  },
  Mutation: {
    ...staffResolvers.Mutation,
    ...departmentMutations,
    ...levelMutations,
    ...delegationMutations,
    ...profileMutations,
    ...costCenterMutations,
    ...policyMutations,
    ...approvalMutations,
    ...expenseMutations,
    ...vatMutations,
    ...journalMutations,
    ...invoiceMutations,
  },
  CostCenter: costCenterFields,
  CostCenterAssignee: costCenterAssigneeFields,
  StatementSection: statementSectionFields,
};

export const corporateResolvers = forMercurius(resolvers);

/** Fields read for a whole list at once (Mercurius loaders, batched per request). */
export const corporateLoaders = loadersForMercurius({ ...departmentLoaders });
