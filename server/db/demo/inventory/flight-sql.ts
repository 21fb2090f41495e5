/**
 * Dated flights and fares for the 90 days after the seed date, generated inside the database
 * (INSERT … SELECT over generate_series: one statement each, far faster than sending rows).
 * Deterministic: ids are md5 of schedule and date; prices vary with the days to departure,
 * the weekday, the hour and a per-flight jitter derived from the schedule number and the day.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';

export const INVENTORY_DAYS = 90;

/** Past-dated flights for the demo's order history: only these schedules, `days` days. */
export interface FlightSubset {
  days: number;
  scheduleIds: string[];
}

export async function generateFlightInstances(
  db: Db,
  firstDate: string,
  subset?: FlightSubset,
): Promise<void> {
  const days = subset?.days ?? INVENTORY_DAYS;
  const only = subset
    ? sql`and s.id in (${sql.join(
        subset.scheduleIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    insert into flight_instances (id, schedule_id, depart_date, origin, destination, airline_code,
      stops, departs_at, arrives_at, depart_minute, arrive_minute, arrive_date, duration_minutes)
    select md5(s.id::text || d.day::text)::uuid, s.id, d.day, s.origin, s.destination,
      s.airline_code, s.stops, x.dep, x.arr, s.depart_minute,
      (extract(hour from x.arr at time zone da.timezone) * 60
        + extract(minute from x.arr at time zone da.timezone))::smallint,
      (x.arr at time zone da.timezone)::date, s.duration_minutes
    from flight_schedules s
    join airports oa on oa.code = s.origin
    join airports da on da.code = s.destination
    cross join lateral (
      select (${firstDate}::date + g) as day from generate_series(0, ${days - 1}) g
    ) d
    cross join lateral (
      select ((d.day + s.depart_minute * interval '1 minute') at time zone oa.timezone) as dep,
        ((d.day + s.depart_minute * interval '1 minute') at time zone oa.timezone)
          + s.duration_minutes * interval '1 minute' as arr
    ) x
    where s.supplier = 'local'
      and (s.days_of_week & (1 << (extract(isodow from d.day)::int - 1))) <> 0 ${only}`);
}

/**
 * Fares of the flights departing before `departingBefore` when given (the demo's past flights,
 * added after the others), else of every flight.
 */
export async function generateFlightFares(
  db: Db,
  seedDate: string,
  departingBefore?: string,
): Promise<void> {
  const before = departingBefore ? sql`where depart_date < ${departingBefore}::date` : sql``;
  // The inner query computes each adult fare once (OFFSET 0 keeps the planner from inlining it
  // into every expression that uses it, which made the seed five times slower on PGlite).
  await db.execute(sql`
    insert into flight_fares (instance_id, plan_id, cabin, adult_fare, adult_charge,
      child_fare, child_charge, infant_fare, infant_charge, seats_left)
    select c.instance_id, c.plan_id, c.cabin,
      c.adult, c.tax + case when c.international then 0 else round(c.adult * 0.1e0 / 1000) * 1000 end,
      c.child, c.tax + case when c.international then 0 else round(c.child * 0.1e0 / 1000) * 1000 end,
      c.infant, case when c.international then 0 else round(c.infant * 0.1e0 / 1000) * 1000 end,
      c.seats_left
    from (
      select f.*,
        round(f.adult * case when f.lcc then 0.9e0 else 0.75e0 end / 1000) * 1000 as child,
        case when not f.lcc then round(f.adult * 0.1e0 / 1000) * 1000
          when f.international then 400000 else 150000 end as infant,
        case
          when f.h < 5 then 0
          when f.dtd <= 3 and f.h < 35 then 1 + f.h % 3
          else least(case when f.cabin = 'ECONOMY' then 9 else 4 end, 1 + f.h % 12)
        end as seats_left,
        case when f.international then 650000 else 120000 end as tax
      from (
        select i.id as instance_id, p.id as plan_id, p.cabin, s.international, i.dtd,
          al.kind = 'LCC' as lcc,
          (s.seq * 131 + i.dtd * 17 + p.pos * 7) % 100 as h,
          round(s.base_fare::float8 * p.factor
            * case
                when i.dtd <= 3 then 1.55e0 when i.dtd <= 7 then 1.3e0 when i.dtd <= 14 then 1.12e0
                when i.dtd <= 30 then 1.0e0 when i.dtd <= 60 then 0.9e0 else 0.85e0 end
            * case i.dow when 5 then 1.15e0 when 7 then 1.15e0 when 6 then 1.05e0
                when 2 then 0.92e0 when 3 then 0.92e0 else 1.0e0 end
            * case
                when i.depart_minute between 420 and 540 or i.depart_minute between 1020 and 1200
                  then 1.08e0
                when i.depart_minute < 360 or i.depart_minute >= 1320 then 0.88e0
                else 1.0e0 end
            * (0.9e0 + ((s.seq * 7919 + i.dtd * 104729) % 1000) / 5000.0e0)
            / 1000) * 1000 as adult
        from (
          select id, schedule_id, depart_minute, extract(isodow from depart_date)::int as dow,
            depart_date - ${seedDate}::date as dtd
          from flight_instances ${before}
        ) i
        join flight_schedules s on s.id = i.schedule_id
        join airlines al on al.code = s.airline_code
        join (
          select id, airline_code, cabin, factor::float8 as factor, (factor * 100)::int as pos
          from fare_plans
        ) p on p.airline_code = s.airline_code
          and (p.cabin = 'ECONOMY'
            or (s.aircraft not like 'ATR%'
              and (p.cabin <> 'PREMIUM_ECONOMY' or s.aircraft ~ '787|A350')))
        offset 0
      ) f
      offset 0
    ) c`);
}
