/**
 * The reports' SQL (issue 22, docs/finance.md "Reports"): spending over [from, to) of the
 * company's successful orders (refunded, failed, cancelled and unpaid ones do not count), per
 * traveller and in total. The bookings are booking histories' (bookings-repository.ts), so a
 * report's figures are the sums of the rows that list shows; the corporate id is in the WHERE.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conditions, from, NO_FILTER } from './bookings-repository.js';

export interface Period {
  from: Date | null;
  to: Date | null;
}

const spent = (corporateId: string, period: Period) => sql`${from({ corporateId, onlyUser: null })}
  ${conditions({ ...NO_FILTER, from: period.from, to: period.to, statuses: ['SUCCESSFUL'] }, null)}`;

export interface PersonSpendRow extends Record<string, unknown> {
  user_id: string;
  staff_id: string | null;
  corporate_id: string;
  corporate_level_id: string | null;
  department_id: string | null;
  active: boolean | null;
  role: string | null;
  title: string | null;
  employee_id: string | null;
  approver_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  total_booking_value: number | string;
  total_transactions: number | string;
}

/** The `limit` travellers who spent most, highest first (ties by user id). */
export async function spendPerPerson(
  db: Db,
  corporateId: string,
  period: Period,
  limit: number,
): Promise<PersonSpendRow[]> {
  const { rows } = await db.execute<PersonSpendRow>(sql`
    select o.user_id, st.id as staff_id, ${corporateId}::uuid as corporate_id,
      st.corporate_level_id, st.department_id, st.active, st.role::text as role, st.title,
      st.employee_id, st.approver_id, u.first_name, u.last_name, u.email,
      sum(s.price) as total_booking_value, count(*) as total_transactions
    ${spent(corporateId, period)}
    group by o.user_id, st.id, u.id
    order by sum(s.price) desc, o.user_id limit ${limit}`);
  return rows;
}

export interface CompanySpendRow extends Record<string, unknown> {
  currency: string;
  total_booking_value: number | string;
  total_transactions: number | string;
}

/** The company's spending and order count over the period (one row per currency). */
export async function companySpend(
  db: Db,
  corporateId: string,
  period: Period,
): Promise<CompanySpendRow[]> {
  const { rows } = await db.execute<CompanySpendRow>(sql`
    select s.currency, sum(s.price) as total_booking_value, count(*) as total_transactions
    ${spent(corporateId, period)} group by s.currency order by s.currency`);
  return rows;
}

/** The company's currency. */
export async function creditCurrency(db: Db, corporateId: string): Promise<string> {
  const { rows } = await db.execute<{ currency: string }>(
    sql`select currency from corporates where id = ${corporateId}::uuid`,
  );
  return rows[0]?.currency ?? 'VND';
}
