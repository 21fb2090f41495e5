import { MY_CORPORATE } from './corporateService';

/** A cost center as the corporate service answers it (CostCenterFields). */
export const costCenterEntry = (id: string, extra: Record<string, unknown> = {}) => ({
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
