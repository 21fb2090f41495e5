/**
 * Nightly prices and rooms left of every room type for the inventory's dates, generated in
 * SQL from the room's base price: season and holidays by destination regime (seasons.ts),
 * weekend nights (Friday and Saturday: dearer at leisure destinations, cheaper in business
 * cities), a small deterministic jitter, and some sold-out nights (allotment 0).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { CITY_REGIME } from './regimes.js';
import { nightFactors } from './seasons.js';

/** Rates of `days` nights from `firstDate`; of these properties only, when given. */
export async function generateDailyRates(
  db: Db,
  firstDate: string,
  days: number,
  propertyIds?: string[],
): Promise<void> {
  const only = propertyIds
    ? sql`and p.id in (${sql.join(
        propertyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const nights = sql.join(
    nightFactors(firstDate, days).map(
      (n) =>
        sql`(${n.date}::date, ${n.index}::int, ${n.beach}::float8, ${n.city}::float8, ${n.highland}::float8)`,
    ),
    sql`, `,
  );
  const cityIds = Object.entries(CITY_REGIME)
    .filter(([, r]) => r === 'city')
    .map(([id]) => id);
  const highlandIds = Object.entries(CITY_REGIME)
    .filter(([, r]) => r === 'highland')
    .map(([id]) => id);
  const list = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  await db.execute(sql`
    insert into room_daily_rates (room_type_id, date, price, allotment)
    select rt.id, n.date,
      round(rt.base_price
        * case when p.city_id in (${list(cityIds)}) then n.city
               when p.city_id in (${list(highlandIds)}) then n.highland
               else n.beach end
        * case when extract(isodow from n.date) in (5, 6)
               then case when p.city_id in (${list(cityIds)}) then 0.95 else 1.2 end
               else case when p.city_id in (${list(cityIds)}) then 1.05 else 1.0 end end
        * (0.95 + ((rt.seq * 7907 + n.idx * 613) % 100) / 1000.0)
        / 1000) * 1000,
      case
        when (rt.seq * 97 + n.idx * 31) % 100 < 4 then 0
        when extract(isodow from n.date) in (5, 6) and (rt.seq * 97 + n.idx * 31) % 100 < 9 then 0
        else 1 + ((rt.seq * 97 + n.idx * 31) * 7 + n.idx) % rt.total_rooms
      end
    from room_types rt
    join properties p on p.id = rt.property_id
    cross join (values ${nights}) as n(date, idx, beach, city, highland)
    where p.supplier = 'local' ${only}`);
}
