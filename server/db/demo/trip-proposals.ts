/**
 * Demo trip proposals of VinaSteel (docs/trip-proposals.md "Demo data"): one OPEN with three
 * options (two flights Hà Nội → TP. Hồ Chí Minh and a stay there) and one PICKED by its
 * traveller. Made through the trips domain itself, so every option is re-priced from the demo
 * inventory and judged by the traveller's travel policy as a live proposal is. The offers are
 * the first ones (by departure, fare, name) a week after the seed clock: deterministic.
 */
import { sql } from 'drizzle-orm';
import { addDays, vietnamDate } from '../../../common/calendar.js';
import type { Database } from '../client.js';
import { propertyDetail } from '../../domain/inventory/properties/detail.js';
import type { ProposalOptionInput } from '../../domain/proposals/input.js';
import { createTripProposal, pickTripProposalOption } from '../../domain/proposals/proposals.js';
import { staySuppliers } from '../../providers/inventory/index.js';

async function flights(database: Database, day: string, count: number) {
  const { rows } = await database.db.execute<{ instance_id: string; plan_id: string }>(sql`
    select f.instance_id, f.plan_id from flight_instances i
    join flight_fares f on f.instance_id = i.id
    where i.origin = 'HAN' and i.destination = 'SGN' and i.depart_date = ${day}
      and f.cabin = 'ECONOMY' and f.seats_left > 0
    order by i.departs_at, i.id, f.plan_id
    limit ${count}`);
  return rows.map((r): ProposalOptionInput => ({
    kind: 'FLIGHT',
    flight: {
      id: `local:${r.instance_id}:ECONOMY`,
      seat_class_id: `local:${r.instance_id}:${r.plan_id}`,
    },
  }));
}

async function stay(
  database: Database,
  checkIn: string,
  now: Date,
): Promise<ProposalOptionInput[]> {
  const { rows } = await database.db.execute<{ id: string }>(sql`
    select p.id from properties p where p.city_id = 'ho-chi-minh' order by p.name, p.id limit 5`);
  const checkOut = addDays(checkIn, 2);
  for (const { id } of rows) {
    const detail = await propertyDetail(
      database.db,
      staySuppliers(database),
      { id, check_in: checkIn, check_out: checkOut, n_o_a: 2, rooms: 1 },
      'vi',
      null,
      now,
    );
    const rate = detail?.room_types.flatMap((r) => r.rates)[0];
    if (detail && rate) {
      return [{ kind: 'HOTEL', hotel: { property_id: detail.id, rate_id: rate.id, n_o_a: 2 } }];
    }
  }
  return [];
}

/**
 * The demo's own sign-ins when present (staff@ travels, operation@ proposes: accounts.ts), else
 * VinaSteel's first staff member and first operation member (else the owner) by e-mail.
 */
export async function seedTripProposals(database: Database, corporateId: string, now: Date) {
  const { rows } = await database.db.execute<{
    user_id: string;
    role: string;
    is_owner: boolean;
    email: string | null;
  }>(sql`
    select s.user_id, s.role::text as role, (c.user_id = s.user_id) as is_owner, u.email
    from corporate_staffs s join corporates c on c.id = s.corporate_id
    join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid and s.active
    order by u.email`);
  const demo = (local: string) => rows.find((r) => r.email?.startsWith(`${local}@`));
  const traveller = (demo('staff') ?? rows.find((r) => r.role === 'STAFF' && !r.is_owner))?.user_id;
  const booker = (
    demo('operation') ??
    rows.find((r) => r.role === 'OPERATION') ??
    rows.find((r) => r.is_owner)
  )?.user_id;
  if (!traveller || !booker) return { proposals: 0 };
  const day = addDays(vietnamDate(now), 7);
  const found = await flights(database, day, 3);
  const hotel = await stay(database, day, now);
  const open = [...found.slice(0, 2), ...hotel];
  if (open.length < 3 || found.length < 2) return { proposals: 0 };
  await createTripProposal(
    database,
    booker,
    {
      traveller_id: traveller,
      title: 'Công tác TP. Hồ Chí Minh: họp nhà máy Bình Dương',
      note: 'Anh/chị chọn giúp một phương án trước thứ Sáu.',
      options: open,
    },
    now,
    'vi',
  );
  const picked = await createTripProposal(
    database,
    booker,
    {
      traveller_id: traveller,
      title: 'Hà Nội → TP. Hồ Chí Minh: hội chợ thép',
      note: null,
      options: found.slice(0, 2),
    },
    new Date(now.getTime() - 3_600_000),
    'vi',
  );
  await pickTripProposalOption(
    database.db,
    traveller,
    { id: picked.id, option_id: picked.options[0].id },
    now,
    'vi',
  );
  return { proposals: 2 };
}
