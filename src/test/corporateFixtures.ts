import type {
  CostCenterFieldsFragment,
  DepartmentFieldsFragment,
  MyCorporateQuery,
  StaffFieldsFragment,
} from '../api/generated/corporate';

/*
 * Records as the corporate service answers them, typed by the generated fragments
 * (src/api/generated/corporate.ts): a field the SDL renames or drops fails the type check.
 */

/** The signed-in user's corporate, as the MyCorporate query answers it. */
export const MY_CORPORATE = {
  id: 'c-song-hong',
  company_name: 'Sông Hồng JSC',
  display_name: 'Sông Hồng',
  is_owner: true,
  your_role: 'OWNER',
  your_corporate_level_id: null,
  approved_at: '2026-01-05T03:00:00.000Z',
  status: 'APPROVED',
  trial_expired_at: null,
} satisfies NonNullable<MyCorporateQuery['corporate']>;

/** A cost center (CostCenterFields). */
export const costCenterEntry = (
  id: string,
  extra: Partial<CostCenterFieldsFragment> = {},
): CostCenterFieldsFragment => ({
  id,
  name: `Cost center ${id}`,
  code: null,
  active: true,
  corporate_id: MY_CORPORATE.id,
  inserted_at: '2026-02-01T03:00:00.000Z',
  balance: 600,
  budgets: [
    {
      id: `${id}-b1`,
      amount: 1000,
      balance: 600,
      used_balance: 400,
      currency: 'VND',
      reset_period: 'MONTHLY',
      reset_day: 1,
      period_started_at: '2026-01-31T17:00:00.000Z',
      resets_at: '2026-02-28T17:00:00.000Z',
    },
  ],
  assignees: [
    { id: 'a1', user_id: 'u1', department_id: null, staff: null, department: null },
    { id: 'a2', user_id: null, department_id: 'd1', staff: null, department: null },
  ],
  ...extra,
});

/** A department (DepartmentFields). */
export const departmentEntry = (
  id: string,
  extra: Partial<DepartmentFieldsFragment> = {},
): DepartmentFieldsFragment => ({
  id,
  name: `Department ${id}`,
  active: true,
  approver_id: null,
  corporate_id: MY_CORPORATE.id,
  inserted_at: '2026-02-01T03:00:00.000Z',
  monthly_limit: null,
  approver: null,
  ...extra,
});

/** A staff member with every StaffFields field (spec §3). */
export const staffEntry = (
  n: number,
  overrides: Partial<StaffFieldsFragment> = {},
): StaffFieldsFragment => ({
  id: `s${n}`,
  user_id: `u${n}`,
  corporate_id: MY_CORPORATE.id,
  corporate_level_id: null,
  active: true,
  invitation: 'ACCEPTED',
  invitation_expires_at: null,
  role: 'STAFF',
  team: null,
  title: null,
  employee_id: `NV-${n}`,
  approver_id: null,
  monthly_limit: 5_000_000,
  used_balance: 0,
  balance: 5_000_000,
  note: null,
  phone_number: null,
  email: `nv${n}@songhong.example`,
  first_name: 'Lan',
  last_name: `Nguyễn ${n}`,
  courtesy_title: null,
  passport_first_name: null,
  passport_last_name: null,
  date_of_birth: null,
  nationality_country_code: 'VN',
  passport: null,
  passport_country_code: null,
  passport_expired: null,
  gender: null,
  legal_entity: null,
  is_enable_expense: false,
  approver: null,
  department: { id: 'd1', name: 'Kinh doanh' },
  corporate_level: null,
  cost_center_assignees: [],
  frequent_flyer_codes: [],
  ...overrides,
});
