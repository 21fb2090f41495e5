/**
 * Changing staff (spec §7 update_corporate_staff; rules in docs/corporate.md) and what adding
 * and changing share. The owner and admins edit staff; only the owner edits the owner's record
 * or gives and takes the ADMIN role; the owner role is never given or taken here; nobody is
 * deleted (deactivated instead).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  corporateStaffs,
  costCenterAssignees,
  frequentFlyerCodes,
  users,
} from '../../db/schema.js';
import { AppError, type FieldError } from '../../errors.js';
import { parseInput } from '../context/input.js';
import { isUniqueViolation } from '../accounts/races.js';
import type { Messenger } from '../../providers/messaging/index.js';
import { email, recipientOf } from '../../mail/index.js';
import { assignableRoles, can, type Actor } from '../../../common/permissions/corporate.js';
import { actorFor, assertCan, ownCorporate } from './access.js';
import { requireUserId } from '../context/user.js';
import { checkIds } from './ids.js';
import { updateStaffInput, type UpdateStaffInput } from './staff-input.js';
import { presentStaff } from './staff-present.js';
import { checkRefs, contactPhone } from './staff-refs.js';
import { corporateById } from './repository.js';
import { staffByUser, staffCorporatesOf, type StaffRow } from './staff-repository.js';

export interface StaffDeps {
  db: Db;
  messenger: Messenger;
  /** The app's origin for links in e-mails. */
  origin: string;
  /** The caller's language (x-locale): a new account's language. */
  locale: string;
  /** The server's clock (invitation links expire). */
  now: () => Date;
}

export function refuse(fields: FieldError[]): never {
  throw new AppError(
    'BAD_USER_INPUT',
    fields.map((f) => `${f.field}: ${f.message}`).join(' '),
    fields,
  );
}

export async function writer(db: Db, callerId: string | null, corporateId: string) {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  return { actor, scope };
}

/** Roles `actor` may give (never OWNER; ADMIN by the owner only) as a field error otherwise. */
export function roleError(actor: Actor, role: string): FieldError | null {
  return assignableRoles(actor).includes(role as never)
    ? null
    : { field: 'role', rule: 'not_allowed', message: `you may not give the role ${role}` };
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row ?? null;
}

/** Input fields that are staff columns, as given (undefined: leave as it is). */
export function staffColumns(input: Partial<UpdateStaffInput>) {
  const keys = [
    'first_name',
    'last_name',
    'corporate_level_id',
    'department_id',
    'approver_id',
    'monthly_limit',
    'team',
    'title',
    'employee_id',
    'note',
    'courtesy_title',
    'passport_first_name',
    'passport_last_name',
    'date_of_birth',
    'nationality_country_code',
    'passport',
    'passport_country_code',
    'passport_expired',
    'gender',
    'legal_entity',
  ] as const;
  const values: Record<string, unknown> = {};
  for (const key of keys) if (input[key] !== undefined) values[key] = input[key];
  // Not-null columns: null means "leave it".
  if (input.role != null) values.role = input.role;
  if (input.active != null) values.active = input.active;
  if (input.is_enable_expense != null) values.is_enable_expense = input.is_enable_expense;
  return values as Partial<typeof corporateStaffs.$inferInsert>;
}

export async function replaceCostCenters(
  tx: Tx,
  corporateId: string,
  userId: string,
  ids: string[],
) {
  await tx
    .delete(costCenterAssignees)
    .where(
      and(
        eq(costCenterAssignees.corporate_id, corporateId),
        eq(costCenterAssignees.user_id, userId),
      ),
    );
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await tx.insert(costCenterAssignees).values(
      unique.map((cost_center_id) => ({
        corporate_id: corporateId,
        cost_center_id,
        user_id: userId,
      })),
    );
  }
}

export async function replaceFrequentFlyerCodes(
  tx: Tx,
  corporateId: string,
  staffId: string,
  codes: Array<{ airline_code: string; code: string }>,
) {
  await tx
    .delete(frequentFlyerCodes)
    .where(
      and(
        eq(frequentFlyerCodes.corporate_id, corporateId),
        eq(frequentFlyerCodes.staff_id, staffId),
      ),
    );
  if (codes.length > 0) {
    await tx
      .insert(frequentFlyerCodes)
      .values(codes.map((c) => ({ corporate_id: corporateId, staff_id: staffId, ...c })));
  }
}

/** A unique violation the checks could not foresee (a concurrent write) as a field error. */
export function raced(error: unknown): never {
  if (isUniqueViolation(error)) {
    const e = error as { constraint?: string; cause?: { constraint?: string } };
    const text = String(e.constraint ?? e.cause?.constraint ?? error);
    if (text.includes('employee')) {
      refuse([
        {
          field: 'employee_id',
          rule: 'unique',
          message: 'another staff member has this employee id',
        },
      ]);
    }
    refuse([
      { field: 'email', rule: 'already_staff', message: 'is already staff of this corporate' },
    ]);
  }
  throw error;
}

/** update_corporate_staff: changes the fields given; deactivates instead of deleting. */
export async function updateStaff(deps: StaffDeps, callerId: string | null, raw: unknown) {
  const input: UpdateStaffInput = parseInput(updateStaffInput, raw);
  const { db } = deps;
  const { actor, scope } = await writer(db, callerId, input.corporate_id);
  assertCan(actor, 'edit', 'staff');
  const target = await staffByUser(db, scope, input.user_id);
  if (!target) throw new AppError('NOT_FOUND', 'This user is not staff of your corporate.');
  assertCan(actor, 'edit', 'staff', { user_id: target.user_id, role: target.role });

  const errors: FieldError[] = [];
  if (input.role != null && input.role !== target.role) {
    if (target.role === 'OWNER') {
      errors.push({ field: 'role', rule: 'owner', message: "the owner's role does not change" });
    } else if (!can(actor, 'edit', 'members', { user_id: target.user_id, role: target.role })) {
      errors.push({
        field: 'role',
        rule: 'not_allowed',
        message: `you may not change the role of a ${target.role}`,
      });
    } else {
      const problem = roleError(actor, input.role);
      if (problem) errors.push(problem);
    }
  }
  if (input.active === false && target.active) {
    if (target.role === 'OWNER') {
      errors.push({ field: 'active', rule: 'owner', message: 'the owner cannot be deactivated' });
    } else if (target.user_id === actor.userId) {
      errors.push({ field: 'active', rule: 'self', message: 'you cannot deactivate yourself' });
    }
  }
  if (input.active === true && !target.active && target.invitation !== 'ACCEPTED') {
    // Only the person makes themselves staff: an invitation they have not accepted is not
    // turned into a membership by the company (re-send it instead).
    errors.push({
      field: 'active',
      rule: 'not_accepted',
      message: 'has not accepted the invitation',
    });
  } else if (input.active === true && !target.active) {
    const memberships = await staffCorporatesOf(db, target.user_id);
    if (memberships.some((m) => m.corporate_id !== scope && m.active)) {
      errors.push({
        field: 'active',
        rule: 'in_other_corporate',
        message: 'is staff of another corporate now',
      });
    }
  }
  errors.push(...(await checkRefs(db, scope, input, target.user_id)));
  // The contact number is the staff row's (null clears it); the account is never written.
  let phone: string | null | undefined = input.phone_number === null ? null : undefined;
  if (input.phone_number) {
    const checked = contactPhone(input.phone_number);
    if (checked.error) errors.push(checked.error);
    phone = checked.value;
  }
  if (errors.length > 0) refuse(errors);

  try {
    await db.transaction(async (tx) => {
      const columns = {
        ...staffColumns(input),
        ...(phone === undefined ? {} : { phone_number: phone }),
      };
      if (Object.keys(columns).length > 0) {
        await tx
          .update(corporateStaffs)
          .set(columns)
          .where(
            and(
              eq(corporateStaffs.corporate_id, scope),
              eq(corporateStaffs.user_id, target.user_id),
            ),
          );
      }
      if (input.cost_center_ids)
        await replaceCostCenters(tx, scope, target.user_id, input.cost_center_ids);
      if (input.frequent_flyer_codes) {
        await replaceFrequentFlyerCodes(tx, scope, target.id, input.frequent_flyer_codes);
      }
    });
  } catch (error) {
    raced(error);
  }
  const row = await staffByUser(db, scope, target.user_id);
  if (!row) throw new AppError('NOT_FOUND', 'This user is not staff of your corporate.');
  // Someone who has not joined hears nothing but the invitation (which names the role).
  if (row.role !== target.role && row.invitation === 'ACCEPTED') {
    await tellRoleChange(deps, scope, row);
  }
  return (await presentStaff(db, scope, [row], deps.now()))[0];
}

/** The member hears of a new role in their language (a failed delivery is only logged). */
async function tellRoleChange(deps: StaffDeps, scope: string, row: StaffRow) {
  if (!row.email) return;
  const corporate = await corporateById(deps.db, scope);
  await deps.messenger.deliver(
    email(row.email, 'staff_role_changed', recipientOf(row), {
      company: corporate?.display_name || corporate?.company_name || '',
      role: row.role,
      link: `${deps.origin}/corporate`,
    }),
  );
}
