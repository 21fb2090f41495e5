/**
 * Whose bookings a dashboard shows (docs/analysis.md "Who sees what"): owner, admins and
 * accounting (the `analysis` grant) the company's; an approver those of the departments they
 * approve; everyone else only their own (as traveller). The filter's department, person and
 * cost-center ids narrow that and never widen it; an id that is not the company's is NOT_FOUND.
 */
import { can } from '../../../common/permissions/corporate.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { requireUserId } from '../context/user.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import type { AnalysisFilter } from './input.js';
import {
  approvedDepartments,
  companyCurrency,
  departmentNames,
  foreignIds,
} from './scope-repository.js';

export interface AnalysisScope {
  corporateId: string;
  currency: string;
  /** Only these departments (empty: nothing); null: any. */
  departments: string[] | null;
  /** Only these travellers (empty: nothing); null: anyone. */
  users: string[] | null;
  /** Only these cost centers; null: any. */
  costCenters: string[] | null;
  /** The caller sees the whole company (owner, admin, accounting). */
  company: boolean;
}

const intersect = (seen: string[] | null, asked: string[] | null): string[] | null =>
  seen === null ? asked : asked === null ? seen : seen.filter((id) => asked.includes(id));

export async function analysisScope(
  db: Db,
  userId: string | null,
  filter: Pick<AnalysisFilter, 'corporate_id' | 'department_ids' | 'user_ids' | 'cost_center_ids'>,
): Promise<AnalysisScope> {
  const me = requireUserId(userId);
  const { actor } = await actorFor(db, me);
  const corporateId = ownCorporate(actor, filter.corporate_id);
  assertCan(actor, 'list', 'dashboard');
  const company = can(actor, 'list', 'analysis');
  let departments: string[] | null = null;
  let users: string[] | null = null;
  if (!company) {
    const approved =
      actor.role === 'APPROVER' ? await approvedDepartments(db, corporateId, me) : [];
    if (approved.length) departments = approved;
    else users = [me];
  }
  const foreign = await foreignIds(db, corporateId, filter);
  const fields = Object.entries(foreign)
    .filter(([, list]) => list.length)
    .map(([field]) => ({
      field: `filter.${field}`,
      rule: 'not_found',
      message: `${field} names something that is not of this corporate`,
    }));
  if (fields.length) {
    throw new AppError(
      'NOT_FOUND',
      fields.map((f) => `${f.field}: ${f.message}`).join(' '),
      fields,
    );
  }
  return {
    corporateId,
    currency: await companyCurrency(db, corporateId),
    departments: intersect(departments, filter.department_ids),
    users: intersect(users, filter.user_ids),
    costCenters: filter.cost_center_ids,
    company,
  };
}

/**
 * What the caller's dashboards cover (analysis_scope), by the same rule as analysisScope: the
 * screens name it ("your departments: …", "only your own bookings").
 */
export async function analysisReach(db: Db, userId: string | null, corporateId: string | null) {
  const scope = await analysisScope(db, userId, {
    corporate_id: corporateId,
    department_ids: null,
    user_ids: null,
    cost_center_ids: null,
  });
  const kind = scope.company ? 'COMPANY' : scope.departments ? 'DEPARTMENTS' : 'SELF';
  return {
    kind,
    departments: await departmentNames(db, scope.corporateId, scope.departments ?? []),
    budgets: scope.company,
  } as const;
}
