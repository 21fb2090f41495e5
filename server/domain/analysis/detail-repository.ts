/**
 * The rows behind the figures (SQL only): the scope's company bookings paid in the range, from
 * `analysis_bookings` by (corporate, paid_at) or (corporate, user, day), with the traveller,
 * department, cost center and booking code of each row on the page. Refunded, cancelled and
 * failed orders are listed with amount 0 (they were not spent).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';
import type { DateRange } from './buckets.js';
import type { DetailSort } from './input.js';
import type { AnalysisScope } from './scope.js';
import { executeRange } from './execute.js';

function where(scope: AnalysisScope, range: DateRange): SQL {
  const parts: SQL[] = [
    sql`b.corporate_id = ${scope.corporateId}::uuid`,
    sql`b.day between ${range.from}::date and ${range.to}::date`,
  ];
  if (scope.departments)
    parts.push(sql`b.department_id = any(${sqlArray(scope.departments, 'uuid')})`);
  if (scope.costCenters)
    parts.push(sql`b.cost_center_id = any(${sqlArray(scope.costCenters, 'uuid')})`);
  if (scope.users) parts.push(sql`b.user_id = any(${sqlArray(scope.users, 'uuid')})`);
  return sql.join(parts, sql` and `);
}

export interface DetailRow extends Record<string, unknown> {
  user_order_id: string;
  order_code: string | null;
  paid_at: Date | string;
  product: 'FLIGHT' | 'HOTEL';
  description: string;
  traveller_id: string;
  traveller_name: string | null;
  department_name: string | null;
  cost_center_name: string | null;
  amount: string | number;
  voucher_discount: string | number;
  currency: string;
  status: string;
}

const ORDER: Record<DetailSort['field'], string> = {
  PAID_AT: 'b.paid_at',
  AMOUNT: 'case when b.counted then b.amount else 0 end',
  TRAVELLER: "concat_ws(' ', u.last_name, u.first_name)",
  PRODUCT: 'b.product',
};

export async function detailRows(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  page: { sort: DetailSort; limit: number; offset: number },
): Promise<DetailRow[]> {
  const dir = sql.raw(page.sort.direction === 'ASC' ? 'asc' : 'desc');
  const key = sql.raw(ORDER[page.sort.field]);
  const c = scope.corporateId;
  const { rows } = await executeRange<DetailRow>(
    db,
    sql`
    select p.user_order_id, (select si.booking_code from shopping_items si
        where si.payment_checkout_session_id = p.session_id order by si.inserted_at, si.id limit 1)
        as order_code,
      p.paid_at, p.product, p.description, p.user_id as traveller_id, p.traveller_name,
      d.name as department_name, cc.name as cost_center_name, p.amount, p.voucher_discount,
      p.currency, p.status
    from (select b.session_id, b.user_order_id, b.paid_at, b.product, b.description, b.user_id,
        nullif(concat_ws(' ', u.last_name, u.first_name), '') as traveller_name, b.department_id,
        b.cost_center_id, case when b.counted then b.amount else 0 end as amount,
        case when b.counted then b.voucher else 0 end as voucher_discount, b.currency, b.status,
        ${key} as sort_key
      from analysis_bookings b join users u on u.id = b.user_id
      where ${where(scope, range)}
      order by ${key} ${dir}, b.paid_at ${dir}, b.session_id ${dir}
      limit ${page.limit} offset ${page.offset}) p
    left join departments d on d.corporate_id = ${c}::uuid and d.id = p.department_id
    left join cost_centers cc on cc.corporate_id = ${c}::uuid and cc.id = p.cost_center_id
    order by p.sort_key ${dir}, p.paid_at ${dir}, p.session_id ${dir}`,
  );
  return rows;
}

export async function detailCount(db: Db, scope: AnalysisScope, range: DateRange): Promise<number> {
  const { rows } = await executeRange<{ n: string }>(
    db,
    sql`select count(*) as n from analysis_bookings b where ${where(scope, range)}`,
  );
  return Number(rows[0]?.n ?? 0);
}
