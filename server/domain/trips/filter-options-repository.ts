/**
 * The SQL of the trip filter's pickers (filter-options.ts): the travellers, their departments,
 * the cost centers and the places of the business trips a company scope may list — so a picker
 * offers only what the list can show, and an approver sees only their own staff's. Every query
 * names the scope's corporate.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scopeSql, type TripScope } from './repository.js';

export interface OptionRow extends Record<string, unknown> {
  kind: 'PERSON' | 'DEPARTMENT' | 'COST_CENTER' | 'PLACE';
  id: string;
  name: string;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most `limit` of each kind, by name; `search` narrows every kind by its name (or e-mail). */
export async function filterOptions(
  db: Db,
  scope: Extract<TripScope, { kind: 'company' }>,
  search: string | null,
  locale: string,
  limit: number,
): Promise<OptionRow[]> {
  const corp = scope.corporateId;
  const like = search ? likeOf(search) : null;
  const matches = (...columns: SQL[]) =>
    like
      ? sql`(${sql.join(
          columns.map((c) => sql`${c} ilike ${like}`),
          sql` or `,
        )})`
      : sql`true`;
  const cityName = locale === 'en' ? sql`c.name_en` : sql`c.name_vi`;
  const result = await db.execute<OptionRow>(sql`
    with scoped as materialized (
      select t.user_id, t.cost_center_id, t.places from trips t
      where ${scopeSql(scope)} and t.purpose = 'BUSINESS'
    ), people as (
      select 'PERSON' as kind, u.id::text as id,
        coalesce(nullif(concat_ws(' ', u.last_name, u.first_name), ''), u.email) as name
      from users u where u.id in (select user_id from scoped)
        and ${matches(sql`concat_ws(' ', u.last_name, u.first_name)`, sql`u.email`)}
      order by 3, 2 limit ${limit}
    ), deps as (
      select 'DEPARTMENT' as kind, d.id::text as id, d.name as name from departments d
      where d.corporate_id = ${corp}::uuid and d.id in (
        select s.department_id from corporate_staffs s
        where s.corporate_id = ${corp}::uuid and s.user_id in (select user_id from scoped))
        and ${matches(sql`d.name`)}
      order by 3, 2 limit ${limit}
    ), centers as (
      select 'COST_CENTER' as kind, cc.id::text as id, cc.name as name from cost_centers cc
      where cc.corporate_id = ${corp}::uuid
        and cc.id in (select cost_center_id from scoped where cost_center_id is not null)
        and ${matches(sql`cc.name`, sql`cc.code`)}
      order by 3, 2 limit ${limit}
    ), places as (
      select 'PLACE' as kind, c.id::text as id, ${cityName} as name from cities c
      where c.id in (select unnest(places) from scoped)
        and ${matches(sql`c.name_vi`, sql`c.name_en`)}
      order by 3, 2 limit ${limit}
    )
    select * from people union all select * from deps union all select * from centers
    union all select * from places`);
  return result.rows;
}
