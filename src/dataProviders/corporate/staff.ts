import {
  BeforeCreateStaffDocument,
  CancelStaffInvitationDocument,
  ResendStaffInvitationDocument,
  ConfirmStaffImportDocument,
  CreateStaffDocument,
  StaffKeysetPageDocument,
  StaffMemberDocument,
  StaffPageDocument,
  UpdateStaffDocument,
  type CorporateRole,
  type CorporateStaffFilter,
  type CorporateTravellerSortField,
  type CreateCorporateStaffInput,
  type StaffFieldsFragment,
  type UpdateCorporateStaffInput,
} from '../../api/generated/corporate';
import type { GetListParams } from 'react-admin';
import { call, type ResourceQueries } from '../graphqlProvider';
import { loadAllPages } from '../loadAll';
import { limitOffset, listOf, listResult, notFound, pick, pickChanged, sortInput } from '../paging';
import { downloadStaffExport, uploadStaffFile, type SheetFormat } from './staffFiles';

const RESOURCE = 'users';

/**
 * A staff member as the console holds it: keyed by user id (every staff operation is keyed by
 * corporate and user), with the staff row's own id kept as `staff_id` and the directly assigned
 * cost centers as `cost_center_ids` (the form's field; update_corporate_staff replaces them).
 */
export type StaffRecord = Omit<StaffFieldsFragment, 'id'> & {
  id: string;
  staff_id: string;
  /** The department's id (the form's field; the SDL gives the department itself). */
  department_id: string | null;
  cost_center_ids: string[];
};

export function staffRecord(entry: StaffFieldsFragment): StaffRecord {
  return {
    ...entry,
    id: String(entry.user_id),
    staff_id: String(entry.id),
    department_id: entry.department ? String(entry.department.id) : null,
    cost_center_ids: entry.cost_center_assignees
      .filter((a) => a.user_id === entry.user_id && !a.department_id)
      .map((a) => String(a.cost_center_id)),
  };
}

/** react-admin sort fields → corporate_staffs_page's (docs/graphql-contract.md). */
const SORTS: Record<string, CorporateTravellerSortField> = {
  monthly_limit: 'MONTHLY_LIMIT',
  used_balance: 'USED_BALANCE',
  first_name: 'FIRST_NAME',
  last_name: 'LAST_NAME',
  email: 'EMAIL',
  inserted_at: 'INSERTED_AT',
  role: 'ROLE',
  employee_id: 'EMPLOYEE_ID',
};

/** react-admin filters: `q` (search), department_id, role, corporate_level_id, active, cost_center_id. */
export function staffFilter(filter: Record<string, unknown> = {}): CorporateStaffFilter {
  return {
    user_ids: listOf(filter.id as string),
    department_ids: listOf(filter.department_id as string),
    roles: listOf(filter.role as CorporateRole),
    corporate_level_ids: listOf(filter.corporate_level_id as string),
    cost_center_id: (filter.cost_center_id as string | undefined) || undefined,
    active: typeof filter.active === 'boolean' ? filter.active : undefined,
  };
}

const CREATE_FIELDS = [
  'email',
  'role',
  'corporate_level_id',
  'department_id',
  'approver_id',
  'monthly_limit',
  'team',
  'title',
  'employee_id',
  'note',
  'phone_number',
  'first_name',
  'last_name',
  'courtesy_title',
  'cost_center_ids',
] as const satisfies ReadonlyArray<keyof CreateCorporateStaffInput>;

const UPDATE_FIELDS = [
  'active',
  'role',
  'corporate_level_id',
  'department_id',
  'approver_id',
  'monthly_limit',
  'team',
  'title',
  'employee_id',
  'note',
  'phone_number',
  'first_name',
  'last_name',
  'courtesy_title',
  'passport_first_name',
  'passport_last_name',
  'date_of_birth',
  'nationality_country_code',
  'passport',
  'passport_country_code',
  'passport_expired',
  'gender',
  'legal_entity',
  'is_enable_expense',
  'cost_center_ids',
  'frequent_flyer_codes',
] as const satisfies ReadonlyArray<keyof UpdateCorporateStaffInput>;

/** Staff at /corporate/users: corporate_staffs_page, corporate_staff and the staff mutations. */
export const staffQueries: ResourceQueries<string> = {
  getList: (params, corporateId) => {
    const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
    return call(
      StaffPageDocument,
      {
        corporate_id: corporateId,
        search: typeof q === 'string' && q.trim() ? q.trim() : undefined,
        filter: staffFilter(filter),
        sort: sortInput(RESOURCE, params.sort, SORTS),
        ...limitOffset(params.pagination),
      },
      ({ corporate_staffs_page: page }) =>
        listResult({ entries: page.entries.map(staffRecord), total_count: page.total_count }),
    );
  },

  getOne: ({ id }, corporateId) =>
    call(StaffMemberDocument, { corporate_id: corporateId, user_id: String(id) }, (data) => {
      if (!data.corporate_staff) throw notFound(RESOURCE, id);
      return { data: staffRecord(data.corporate_staff) };
    }),

  /** The ids at once, active or not. */
  getMany: ({ ids }, corporateId) =>
    call(
      StaffPageDocument,
      {
        corporate_id: corporateId,
        filter: { user_ids: ids.map(String), active: null },
        limit: ids.length,
        offset: 0,
      },
      (data) => ({ data: data.corporate_staffs_page.entries.map(staffRecord) }),
    ),

  create: ({ data }, corporateId) =>
    call(
      CreateStaffDocument,
      {
        input: {
          ...pick(data, CREATE_FIELDS),
          corporate_id: corporateId,
        } as CreateCorporateStaffInput,
      },
      (result) => ({ data: staffRecord(result.create_corporate_staff) }),
    ),

  update: ({ id, data, previousData }, corporateId) =>
    call(
      UpdateStaffDocument,
      {
        input: {
          ...pickChanged(data, previousData, UPDATE_FIELDS),
          corporate_id: corporateId,
          user_id: String(id),
        } as UpdateCorporateStaffInput,
      },
      (result) => ({ data: staffRecord(result.update_corporate_staff) }),
    ),

  custom: {
    /** before_create_corporate_staff: what adding this e-mail would do (the create form asks). */
    async checkEmail(params, { query, scope: corporateId }) {
      const data = await query(BeforeCreateStaffDocument, {
        corporate_id: corporateId,
        email: String(params.email ?? ''),
      });
      return { data: data.before_create_corporate_staff };
    },
    /** resend_corporate_staff_invitation: a new link to someone who has not joined. */
    async resendInvitation(params, { query, scope: corporateId }) {
      const data = await query(ResendStaffInvitationDocument, {
        corporate_id: corporateId,
        user_id: String(params.id),
      });
      return { data: staffRecord(data.resend_corporate_staff_invitation) };
    },
    /** cancel_corporate_staff_invitation: the waiting invitation's links stop working. */
    async cancelInvitation(params, { query, scope: corporateId }) {
      const data = await query(CancelStaffInvitationDocument, {
        corporate_id: corporateId,
        user_id: String(params.id),
      });
      return { data: staffRecord(data.cancel_corporate_staff_invitation) };
    },
    /** The upload route's preview of a staff file (docs/corporate-staff.md "Import"). */
    async previewImport(params, { scope: corporateId }) {
      return { data: await uploadStaffFile(corporateId, params.file as File) };
    },
    /** confirm_corporate_staff_import: adds the preview's good rows (once). */
    async confirmImport(params, { query, scope: corporateId }) {
      const data = await query(ConfirmStaffImportDocument, {
        corporate_id: corporateId,
        id: String(params.id),
      });
      return { data: data.confirm_corporate_staff_import };
    },
    /** The list as the user sees it (search, filters, sort) as a CSV or XLSX file. */
    async exportFile(params, { scope: corporateId }) {
      const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      const sort = sortInput(RESOURCE, params.sort as GetListParams['sort'], SORTS);
      const blob = await downloadStaffExport({
        corporate_id: corporateId,
        format: params.format as SheetFormat,
        search: typeof q === 'string' ? q.trim() : undefined,
        filter: JSON.stringify(staffFilter(filter)),
        sort_field: sort?.field,
        sort_direction: sort?.direction,
      });
      return { data: blob };
    },
    /**
     * Every staff member of the corporate the spec's way — corporate_staffs in pages of 500
     * until an empty page — for exports and reference inputs that need them all.
     */
    async getAll(_params, { query, scope: corporate }) {
      const entries = await loadAllPages(
        async (lastId, limit) =>
          (
            await query(StaffKeysetPageDocument, {
              corporate_id: corporate,
              last_id: lastId,
              limit,
            })
          ).corporate_staffs,
        (entry) => String(entry.id),
      );
      return { data: entries.map(staffRecord) };
    },
  },
};
