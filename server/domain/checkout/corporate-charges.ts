/**
 * What charging a corporate and giving a charge back do (docs/checkout.md "Corporate payment"):
 * the staff member's and the cost center budget's use, the ledger movement on the corporate's
 * account (server/domain/ledger) and the `corporate_payments` row, in the lock order every path
 * takes — corporate, staff, budget, the corporate's ledger account, PLATFORM_SALES — after the
 * session. The SQL is corporate-accounts-repository.ts's.
 */
import { periodAt } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { postCorporateCharge, postCorporateRelease } from '../ledger/service.js';
import {
  addChargeUse,
  chargeOfSession,
  insertCorporatePayment,
  lockBudgetRow,
  lockCorporate,
  markChargeRefunded,
  resetBudgetUse,
  returnChargeUse,
  type StaffRow,
} from './corporate-accounts-repository.js';

/**
 * The cost center's budget for `currency`, locked, as of `now`: once a new period has begun
 * (common/calendar.ts `periodAt`, the instant monthly limits turn over too), what was used
 * before it no longer counts, so the budget is whole again from `now` on.
 */
export async function lockBudget(
  tx: Db,
  corporateId: string,
  costCenterId: string,
  currency: string,
  now: Date,
) {
  const row = await lockBudgetRow(tx, corporateId, costCenterId, currency);
  if (!row) return null;
  const period = row.reset_period === 'NONE' ? 'NEVER' : row.reset_period;
  const { start } = periodAt(period, row.reset_day, now);
  if (!start || new Date(row.used_since) >= start) return row;
  return resetBudgetUse(tx, corporateId, row.id, now);
}

/**
 * Takes `amount` from the corporate (a ledger movement on its account, which may go below zero
 * down to the credit line the caller checked), the staff member and the budget; records the
 * charge with the account's balance after it.
 */
export async function charge(
  tx: Db,
  c: {
    corporateId: string;
    staff: StaffRow;
    budgetId: string | null;
    costCenterId: string | null;
    sessionId: string;
    orderId: string;
    paidBy: string;
    amount: number;
    currency: string;
    now: Date;
  },
) {
  await addChargeUse(tx, {
    corporateId: c.corporateId,
    staffId: c.staff.id,
    budgetId: c.budgetId,
    amount: c.amount,
    now: c.now,
  });
  // The ledger last (its account, then PLATFORM_SALES): every path takes locks in this order.
  const balanceAfter = await postCorporateCharge(tx, {
    corporateId: c.corporateId,
    sessionId: c.sessionId,
    orderId: c.orderId,
    amount: c.amount,
    currency: c.currency,
    at: c.now,
  });
  return insertCorporatePayment(tx, {
    corporate_id: c.corporateId,
    payment_checkout_session_id: c.sessionId,
    user_order_id: c.orderId,
    user_id: c.staff.user_id,
    paid_by: c.paidBy,
    cost_center_id: c.costCenterId,
    amount: c.amount,
    currency: c.currency,
    balance_after: balanceAfter,
    inserted_at: c.now,
  });
}

/**
 * Gives back a session's charge (its order could not be booked): the corporate's balance (a
 * reversing ledger movement, `corporate-release:<session>`, so it moves once), the
 * staff member's and the budget's `used_balance`, and — marked `refunded_at` — the month's
 * limits. Once: false when there is no charge left to give back. Locks the corporate row
 * first, like `charge`.
 */
export async function releaseCharge(tx: Db, sessionId: string, now: Date): Promise<boolean> {
  const payment = await chargeOfSession(tx, sessionId);
  if (!payment) return false;
  await lockCorporate(tx, payment.corporate_id);
  if (!(await markChargeRefunded(tx, payment.id, now))) return false;
  await returnChargeUse(tx, payment, now);
  // The ledger last, as in `charge`: corporate, staff, budget, account, PLATFORM_SALES.
  await postCorporateRelease(tx, {
    corporateId: payment.corporate_id,
    sessionId,
    orderId: payment.user_order_id,
    amount: payment.amount,
    currency: payment.currency,
    at: now,
  });
  return true;
}
