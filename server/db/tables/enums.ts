import { pgEnum } from 'drizzle-orm/pg-core';

/** Profile role. AGENT = travel agent acting for a selected traveller; ADMIN = platform staff. */
export const userRole = pgEnum('user_role', ['USER', 'AGENT', 'ADMIN']);

export const gender = pgEnum('gender', ['MALE', 'FEMALE', 'OTHER']);

/** Corporate member roles in display order (spec §6). `ACCOUTING` is spelt as in the spec. */
export const corporateRole = pgEnum('corporate_role', [
  'OWNER',
  'ADMIN',
  'APPROVER',
  'OPERATION',
  'ACCOUTING',
  'STAFF',
]);

export const corporateStatus = pgEnum('corporate_status', [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'SUSPENDED',
]);

export const budgetResetPeriod = pgEnum('budget_reset_period', [
  'NONE',
  'MONTHLY',
  'QUARTERLY',
  'YEARLY',
]);

/** Side of a delegate policy: delegatees act (book) on behalf of delegators. */
export const delegateSide = pgEnum('delegate_side', ['DELEGATEE', 'DELEGATOR']);

/** What a browser report is about: an error, a slow call (> 15 s) or a failed order. */
export const errorReportKind = pgEnum('error_report_kind', ['error', 'slow_call', 'order']);

/** How often a corporate is sent a reconciliation statement (spec: ReconcilliationCycleType). */
export const reconcilliationCycleType = pgEnum('reconcilliation_cycle_type', [
  'WEEKLY',
  'SEMI_MONTHLY',
  'MONTHLY',
]);
