import {
  AllCostCentersDocument,
  ArchiveCostCenterDocument,
  CostCenterDocument,
  CostCenterEnforcementDocument,
  CostCenterPageDocument,
  CreateCostCenterDocument,
  UpdateCostCenterDocument,
  type BudgetResetPeriod,
  type CostCenterBudgetInput,
  type CostCenterFieldsFragment,
  type CostCenterSortField,
  type CreateCostCenterInput,
  type UpdateCostCenterInput,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, listResult, notFound, pick, pickChanged, sortInput } from '../paging';

const RESOURCE = 'cost-center';

/**
 * A cost center as the console holds it: the assignees also as the form's two pickers,
 * `user_ids` (staff, by user id) and `department_ids` (update_cost_center replaces each).
 */
export type CostCenterRecord = CostCenterFieldsFragment & {
  user_ids: string[];
  department_ids: string[];
};

export function costCenterRecord(entry: CostCenterFieldsFragment): CostCenterRecord {
  return {
    ...entry,
    user_ids: entry.assignees.flatMap((a) => (a.user_id ? [String(a.user_id)] : [])),
    department_ids: entry.assignees.flatMap((a) =>
      a.department_id ? [String(a.department_id)] : [],
    ),
  };
}

const SORTS: Record<string, CostCenterSortField> = {
  name: 'NAME',
  code: 'CODE',
  inserted_at: 'INSERTED_AT',
};

const FIELDS = [
  'name',
  'code',
  'user_ids',
  'department_ids',
  'budgets',
] as const satisfies ReadonlyArray<keyof CreateCostCenterInput & keyof UpdateCostCenterInput>;

interface BudgetForm {
  id?: string | null;
  amount?: number | null;
  currency?: string | null;
  reset_period?: BudgetResetPeriod | null;
  reset_day?: number | null;
}

/** The form's budget rows (which also show balances) as the operation's inputs. */
function budgetInputs(rows: unknown): CostCenterBudgetInput[] | undefined {
  if (!Array.isArray(rows)) return undefined;
  return (rows as BudgetForm[]).map((row) => {
    const period = row.reset_period ?? 'MONTHLY';
    return {
      ...(row.id ? { id: row.id } : {}),
      amount: row.amount as number,
      currency: row.currency || 'VND',
      reset_period: period,
      reset_day: period === 'NEVER' ? null : (row.reset_day ?? null),
    };
  });
}

function inputOf(values: Partial<Record<(typeof FIELDS)[number], unknown>>) {
  const { budgets, ...rest } = values;
  return {
    ...rest,
    ...(budgets !== undefined ? { budgets: budgetInputs(budgets) } : {}),
  };
}

/** Cost centers at /corporate/cost-center: cost_centers_page and its mutations. */
export const costCenterQueries: ResourceQueries<string> = {
  getList: (params, corporateId) => {
    const { q, active } = (params.filter ?? {}) as { q?: string; active?: boolean };
    return call(
      CostCenterPageDocument,
      {
        corporate_id: corporateId,
        search: q?.trim() || undefined,
        active: typeof active === 'boolean' ? active : undefined,
        sort: sortInput(RESOURCE, params.sort, SORTS),
        ...limitOffset(params.pagination),
      },
      ({ cost_centers_page: page }) =>
        listResult({ entries: page.entries.map(costCenterRecord), total_count: page.total_count }),
    );
  },

  getOne: ({ id }, corporateId) =>
    call(CostCenterDocument, { corporate_id: corporateId, id: String(id) }, (data) => {
      if (!data.cost_center) throw notFound(RESOURCE, id);
      return { data: costCenterRecord(data.cost_center) };
    }),

  /** A corporate has tens of cost centers: one call for all, then the ids asked for. */
  getMany: ({ ids }, corporateId) =>
    call(AllCostCentersDocument, { corporate_id: corporateId }, (data) => {
      const wanted = new Set(ids.map(String));
      return {
        data: data.cost_centers.filter((c) => wanted.has(String(c.id))).map(costCenterRecord),
      };
    }),

  create: ({ data }, corporateId) =>
    call(
      CreateCostCenterDocument,
      {
        input: {
          ...inputOf(pick(data, FIELDS)),
          corporate_id: corporateId,
        } as CreateCostCenterInput,
      },
      (result) => ({ data: costCenterRecord(result.create_cost_center) }),
    ),

  update: ({ id, data, previousData }) =>
    call(
      UpdateCostCenterDocument,
      {
        input: {
          ...inputOf(pickChanged(data, previousData, FIELDS)),
          ...('active' in data && data.active !== previousData?.active
            ? { active: data.active }
            : {}),
          id: String(id),
        } as UpdateCostCenterInput,
      },
      (result) => ({ data: costCenterRecord(result.update_cost_center) }),
    ),

  /** react-admin's delete archives: a cost center is never removed (its bookings point at it). */
  delete: ({ id }) =>
    call(ArchiveCostCenterDocument, { input: { id: String(id) } }, (result) => ({
      data: costCenterRecord(result.archive_cost_center),
    })),

  custom: {
    /** The corporate's enforce_cost_center, shown read-only above the list. */
    async getEnforcement(_params, { query }) {
      const data = await query(CostCenterEnforcementDocument, {});
      return { data: { enforce_cost_center: Boolean(data.corporate?.enforce_cost_center) } };
    },
  },
};
