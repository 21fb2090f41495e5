import {
  AllDepartmentsDocument,
  CreateDepartmentDocument,
  DepartmentDocument,
  DepartmentPageDocument,
  UpdateDepartmentDocument,
  type CreateCorporateDepartmentInput,
  type DepartmentSortField,
  type UpdateCorporateDepartmentInput,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, listResult, notFound, pick, pickChanged, sortInput } from '../paging';

const RESOURCE = 'department';

const SORTS: Record<string, DepartmentSortField> = {
  name: 'NAME',
  monthly_limit: 'MONTHLY_LIMIT',
  inserted_at: 'INSERTED_AT',
};

const FIELDS = ['name', 'approver_id', 'monthly_limit', 'active'] as const satisfies ReadonlyArray<
  keyof CreateCorporateDepartmentInput & keyof UpdateCorporateDepartmentInput
>;

/** Departments at /corporate/department: corporate_departments_page and its mutations. */
export const departmentQueries: ResourceQueries<string> = {
  getList: (params, corporateId) => {
    const { q, active } = (params.filter ?? {}) as { q?: string; active?: boolean };
    return call(
      DepartmentPageDocument,
      {
        corporate_id: corporateId,
        search: q?.trim() || undefined,
        active: typeof active === 'boolean' ? active : undefined,
        sort: sortInput(RESOURCE, params.sort, SORTS),
        ...limitOffset(params.pagination),
      },
      (data) => listResult(data.corporate_departments_page),
    );
  },

  getOne: ({ id }, corporateId) =>
    call(DepartmentDocument, { corporate_id: corporateId, id: String(id) }, (data) => {
      if (!data.corporate_department) throw notFound(RESOURCE, id);
      return { data: data.corporate_department };
    }),

  /** A corporate has few departments: one call for all, then the ids asked for. */
  getMany: ({ ids }, corporateId) =>
    call(AllDepartmentsDocument, { corporate_id: corporateId }, (data) => {
      const wanted = new Set(ids.map(String));
      return { data: data.corporate_departments.filter((d) => wanted.has(String(d.id))) };
    }),

  create: ({ data }, corporateId) =>
    call(
      CreateDepartmentDocument,
      {
        input: {
          ...pick(data, FIELDS),
          corporate_id: corporateId,
        } as CreateCorporateDepartmentInput,
      },
      (result) => ({ data: result.create_corporate_department }),
    ),

  update: ({ id, data, previousData }) =>
    call(
      UpdateDepartmentDocument,
      {
        input: {
          ...pickChanged(data, previousData, FIELDS),
          id: String(id),
        } as UpdateCorporateDepartmentInput,
      },
      (result) => ({ data: result.update_corporate_department }),
    ),
};
