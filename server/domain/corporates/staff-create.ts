/**
 * Adding staff (spec §7 before_create_corporate_staff, create_corporate_staff; rules in
 * docs/corporate-staff.md): the owner and admins invite people by e-mail; a person without an
 * account gets one, and everyone invited gets a link to accept or decline, in their language.
 */
import { z } from 'zod';
import type { FieldError } from '../../errors.js';
import { parseInput } from '../context/input.js';
import { createUserFor } from '../accounts/new-users.js';
import { LOOKUPS_PER_ACCOUNT, IP_LIMITS } from '../../auth/limits.js';
import { hitLimit } from '../../auth/rate-limit.js';
import { hitIpLimit, type AccountServices } from '../../auth/services.js';
import { writeAudit } from '../accounts/audit-repository.js';
import { corporateStaffs } from '../../db/schema.js';
import { assertCan } from './access.js';
import { createStaffInput, emailInput, type CreateStaffInput } from './staff-input.js';
import { issueLink, sendInvitations } from './staff-invitations.js';
import { presentStaff } from './staff-present.js';
import { checkRefs, contactPhone, membershipError } from './staff-refs.js';
import { staffByUser, staffCorporatesOf } from './staff-repository.js';
import {
  raced,
  refuse,
  replaceCostCenters,
  roleError,
  staffColumns,
  userByEmail,
  writer,
  type StaffDeps,
} from './staff-write.js';

/**
 * before_create_corporate_staff: what adding this e-mail would do. It tells whether an address
 * has an account, so it counts against the look-up limits of has_name (per client address and
 * per account) and is audited.
 */
export async function beforeCreateStaff(
  services: AccountServices,
  callerId: string | null,
  ip: string,
  args: { corporate_id: string; email: string },
) {
  const db = services.db;
  const { email } = parseInput(z.object({ email: emailInput }), { email: args.email });
  const { actor, scope } = await writer(db, callerId, args.corporate_id);
  assertCan(actor, 'create', 'staff');
  await hitIpLimit(services, IP_LIMITS.lookup, ip);
  await hitLimit(services, LOOKUPS_PER_ACCOUNT, actor.userId ?? '');
  const user = await userByEmail(db, email);
  await writeAudit(db, {
    actor_user_id: actor.userId,
    corporate_id: scope,
    action: 'corporate.staff.email_check',
    metadata: { email, user_exists: Boolean(user) },
    created_at: services.clock.now(),
  });
  const memberships = user ? await staffCorporatesOf(db, user.id) : [];
  const here = memberships.find((m) => m.corporate_id === scope);
  return {
    email,
    user_exists: Boolean(user),
    already_staff: Boolean(here),
    in_other_corporate: memberships.some((m) => m.corporate_id !== scope && m.active),
    // This company's own row: whether the person has joined, or the invitation to re-send.
    invitation: here
      ? (here.invitation as 'INVITED' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED')
      : null,
    // Who the account is, only for someone already in this corporate: an e-mail check must
    // not tell a corporate the names behind any address.
    user:
      user && here
        ? {
            id: user.id,
            avatar: user.avatar,
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
            role: (user.role === 'AGENT' ? 'AGENT' : 'USER') as 'USER' | 'AGENT',
            setting: {
              locale: user.locale,
              country_calling_code: user.country_calling_code,
              national_phone_number: user.national_phone_number,
            },
          }
        : null,
  };
}

/**
 * create_corporate_staff: invites the person (making their account if they have none). The
 * staff row holds what the company typed — names, contact number, title, employee id — and
 * is INVITED, inactive, until the person accepts (staff-invitations.ts); their account and
 * profile are never written.
 */
export async function createStaff(deps: StaffDeps, callerId: string | null, raw: unknown) {
  const input: CreateStaffInput = parseInput(createStaffInput, raw);
  const { db } = deps;
  const { actor, scope } = await writer(db, callerId, input.corporate_id);
  assertCan(actor, 'create', 'staff');
  const role = input.role ?? 'STAFF';
  const errors: FieldError[] = [];
  const roleProblem = roleError(actor, role);
  if (roleProblem) errors.push(roleProblem);

  const existing = await userByEmail(db, input.email);
  if (existing) {
    const problem = membershipError(await staffCorporatesOf(db, existing.id), scope);
    if (problem) errors.push(problem);
  }
  errors.push(...(await checkRefs(db, scope, input, existing?.id ?? null)));
  let phone: string | null = null;
  if (input.phone_number) {
    const checked = contactPhone(input.phone_number);
    if (checked.error) errors.push(checked.error);
    phone = checked.value;
  }
  if (errors.length > 0) refuse(errors);

  const now = deps.now();
  let created: { userId: string; locale: string; token: string };
  try {
    created = await db.transaction(async (tx) => {
      const user =
        existing ??
        (await createUserFor(
          tx,
          { channel: 'email', value: input.email },
          { first_name: input.first_name, last_name: input.last_name, locale: deps.locale },
          now,
        ));
      const [staff] = await tx
        .insert(corporateStaffs)
        .values({
          ...staffColumns(input),
          phone_number: phone,
          corporate_id: scope,
          user_id: user.id,
          role,
          active: false,
          invitation: 'INVITED',
        })
        .returning({ id: corporateStaffs.id });
      if (input.cost_center_ids?.length) {
        await replaceCostCenters(tx, scope, user.id, input.cost_center_ids);
      }
      const token = await issueLink(tx, {
        corporate_id: scope,
        staff_id: staff.id,
        user_id: user.id,
        new_account: !existing,
        invited_by: actor.userId,
        now,
      });
      return { userId: user.id, locale: user.locale, token };
    });
  } catch (error) {
    raced(error);
  }

  await sendInvitations(deps, scope, actor.userId, [
    { email: input.email, locale: created.locale, token: created.token },
  ]);
  const row = await staffByUser(db, scope, created.userId);
  if (!row) throw new Error('staff row vanished after insert');
  return (await presentStaff(db, scope, [row], deps.now()))[0];
}
