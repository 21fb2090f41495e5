/**
 * On-trip expenses of the scope (SQL only): claims submitted, approved or reimbursed (drafts and
 * rejected claims are no spending), by their expense date, in VND (`amount_vnd`). Claims carry
 * no cost center: a cost-center filter does not narrow them. The corporate id is in every WHERE.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';
import type { DateRange, TimeUnit } from './buckets.js';
import type { AnalysisScope } from './scope.js';

function claims(scope: AnalysisScope, range: DateRange): SQL {
  const c = scope.corporateId;
  const parts: SQL[] = [];
  if (scope.users) parts.push(sql`and e.user_id = any(${sqlArray(scope.users, 'uuid')})`);
  if (scope.departments) {
    parts.push(sql`and st.department_id = any(${sqlArray(scope.departments, 'uuid')})`);
  }
  return sql`(select e.* from expenses e
    left join corporate_staffs st on st.corporate_id = e.corporate_id and st.user_id = e.user_id
    where e.corporate_id = ${c}::uuid and e.status in ('SUBMITTED', 'APPROVED', 'REIMBURSED')
      and e.expense_date between ${range.from}::date and ${range.to}::date
      ${sql.join(parts, sql` `)})`;
}

export async function expenseTotals(db: Db, scope: AnalysisScope, range: DateRange) {
  const { rows } = await db.execute<{ total: string; reimbursed: string; pending: string }>(sql`
    select coalesce(sum(amount_vnd), 0) as total,
      coalesce(sum(amount_vnd) filter (where status = 'REIMBURSED'), 0) as reimbursed,
      coalesce(sum(amount_vnd) filter (where status in ('SUBMITTED', 'APPROVED')), 0) as pending
    from ${claims(scope, range)} x`);
  return rows[0];
}

export interface ExpenseSliceRow extends Record<string, unknown> {
  key: string | null;
  name: string | null;
  amount: string;
  count: string;
}

const GROUPS = {
  category: { key: sql`x.category::text`, join: sql``, name: sql`null::text` },
  trip: {
    key: sql`x.trip_id::text`,
    join: sql`left join trips t on t.id = x.trip_id and t.corporate_id = x.corporate_id`,
    name: sql`max(t.name)`,
  },
  person: {
    key: sql`x.user_id::text`,
    join: sql`left join users u on u.id = x.user_id`,
    name: sql`max(nullif(concat_ws(' ', u.last_name, u.first_name), ''))`,
  },
} as const;

export async function expenseSlices(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  by: keyof typeof GROUPS,
  limit: number,
): Promise<ExpenseSliceRow[]> {
  const g = GROUPS[by];
  const { rows } = await db.execute<ExpenseSliceRow>(sql`
    select ${g.key} as key, ${g.name} as name, sum(x.amount_vnd) as amount, count(*) as count
    from ${claims(scope, range)} x ${g.join}
    group by 1 order by sum(x.amount_vnd) desc, 1 nulls last limit ${limit}`);
  return rows;
}

const TRUNC: Record<TimeUnit, string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  QUARTER: 'quarter',
  YEAR: 'year',
};

export async function expenseSeries(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  unit: TimeUnit,
) {
  const { rows } = await db.execute<{ start: string; amount: string; count: string }>(sql`
    select to_char(date_trunc(${TRUNC[unit]}, x.expense_date::timestamp), 'YYYY-MM-DD') as start,
      sum(x.amount_vnd) as amount, count(*) as count
    from ${claims(scope, range)} x group by 1 order by 1`);
  return rows;
}
