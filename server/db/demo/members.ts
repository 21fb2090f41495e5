import type { DemoPerson } from './accounts.js';
import {
  corporateLocalPart,
  mobileNumber,
  passportNames,
  randomName,
  type EmailBook,
  type PersonName,
} from './names.js';
import type { Rng } from './prng.js';
import type { CorporateProfile, DepartmentProfile } from './profiles.js';
import { daysAgo, isoDate, type SeedRows } from './rows.js';

export type MemberRole = 'OWNER' | 'ADMIN' | 'APPROVER' | 'OPERATION' | 'ACCOUTING' | 'STAFF';

/** A corporate member before ids and rows exist: role, department, maybe a demo person. */
export interface PlannedMember {
  role: MemberRole;
  department: DepartmentProfile;
  demo?: DemoPerson;
}

/** A member once built: the ids other rows refer to. */
export interface Member extends PlannedMember {
  userId: string;
  staffId: string;
  departmentId: string;
  active: boolean;
}

/**
 * Decides who is in the corporate: the owner and admins on the executive board, one approver
 * per other department, operation and accounting staff in their back-office departments, and
 * staff spread over the other departments until `staffCount` members exist.
 */
export function planMembers(
  rng: Rng,
  profile: CorporateProfile,
  demos: DemoPerson[],
  staffCount: number,
): PlannedMember[] {
  const exec = profile.departments.find((d) => d.home?.includes('EXEC'));
  if (!exec) throw new Error(`${profile.key}: no executive department`);
  const others = profile.departments.filter((d) => d !== exec);
  const homeOf = (role: 'OPERATION' | 'ACCOUTING') => others.filter((d) => d.home?.includes(role));
  const unusedDemo = (role: MemberRole, department?: DepartmentProfile) => {
    const found = demos.find(
      (p) => p.role === role && (!department || p.department === department.name),
    );
    if (found) demos = demos.filter((p) => p !== found);
    return found;
  };

  const plan: PlannedMember[] = [{ role: 'OWNER', department: exec, demo: unusedDemo('OWNER') }];
  for (let i = 0; i < profile.roles.ADMIN; i++) {
    plan.push({ role: 'ADMIN', department: exec, demo: unusedDemo('ADMIN') });
  }
  for (const department of others) {
    plan.push({ role: 'APPROVER', department, demo: unusedDemo('APPROVER', department) });
  }
  for (const role of ['OPERATION', 'ACCOUTING'] as const) {
    const homes = homeOf(role);
    for (let i = 0; i < profile.roles[role]; i++) {
      const department = homes[i % homes.length];
      plan.push({ role, department, demo: unusedDemo(role, department) });
    }
  }
  const demoStaff = demos.filter((p) => p.role === 'STAFF');
  const remaining = staffCount - plan.length - demoStaff.length;
  if (remaining < 0) {
    throw new Error(`${profile.key}: at least ${plan.length + demoStaff.length} staff are needed`);
  }
  for (const demo of demoStaff) {
    const department = profile.departments.find((d) => d.name === demo.department) ?? exec;
    plan.push({ role: 'STAFF', department, demo });
  }
  for (let i = 0; i < remaining; i++) {
    plan.push({ role: 'STAFF', department: rng.pick(others) });
  }
  return plan;
}

export interface MemberContext {
  rng: Rng;
  profile: CorporateProfile;
  corporateId: string;
  now: Date;
  emails: EmailBook;
  /** First generated phone index of this corporate (ranges never overlap). */
  phoneBase: number;
  levelIds: string[];
  departmentIds: Map<DepartmentProfile, string>;
  companyName: string;
  rows: SeedRows;
}

const STAFF_TITLES = ['Nhân viên', 'Chuyên viên', 'Kỹ sư', 'Trưởng nhóm', 'Chuyên viên cao cấp'];

/** Adds the user and corporate_staffs rows (approver_id filled in later by the caller). */
export function addMember(ctx: MemberContext, planned: PlannedMember, index: number): Member {
  const { rng, profile, now } = ctx;
  const demo = planned.demo;
  const name: PersonName = demo?.name ?? randomName(rng);
  const userId = rng.uuid();
  const staffId = rng.uuid();
  const level = levelIndex(planned.role, profile.levels.length, rng);
  const monthlyLimit = planned.role === 'OWNER' ? null : profile.levelLimits[level];
  const usedBalance =
    monthlyLimit && rng.chance(0.7)
      ? rng.int(0, Math.floor((monthlyLimit * 0.6) / 1000)) * 1000
      : 0;
  const joined =
    planned.role === 'OWNER'
      ? daysAgo(now, profile.ageDays)
      : daysAgo(now, rng.int(0, profile.ageDays));
  const dob = isoDate(
    new Date(
      Date.UTC(
        planned.role === 'OWNER' ? rng.int(1962, 1978) : rng.int(1966, 2002),
        rng.int(0, 11),
        rng.int(1, 28),
      ),
    ),
  );
  const hasPassport = demo !== undefined || rng.chance(0.45);
  const passport = passportNames(name);
  const departmentId = ctx.departmentIds.get(planned.department)!;
  const active = demo !== undefined || planned.role !== 'STAFF' || rng.chance(0.97);

  ctx.rows.users.push({
    id: userId,
    email: demo?.email ?? ctx.emails.next(corporateLocalPart(name), profile.domain),
    first_name: name.first_name,
    last_name: name.last_name,
    role: 'USER',
    locale: rng.chance(0.15) ? 'en' : 'vi',
    dob,
    gender: name.gender,
    country_calling_code: '84',
    national_phone_number: demo?.national_phone_number ?? mobileNumber(ctx.phoneBase + index),
    inserted_at: joined,
    updated_at: joined,
  });
  ctx.rows.corporateStaffs.push({
    id: staffId,
    corporate_id: ctx.corporateId,
    user_id: userId,
    role: planned.role,
    active,
    corporate_level_id: ctx.levelIds[level],
    department_id: departmentId,
    team: planned.role === 'STAFF' && rng.chance(0.4) ? `Nhóm ${rng.int(1, 4)}` : null,
    title: titleOf(planned, profile, rng),
    employee_id: `${profile.employeePrefix}${String(index + 1).padStart(5, '0')}`,
    monthly_limit: monthlyLimit,
    used_balance: usedBalance,
    currency: 'VND',
    courtesy_title: name.gender === 'MALE' ? 'MR' : rng.pick(['MS', 'MRS']),
    passport_first_name: hasPassport ? passport.first : null,
    passport_last_name: hasPassport ? passport.last : null,
    date_of_birth: dob,
    nationality_country_code: 'VN',
    passport: hasPassport ? `C${rng.int(1_000_000, 9_999_999)}` : null,
    passport_country_code: hasPassport ? 'VN' : null,
    passport_expired: hasPassport ? isoDate(daysAgo(now, -rng.int(200, 3500))) : null,
    gender: name.gender,
    legal_entity: planned.department.legal_entity ?? ctx.companyName,
    is_enable_expense:
      profile.corporate.is_enable_expense && (demo !== undefined || rng.chance(0.6)),
    // Staff added in the last three days have not signed in yet: their invitation is pending.
    joined_at:
      demo === undefined && now.getTime() - joined.getTime() < 3 * 86_400_000 ? null : joined,
    inserted_at: joined,
    updated_at: joined,
  });
  if (demo !== undefined || rng.chance(0.3))
    addFrequentFlyerCodes(ctx, staffId, demo !== undefined);
  return { ...planned, userId, staffId, departmentId, active };
}

/** Level index: board for owner/admins, managers for approvers, the rest below. */
function levelIndex(role: MemberRole, levels: number, rng: Rng): number {
  const last = levels - 1;
  if (role === 'OWNER' || role === 'ADMIN') return 0;
  if (role === 'APPROVER') return Math.min(1, last - 1);
  if (role === 'OPERATION' || role === 'ACCOUTING') return levels > 2 ? 2 : last;
  return levels > 2 && rng.chance(0.3) ? 2 : last;
}

function titleOf(planned: PlannedMember, profile: CorporateProfile, rng: Rng): string {
  switch (planned.role) {
    case 'OWNER':
    case 'ADMIN':
      return profile.titles[planned.role];
    case 'APPROVER':
      return 'Trưởng phòng';
    case 'OPERATION':
      return 'Chuyên viên hành chính';
    case 'ACCOUTING':
      return 'Kế toán viên';
    default:
      return planned.demo?.title ?? rng.pick(STAFF_TITLES);
  }
}

const AIRLINES = [
  { code: 'VN', digits: 10 },
  { code: 'VJ', digits: 9 },
  { code: 'QH', digits: 9 },
];

function addFrequentFlyerCodes(ctx: MemberContext, staffId: string, all: boolean): void {
  for (const airline of AIRLINES) {
    if (!all && !ctx.rng.chance(0.5)) continue;
    ctx.rows.frequentFlyerCodes.push({
      id: ctx.rng.uuid(),
      corporate_id: ctx.corporateId,
      staff_id: staffId,
      airline_code: airline.code,
      code: ctx.rng.code(airline.digits, '0123456789'),
    });
  }
}
