import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../server/db/client';
import { corporateStaffs, corporates, departments, users } from '../../../server/db/schema';
import {
  DEMO_ACCOUNTS,
  isDatabaseEmpty,
  seedDemo,
  type SeedSummary,
} from '../../../server/db/seed';
import { freshTestDatabase } from '../support/database';
import { CITIES } from '../../../server/domain/inventory/data/cities';
import { flightVerdict } from '../../../server/domain/policy/evaluate';
import { rulesForTraveller } from '../../../server/domain/policy/policies';

const NOW = new Date('2025-06-01T08:00:00Z');
const ROLES = ['OWNER', 'ADMIN', 'APPROVER', 'OPERATION', 'ACCOUTING', 'STAFF'];

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows;

// The full demo set (2,000 staff in the large corporate) is seeded once for this file.
describe('demo data', () => {
  let database: Database;
  let summary: SeedSummary;
  beforeAll(async () => {
    database = await freshTestDatabase();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    // How long seeding takes is measured by `npm run bench` (seed_demo_ms), not asserted here.
    summary = await seedDemo(database.db, { now: NOW });
  });
  afterAll(() => database?.close());

  it('has three corporates of 2000, 150 and 12 staff', async () => {
    expect(summary.corporates.map((c) => [c.display_name, c.staff])).toEqual([
      ['VinaSteel', 2000],
      ['Sao Mai Tech', 150],
      ['Lá Xanh Studio', 12],
    ]);
    const staffCounts = await rowsOf<{ id: string; n: number }>(
      database.db,
      sql`select corporate_id as id, count(*)::int as n from corporate_staffs group by 1`,
    );
    for (const corporate of summary.corporates) {
      expect(staffCounts.find((r) => r.id === corporate.id)?.n).toBe(corporate.staff);
    }
  });

  it('stores exactly the rows the summary reports', async () => {
    const [{ value: userCount }] = await database.db.select({ value: count() }).from(users);
    expect(userCount).toBe(summary.rows.users);
    const [{ value: departmentCount }] = await database.db
      .select({ value: count() })
      .from(departments);
    expect(departmentCount).toBe(summary.rows.departments);
  });

  it('has every corporate role in every corporate, and one owner who owns it', async () => {
    const roles = await rowsOf<{ corporate_id: string; role: string; n: number }>(
      database.db,
      sql`select corporate_id, role::text as role, count(*)::int as n
          from corporate_staffs group by 1, 2`,
    );
    for (const corporate of summary.corporates) {
      const mine = roles.filter((r) => r.corporate_id === corporate.id);
      expect(mine.map((r) => r.role).sort()).toEqual([...ROLES].sort());
      expect(mine.find((r) => r.role === 'OWNER')?.n).toBe(1);
    }
    const mismatched = await rowsOf(
      database.db,
      sql`select c.id from corporates c
          left join corporate_staffs s
            on s.corporate_id = c.id and s.user_id = c.user_id and s.role = 'OWNER'
          where s.id is null`,
    );
    expect(mismatched).toEqual([]);
  });

  it('has a travel agent linked to travellers, and at least ten individual travellers', async () => {
    const links = await rowsOf<{ role: string; travellers: number }>(
      database.db,
      sql`select u.role::text as role, count(*)::int as travellers
          from travel_agent_travellers t join users u on u.id = t.agent_user_id group by 1`,
    );
    expect(links).toEqual([{ role: 'AGENT', travellers: 4 }]);
    const [{ n }] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from users u where u.role = 'USER'
          and not exists (select 1 from corporate_staffs s where s.user_id = u.id)`,
    );
    expect(n).toBeGreaterThanOrEqual(10);
  });

  it('creates every demo account with its role', async () => {
    const found = await rowsOf<{ email: string; role: string; corporate_role: string | null }>(
      database.db,
      sql`select u.email, u.role::text as role, s.role::text as corporate_role
          from users u left join corporate_staffs s on s.user_id = u.id`,
    );
    const byEmail = new Map(found.map((r) => [r.email, r]));
    for (const account of DEMO_ACCOUNTS) {
      const row = byEmail.get(account.email);
      expect(row, account.email).toBeDefined();
      if (account.role === 'AGENT') expect(row?.role).toBe('AGENT');
      else if (account.role === 'SUPPORT') expect(row?.role).toBe('ADMIN');
      else if (account.role === 'TRAVELLER') expect(row?.corporate_role).toBeNull();
      else expect(row?.corporate_role).toBe(account.role);
    }
  });

  it('keeps references inside one corporate and fills approvers', async () => {
    const problems = await rowsOf(
      database.db,
      sql`select 'department without approver' as problem, d.name as detail
            from departments d where d.approver_id is null
          union all
          select 'staff without department', s.employee_id
            from corporate_staffs s where s.department_id is null
          union all
          select 'non-owner without approver', s.employee_id
            from corporate_staffs s where s.role <> 'OWNER' and s.approver_id is null
          union all
          select 'approver not in corporate', s.employee_id from corporate_staffs s
            where s.approver_id is not null and not exists (select 1 from corporate_staffs a
              where a.user_id = s.approver_id and a.corporate_id = s.corporate_id)
          union all
          select 'cost center without budget', c.name from cost_centers c
            where not exists (select 1 from cost_center_budgets b where b.cost_center_id = c.id)
          union all
          select 'policy without both sides', p.id::text from delegate_policies p
            where (select count(distinct side) from delegate_policy_members m
                   where m.policy_id = p.id) <> 2
          union all
          select 'e-mail outside the corporate domain', u.email from corporate_staffs s
            join users u on u.id = s.user_id join corporates c on c.id = s.corporate_id
            where split_part(u.email, '@', 2) <> split_part(c.company_email, '@', 2)`,
    );
    expect(problems).toEqual([]);
  });

  it('gives VinaSteel a travel policy per level and reason codes, the staff account’s included', async () => {
    const db = database.db;
    const [vinasteel] = await db
      .select({ id: corporates.id })
      .from(corporates)
      .where(eq(corporates.display_name, 'VinaSteel'));
    const policies = await rowsOf<{ level: string; cabins: string[]; caps: string[] }>(
      db,
      sql`select l.name as level, p.allowed_cabins::text[] as cabins,
            array(select coalesce(h.city_id, '*') from travel_policy_hotel_caps h
              where h.policy_id = p.id order by 1) as caps
          from travel_policies p join corporate_levels l on l.id = p.corporate_level_id
          where p.corporate_id = ${vinasteel.id}::uuid order by l.name`,
    );
    expect(policies.map((p) => p.level)).toEqual([
      'Ban lãnh đạo',
      'Chuyên viên',
      'Nhân viên',
      'Quản lý',
    ]);
    const cities = new Set(CITIES.map((c) => c.id));
    for (const city of policies.flatMap((p) => p.caps).filter((c) => c !== '*')) {
      expect(cities.has(city), city).toBe(true);
    }
    const reasons = await rowsOf<{ code: string }>(
      db,
      sql`select code from travel_policy_reasons where corporate_id = ${vinasteel.id}::uuid
          order by position`,
    );
    expect(reasons.map((r) => r.code)).toEqual([
      'CLIENT_MEETING',
      'NO_CHEAPER_FARE',
      'URGENT_TRIP',
    ]);
    // The staff demo account books under a policy: a business fare is outside it.
    const [staff] = await rowsOf<{ level: string | null }>(
      db,
      sql`select s.corporate_level_id as level from corporate_staffs s
            join users u on u.id = s.user_id where u.email = 'staff@vinasteel.example'`,
    );
    const rules = await rulesForTraveller(db, vinasteel.id, staff.level);
    expect(rules).not.toBeNull();
    const verdict = flightVerdict(
      rules,
      { cabin: 'BUSINESS', price: 4_186_000, round_trip: false, departure_date: '2025-06-20' },
      '2025-06-01',
    );
    expect(verdict.type).not.toBe('IN_POLICY');
    expect(verdict.reasons.map((r) => r.rule)).toContain('CABIN');
  });

  it('uses Vietnamese names and +84 mobile numbers', async () => {
    const people = await database.db
      .select({
        last_name: users.last_name,
        code: users.country_calling_code,
        phone: users.national_phone_number,
      })
      .from(users);
    expect(people.every((p) => p.code === '84' && /^[35789]\d{8}$/.test(p.phone ?? ''))).toBe(true);
    const phones = new Set(people.map((p) => p.phone));
    expect(phones.size).toBe(people.length);
    const nguyen = people.filter((p) => p.last_name?.startsWith('Nguyễn')).length;
    expect(nguyen / people.length).toBeGreaterThan(0.25);
  });

  it('loads a staff member with relations', async () => {
    const user = await database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'staff@vinasteel.example'),
      with: {
        staffs: {
          with: {
            approver: true,
            department: true,
            corporate_level: true,
            frequent_flyer_codes: true,
          },
        },
      },
    });
    const [staff] = user?.staffs ?? [];
    expect(staff?.role).toBe('STAFF');
    expect(staff?.approver?.email).toBe('approver@vinasteel.example');
    expect(staff?.department?.name).toBe('Kinh doanh – Hà Nội');
    expect(staff?.corporate_level?.name).toBeDefined();
    expect(staff?.frequent_flyer_codes.map((f) => f.airline_code).sort()).toEqual([
      'QH',
      'VJ',
      'VN',
    ]);
  });

  it('returns nothing for a corporate-scoped query with another corporate id', async () => {
    const [vinasteel, saomai] = summary.corporates;
    const [staffOfVinaSteel] = await database.db
      .select({ user_id: corporateStaffs.user_id })
      .from(corporateStaffs)
      .where(eq(corporateStaffs.corporate_id, vinasteel.id))
      .limit(1);
    const scoped = (corporateId: string) =>
      database.db
        .select()
        .from(corporateStaffs)
        .where(
          and(
            eq(corporateStaffs.corporate_id, corporateId),
            eq(corporateStaffs.user_id, staffOfVinaSteel.user_id),
          ),
        );
    expect(await scoped(vinasteel.id)).toHaveLength(1);
    expect(await scoped(saomai.id)).toEqual([]);
  });

  it('is not seeded twice behind the isDatabaseEmpty guard', async () => {
    const before = await database.db.select({ value: count() }).from(users);
    if (await isDatabaseEmpty(database.db)) await seedDemo(database.db, { now: NOW });
    // Without the guard the seed fails on unique keys and its transaction leaves nothing.
    await expect(seedDemo(database.db, { now: NOW })).rejects.toThrow();
    expect(await database.db.select({ value: count() }).from(users)).toEqual(before);
    const [{ value: corporateCount }] = await database.db
      .select({ value: count() })
      .from(corporates);
    expect(corporateCount).toBe(3);
  });
});
