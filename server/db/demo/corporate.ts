import { demoPeopleOf } from './accounts.js';
import { addMember, planMembers, type Member, type MemberContext } from './members.js';
import type { EmailBook } from './names.js';
import { createRng, type Rng } from './prng.js';
import type { CorporateProfile, DepartmentProfile } from './profiles.js';
import { daysAgo, type SeedRows } from './rows.js';

export interface BuildCorporateOptions {
  profile: CorporateProfile;
  staffCount: number;
  now: Date;
  emails: EmailBook;
  phoneBase: number;
  rankIds: Map<string, string>;
  rows: SeedRows;
}

export interface BuiltCorporate {
  id: string;
  display_name: string;
  members: Member[];
  /** The account's opening balance (posted to the ledger once the rows are in) and its date. */
  opening: { balance: number; at: Date };
}

/** Builds one corporate with its levels, departments, members, cost centers and policies. */
export function buildCorporate(opts: BuildCorporateOptions): BuiltCorporate {
  const { profile, now, rows } = opts;
  // One stream per corporate: the size of one never changes the data of another.
  const rng = createRng(`wayfare-demo:${profile.key}`);
  const corporateId = rng.uuid();
  const created = daysAgo(now, profile.ageDays);

  const levelIds = profile.levels.map((name) => {
    const id = rng.uuid();
    rows.corporateLevels.push({ id, corporate_id: corporateId, name, inserted_at: created });
    return id;
  });
  const departmentIds = new Map<DepartmentProfile, string>();
  for (const department of profile.departments) {
    const id = rng.uuid();
    departmentIds.set(department, id);
    rows.departments.push({
      id,
      corporate_id: corporateId,
      name: department.name,
      monthly_limit: department.monthly_limit,
      currency: 'VND',
      inserted_at: created,
      updated_at: created,
    });
  }

  const ctx: MemberContext = {
    rng,
    profile,
    corporateId,
    now,
    emails: opts.emails,
    phoneBase: opts.phoneBase,
    levelIds,
    departmentIds,
    companyName: profile.corporate.company_name,
    rows,
  };
  const planned = planMembers(rng, profile, demoPeopleOf(profile.key), opts.staffCount);
  const staffStart = rows.corporateStaffs.length;
  const members = planned.map((member, index) => addMember(ctx, member, index));
  const owner = members[0];

  const { balance, ...columns } = profile.corporate;
  rows.corporates.push({
    id: corporateId,
    user_id: owner.userId,
    ...columns,
    legal_representative: fullName(rows, owner.userId),
    currency: 'VND',
    status: 'APPROVED',
    approved_at: daysAgo(now, profile.ageDays - 2),
    rank_configuration_id: opts.rankIds.get(profile.rank),
    inserted_at: created,
    updated_at: created,
  });
  rows.corporateCredits.push({ corporate_id: corporateId, currency: 'VND', ...profile.credit });

  assignApprovers(rows, staffStart, members, departmentIds);
  addCostCenters(rng, ctx, members);
  addDelegatePolicies(rng, ctx, members);
  addTravelPolicies(profile, corporateId, levelIds, created, rows);
  return {
    id: corporateId,
    display_name: profile.corporate.display_name,
    members,
    opening: { balance, at: created },
  };
}

function fullName(rows: SeedRows, userId: string): string {
  const user = rows.users.find((u) => u.id === userId)!;
  return `${user.last_name} ${user.first_name}`;
}

/**
 * Department approvers: the owner for the executive board, the APPROVER member of every other
 * department. Each member is approved by their department's approver; approvers by an admin,
 * admins by the owner.
 */
function assignApprovers(
  rows: SeedRows,
  staffStart: number,
  members: Member[],
  departmentIds: Map<DepartmentProfile, string>,
): void {
  const owner = members[0];
  const admins = members.filter((m) => m.role === 'ADMIN');
  const approverOf = new Map<string, string>();
  for (const [department, id] of departmentIds) {
    const approver = department.home?.includes('EXEC')
      ? owner
      : members.find((m) => m.role === 'APPROVER' && m.departmentId === id);
    if (!approver) throw new Error(`no approver for department ${department.name}`);
    approverOf.set(id, approver.userId);
    rows.departmentApprovers.push({ id, approver_id: approver.userId });
  }
  members.forEach((member, index) => {
    let approver: string | null;
    if (member.role === 'OWNER') approver = null;
    else if (member.role === 'ADMIN') approver = owner.userId;
    else if (member.role === 'APPROVER')
      approver = (admins[index % Math.max(admins.length, 1)] ?? owner).userId;
    else approver = approverOf.get(member.departmentId)!;
    rows.corporateStaffs[staffStart + index].approver_id = approver;
  });
}

function addCostCenters(rng: Rng, ctx: MemberContext, members: Member[]): void {
  const { rows, profile, corporateId } = ctx;
  const candidates = members.filter((m) => m.active && m.role !== 'OWNER');
  for (const costCenter of profile.costCenters) {
    const costCenterId = rng.uuid();
    rows.costCenters.push({
      id: costCenterId,
      corporate_id: corporateId,
      name: costCenter.name,
      code: costCenter.code,
      inserted_at: daysAgo(ctx.now, profile.ageDays - 3),
    });
    for (const budget of costCenter.budgets) {
      rows.costCenterBudgets.push({
        id: rng.uuid(),
        corporate_id: corporateId,
        cost_center_id: costCenterId,
        ...budget,
        used_balance: rng.int(0, Math.floor((budget.amount * 0.7) / 100_000)) * 100_000,
        currency: 'VND',
      });
    }
    for (const name of costCenter.departments) {
      const department = profile.departments.find((d) => d.name === name);
      if (!department) throw new Error(`cost center ${costCenter.name}: no department ${name}`);
      rows.costCenterAssignees.push({
        id: rng.uuid(),
        corporate_id: corporateId,
        cost_center_id: costCenterId,
        department_id: ctx.departmentIds.get(department),
      });
    }
    for (const member of pickDistinct(rng, candidates, costCenter.individuals)) {
      rows.costCenterAssignees.push({
        id: rng.uuid(),
        corporate_id: corporateId,
        cost_center_id: costCenterId,
        user_id: member.userId,
      });
    }
  }
}

/**
 * Delegation: an executive assistant (if any) books for the owner and first admin; travel-desk
 * operation staff book for managers; large corporates also keep an inactive policy.
 */
function addDelegatePolicies(rng: Rng, ctx: MemberContext, members: Member[]): void {
  const byRole = (role: Member['role']) => members.filter((m) => m.role === role);
  const [owner] = byRole('OWNER');
  const bosses = [owner, ...byRole('ADMIN').slice(0, 1)];
  const assistant = members.find((m) => m.demo?.title === 'Trợ lý Tổng Giám đốc');
  const policies: { active: boolean; delegatees: Member[]; delegators: Member[] }[] = [];
  if (assistant) policies.push({ active: true, delegatees: [assistant], delegators: bosses });
  policies.push({
    active: true,
    delegatees: byRole('OPERATION').slice(0, 2),
    delegators: assistant ? byRole('APPROVER').slice(0, 3) : bosses,
  });
  if (members.length > 100) {
    const staff = byRole('STAFF').filter((m) => !m.demo);
    policies.push({
      active: false,
      delegatees: [rng.pick(staff)],
      delegators: [rng.pick(byRole('APPROVER'))],
    });
  }
  for (const policy of policies) {
    const policyId = rng.uuid();
    const inserted = daysAgo(ctx.now, rng.int(10, 90));
    ctx.rows.delegatePolicies.push({
      id: policyId,
      corporate_id: ctx.corporateId,
      active: policy.active,
      inserted_at: inserted,
    });
    for (const [side, people] of [
      ['DELEGATEE', policy.delegatees],
      ['DELEGATOR', policy.delegators],
    ] as const) {
      for (const member of people) {
        ctx.rows.delegatePolicyMembers.push({
          policy_id: policyId,
          corporate_id: ctx.corporateId,
          side,
          user_id: member.userId,
          inserted_at: inserted,
        });
      }
    }
  }
}

function pickDistinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  }
  return picked;
}

/**
 * The profile's travel policies and reason codes. Their ids come from a stream of their own, so
 * adding them changed none of the corporate's other demo data.
 */
function addTravelPolicies(
  profile: CorporateProfile,
  corporateId: string,
  levelIds: string[],
  created: Date,
  rows: SeedRows,
): void {
  const rng = createRng(`wayfare-demo:${profile.key}:travel-policy`);
  for (const { level, hotel_caps, ...policy } of profile.travelPolicies ?? []) {
    const index = profile.levels.indexOf(level);
    if (index < 0) throw new Error(`no level ${level} for a travel policy`);
    const id = rng.uuid();
    rows.travelPolicies.push({
      id,
      corporate_id: corporateId,
      corporate_level_id: levelIds[index],
      ...policy,
      inserted_at: created,
      updated_at: created,
    });
    for (const cap of hotel_caps) {
      rows.travelPolicyHotelCaps.push({
        id: rng.uuid(),
        corporate_id: corporateId,
        policy_id: id,
        ...cap,
      });
    }
  }
  (profile.policyReasons ?? []).forEach((reason, position) => {
    rows.travelPolicyReasons.push({
      id: rng.uuid(),
      corporate_id: corporateId,
      ...reason,
      position,
      inserted_at: created,
      updated_at: created,
    });
  });
}
