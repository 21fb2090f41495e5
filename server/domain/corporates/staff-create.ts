/**
 * Adding staff (spec §7 before_create_corporate_staff, create_corporate_staff; rules and the
 * invitation in docs/corporate.md): the owner and admins add people by e-mail; a person
 * without an account gets one, and everyone added gets an invitation in their language.
 */
import { z } from 'zod';
import type { FieldError } from '../../errors.js';
import { parseInput } from '../../graphql/validate.js';
import type { PhoneParts } from '../../auth/identifiers.js';
import { createUserFor } from '../accounts/new-users.js';
import { messageLocale } from '../../providers/messaging/texts.js';
import type { Db } from '../../db/client.js';
import { corporateStaffs } from '../../db/schema.js';
import { assertCan } from './access.js';
import { corporateById } from './repository.js';
import { createStaffInput, emailInput, type CreateStaffInput } from './staff-input.js';
import { invitationEmail } from './staff-mail.js';
import { presentStaff } from './staff-present.js';
import { checkPhone, checkRefs, membershipError } from './staff-refs.js';
import { staffByUser, staffCorporatesOf } from './staff-repository.js';
import {
  raced,
  refuse,
  replaceCostCenters,
  roleError,
  staffColumns,
  userByEmail,
  writeAccount,
  writer,
  type StaffDeps,
} from './staff-write.js';

/** before_create_corporate_staff: what adding this e-mail would do. */
export async function beforeCreateStaff(
  db: Db,
  callerId: string | null,
  args: { corporate_id: string; email: string },
) {
  const { email } = parseInput(z.object({ email: emailInput }), { email: args.email });
  const { actor, scope } = await writer(db, callerId, args.corporate_id);
  assertCan(actor, 'create', 'staff');
  const user = await userByEmail(db, email);
  const memberships = user ? await staffCorporatesOf(db, user.id) : [];
  const here = memberships.find((m) => m.corporate_id === scope);
  return {
    email,
    user_exists: Boolean(user),
    already_staff: Boolean(here),
    in_other_corporate: memberships.some((m) => m.corporate_id !== scope && m.active),
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

/** create_corporate_staff: adds the person (making their account if needed) and invites them. */
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
  let phone: PhoneParts | null = null;
  if (input.phone_number) {
    const checked = await checkPhone(db, input.phone_number, {
      id: existing?.id ?? null,
      country_calling_code: existing?.country_calling_code ?? null,
      national_phone_number: existing?.national_phone_number ?? null,
    });
    if (checked.error) errors.push(checked.error);
    phone = checked.set;
  }
  if (errors.length > 0) refuse(errors);

  let created: { userId: string; isNew: boolean; locale: string };
  try {
    created = await db.transaction(async (tx) => {
      const user =
        existing ??
        (await createUserFor(
          tx,
          { channel: 'email', value: input.email },
          { first_name: input.first_name, last_name: input.last_name, locale: deps.locale },
        ));
      await writeAccount(tx, user.id, existing ? input : {}, phone);
      await tx.insert(corporateStaffs).values({
        ...staffColumns(input),
        corporate_id: scope,
        user_id: user.id,
        role,
        active: true,
      });
      if (input.cost_center_ids?.length) {
        await replaceCostCenters(tx, scope, user.id, input.cost_center_ids);
      }
      return { userId: user.id, isNew: !existing, locale: user.locale };
    });
  } catch (error) {
    raced(error);
  }

  await sendInvitations(deps, scope, actor.userId, [
    { email: input.email, locale: created.locale },
  ]);
  const row = await staffByUser(db, scope, created.userId);
  if (!row) throw new Error('staff row vanished after insert');
  return (await presentStaff(db, scope, [row]))[0];
}

/**
 * The invitation e-mails of people just added, each in the recipient's language, one after
 * the other (the outbox or SMTP; a delivery failure is logged by the messenger, never undoes
 * the adding).
 */
export async function sendInvitations(
  deps: StaffDeps,
  scope: string,
  inviterId: string | null,
  people: ReadonlyArray<{ email: string; locale: string }>,
) {
  if (people.length === 0) return;
  const [corporate, inviter] = await Promise.all([
    corporateById(deps.db, scope),
    staffByUser(deps.db, scope, inviterId ?? ''),
  ]);
  const company = corporate?.display_name || corporate?.company_name || '';
  const inviterName =
    [inviter?.last_name, inviter?.first_name].filter(Boolean).join(' ') || inviter?.email || '';
  // A few at a time: 2,000 invitations of an import are not 2,000 round trips in a row.
  const queue = [...people];
  const worker = async () => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      await deps.messenger.deliver({
        channel: 'email',
        to: person.email,
        code: null,
        ...invitationEmail(messageLocale(person.locale), {
          company,
          inviter: inviterName,
          email: person.email,
          link: `${deps.origin}/`,
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}
