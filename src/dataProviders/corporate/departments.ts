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
import type { ResourceHandlers } from '../graphqlProvider';
import { limitOffset, listResult, notFound, pick, pickChanged, sortInput } from '../paging';
import { corporateId } from './scope';

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
export const departmentHandlers: ResourceHandlers = {
  async getList(params, { query }) {
    const { q, active } = (params.filter ?? {}) as { q?: string; active?: boolean };
    const data = await query(DepartmentPageDocument, {
      corporate_id: await corporateId(),
      search: q?.trim() || undefined,
      active: typeof active === 'boolean' ? active : undefined,
      sort: sortInput(RESOURCE, params.sort, SORTS),
      ...limitOffset(params.pagination),
    });
    return listResult(data.corporate_departments_page);
  },

  async getOne({ id }, { query }) {
    const data = await query(DepartmentDocument, {
      corporate_id: await corporateId(),
      id: String(id),
    });
    if (!data.corporate_department) throw notFound(RESOURCE, id);
    return { data: data.corporate_department };
  },

  /** A corporate has few departments: one call for all, then the ids asked for. */
  async getMany({ ids }, { query }) {
    const data = await query(AllDepartmentsDocument, { corporate_id: await corporateId() });
    const wanted = new Set(ids.map(String));
    return { data: data.corporate_departments.filter((d) => wanted.has(String(d.id))) };
  },

  async create({ data }, { query }) {
    const input = {
      ...pick(data, FIELDS),
      corporate_id: await corporateId(),
    } as CreateCorporateDepartmentInput;
    const result = await query(CreateDepartmentDocument, { input });
    return { data: result.create_corporate_department };
  },

  async update({ id, data, previousData }, { query }) {
    const input = {
      ...pickChanged(data, previousData, FIELDS),
      id: String(id),
    } as UpdateCorporateDepartmentInput;
    const result = await query(UpdateDepartmentDocument, { input });
    return { data: result.update_corporate_department };
  },
};
