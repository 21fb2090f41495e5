/**
 * Spending reports (issue 22, docs/finance.md "Reports"): statistic_reports (per traveller),
 * total_statistic_report and statistic_user_order_histories (the company) over [from, to) —
 * the successful orders of booking histories, so the figures are sums of rows that list shows.
 * Finance roles only (docs/permissions.md `analysis`).
 */
import type { Db } from '../../db/client.js';
import { isCorporateRole, type CorporateRole } from '../../../common/permissions/corporate.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { requireUserId } from '../context/user.js';
import type { ReportInput } from './input.js';
import { companySpend, creditCurrency, spendPerPerson } from './reports-repository.js';

async function corporateFor(db: Db, userId: string | null, corporateId: string | null) {
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, requireUserId(userId));
  const corporate = ownCorporate(actor, corporateId);
  assertCan(actor, 'list', 'analysis');
  return corporate;
}

export async function statisticReports(db: Db, userId: string | null, input: ReportInput) {
  const corporate = await corporateFor(db, userId, input.corporate_id);
  const rows = await spendPerPerson(db, corporate, input, input.limit);
  return rows.map((r) => ({
    user_id: r.user_id,
    corporate_staff: r.staff_id
      ? {
          id: r.staff_id,
          user_id: r.user_id,
          corporate_id: r.corporate_id,
          corporate_level_id: r.corporate_level_id,
          department_id: r.department_id,
          active: Boolean(r.active),
          role: (isCorporateRole(r.role) ? r.role : 'STAFF') as CorporateRole,
          title: r.title,
          employee_id: r.employee_id,
          approver_id: r.approver_id,
          email: r.email,
          first_name: r.first_name,
          last_name: r.last_name,
        }
      : null,
    total_booking_value: Number(r.total_booking_value),
    total_transactions: Number(r.total_transactions),
  }));
}

/** The company's total in its own currency (orders in another are not summed into it). */
async function companyTotal(db: Db, corporate: string, input: ReportInput) {
  const [rows, currency] = await Promise.all([
    companySpend(db, corporate, input),
    creditCurrency(db, corporate),
  ]);
  const row = rows.find((r) => r.currency === currency);
  return {
    currency,
    value: Number(row?.total_booking_value ?? 0),
    count: Number(row?.total_transactions ?? 0),
  };
}

export async function totalStatisticReport(db: Db, userId: string | null, input: ReportInput) {
  const corporate = await corporateFor(db, userId, input.corporate_id);
  const total = await companyTotal(db, corporate, input);
  return {
    total_booking_value: total.value,
    total_transactions: total.count,
    currency: total.currency,
  };
}

export async function orderStatistics(db: Db, userId: string | null, input: ReportInput) {
  const corporate = await corporateFor(db, userId, input.corporate_id);
  const total = await companyTotal(db, corporate, input);
  return {
    total_user_order_histories: total.count,
    total_value: { amount: total.value, currency: total.currency },
  };
}
