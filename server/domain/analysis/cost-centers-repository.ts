/** The company's cost centers and their budgets in its currency (SQL only). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';

export interface CenterRow extends Record<string, unknown> {
  id: string;
  name: string;
  since: string;
  budgets: { reset_period: string; reset_day: number | null; amount: number }[];
}

/** Active centers (and any the filter names), with their budgets in `currency`. */
export async function centersWithBudgets(
  db: Db,
  corporateId: string,
  currency: string,
  only: string[] | null,
): Promise<CenterRow[]> {
  const narrow = only ? sql`and cc.id = any(${sqlArray(only, 'uuid')})` : sql`and cc.active`;
  const { rows } = await db.execute<CenterRow>(sql`
    select cc.id, cc.name, to_char(analysis_vn_date(cc.inserted_at), 'YYYY-MM-DD') as since,
      coalesce(jsonb_agg(jsonb_build_object('reset_period', b.reset_period::text,
        'reset_day', b.reset_day, 'amount', b.amount)) filter (where b.id is not null),
        '[]'::jsonb) as budgets
    from cost_centers cc
    left join cost_center_budgets b on b.corporate_id = cc.corporate_id
      and b.cost_center_id = cc.id and b.currency = ${currency}
    where cc.corporate_id = ${corporateId}::uuid ${narrow}
    group by cc.id order by cc.name, cc.id`);
  return rows;
}
