/**
 * Joining a company is the person's choice (DESIGN.md 16; issue 19 hole 2; rules in
 * docs/corporate-staff.md "Consent"). Adding someone makes an INVITED staff row that grants
 * nothing — it is inactive, so it is no membership, no approver, no delegate or delegator, no
 * one to act for, and no `in_other_corporate` for another company — and sends a link: an
 * unguessable single-use token (only its SHA-256 is stored) that expires after
 * INVITATION_DAYS. The person accepts or declines through the link, or in the app
 * (`my_staff_invitations`). An account made by the invitation is enrolled by its first
 * sign-in while the link lives (the e-mail asked them to sign in to join): domain/enrolment.
 */
import { sql } from 'drizzle-orm';
import { newToken, tokenHash } from '../../auth/crypto.js';
import type { Db, Tx } from '../../db/client.js';
import { staffInvitations } from '../../db/schema.js';
import { AppError, type FieldError } from '../../errors.js';
import { email, recipientOf } from '../../mail/index.js';
import { writeAudit } from '../accounts/audit-repository.js';
import { assertCan } from './access.js';
import { requireUserId } from '../context/user.js';
import { checkIds } from './ids.js';
import { corporateById } from './repository.js';
import { presentStaff } from './staff-present.js';
import { staffByUser } from './staff-repository.js';
import { refuse, writer, type StaffDeps } from './staff-write.js';

/** How long an invitation link works; the company re-sends it after that. */
export const INVITATION_DAYS = 14;

/**
 * A new link for a staff row: the earlier links of the row stop working. Returns the token,
 * which exists only in the e-mail.
 */
export async function issueLink(
  tx: Db | Tx,
  link: {
    corporate_id: string;
    staff_id: string;
    user_id: string;
    new_account: boolean;
    invited_by: string | null;
    now: Date;
  },
): Promise<string> {
  await tx.execute(sql`
    update staff_invitations set used_at = ${link.now.toISOString()}::timestamptz
    where corporate_id = ${link.corporate_id}::uuid and staff_id = ${link.staff_id}::uuid
      and used_at is null`);
  const token = newToken();
  await tx.insert(staffInvitations).values({
    corporate_id: link.corporate_id,
    staff_id: link.staff_id,
    user_id: link.user_id,
    token_hash: tokenHash(token),
    new_account: link.new_account,
    invited_by: link.invited_by,
    expires_at: new Date(link.now.getTime() + INVITATION_DAYS * 86_400_000),
    inserted_at: link.now,
  });
  return token;
}

export const invitationUrl = (origin: string, token: string) =>
  `${origin}/account/invitations?token=${encodeURIComponent(token)}`;

/**
 * The invitation e-mails of people just added, each in the recipient's language, a few at a
 * time (the outbox or SMTP; a delivery failure is logged by the messenger, never undoes the
 * adding).
 */
export async function sendInvitations(
  deps: StaffDeps,
  scope: string,
  inviterId: string | null,
  people: ReadonlyArray<{ email: string; locale: string; token: string }>,
) {
  if (people.length === 0) return;
  const [corporate, inviter] = await Promise.all([
    corporateById(deps.db, scope),
    staffByUser(deps.db, scope, inviterId ?? ''),
  ]);
  const company = corporate?.display_name || corporate?.company_name || '';
  const inviterName =
    [inviter?.last_name, inviter?.first_name].filter(Boolean).join(' ') || inviter?.email || '';
  const queue = [...people];
  const worker = async () => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      // In the person's language: for an account the invitation made, the inviter's.
      await deps.messenger.deliver(
        email(person.email, 'staff_invitation', recipientOf(person), {
          company,
          inviter: inviterName,
          email: person.email,
          link: invitationUrl(deps.origin, person.token),
          days: INVITATION_DAYS,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}

interface InvitationRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  user_id: string;
  role: string;
  invitation: string;
  company_name: string;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  inviter_email: string | null;
  expires_at: Date | string | null;
}

const INVITATION_SELECT = sql`
  select s.id, s.corporate_id, s.user_id, s.role::text as role, s.invitation,
    coalesce(nullif(c.display_name, ''), c.company_name) as company_name,
    iu.first_name as inviter_first_name, iu.last_name as inviter_last_name,
    iu.email as inviter_email, i.expires_at
  from corporate_staffs s
  join corporates c on c.id = s.corporate_id`;

function presentInvitation(row: InvitationRow, now: Date) {
  const expires = row.expires_at ? new Date(row.expires_at) : null;
  const live = expires !== null && expires > now;
  const status = row.invitation === 'INVITED' && !live ? 'EXPIRED' : row.invitation;
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    company_name: row.company_name,
    inviter:
      [row.inviter_last_name, row.inviter_first_name].filter(Boolean).join(' ') ||
      row.inviter_email ||
      null,
    role: row.role as 'OWNER' | 'ADMIN' | 'APPROVER' | 'OPERATION' | 'ACCOUTING' | 'STAFF',
    status: status as 'INVITED' | 'EXPIRED' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED',
    expires_at: row.invitation === 'INVITED' && expires ? expires.toISOString() : null,
  };
}

/** my_staff_invitations: the caller's invitations waiting on their answer. */
export async function myInvitations(db: Db, callerId: string | null, now: Date) {
  const userId = requireUserId(callerId);
  const result = await db.execute<InvitationRow>(sql`
    ${INVITATION_SELECT}
    join staff_invitations i on i.corporate_id = s.corporate_id and i.staff_id = s.id
      and i.used_at is null and i.expires_at > ${now.toISOString()}::timestamptz
    left join users iu on iu.id = i.invited_by
    where s.user_id = ${userId}::uuid and s.invitation = 'INVITED'
    order by i.inserted_at desc`);
  return result.rows.map((row) => presentInvitation(row, now));
}

/** staff_invitation(token): what a link invites to, for the page the e-mail opens. */
export async function invitationByToken(db: Db, token: string, now: Date) {
  const row = await linkRow(db, token, now);
  return row ? presentInvitation(row, now) : null;
}

async function linkRow(db: Db | Tx, token: string, now: Date) {
  if (!token || token.length > 200) return null;
  const result = await db.execute<InvitationRow>(sql`
    ${INVITATION_SELECT}
    join staff_invitations i on i.corporate_id = s.corporate_id and i.staff_id = s.id
    left join users iu on iu.id = i.invited_by
    where i.token_hash = ${tokenHash(token)} and i.used_at is null
      and i.expires_at > ${now.toISOString()}::timestamptz and s.invitation = 'INVITED'`);
  return result.rows[0] ?? null;
}

const invalidLink: FieldError = {
  field: 'token',
  rule: 'invalid',
  message: 'this invitation link is used, expired or cancelled',
};

/**
 * accept_staff_invitation / decline_staff_invitation: by the link's token (no sign-in needed:
 * the link reached the person's mailbox) or, signed in, by the invitation's id. One answer per
 * invitation: the first wins, and fifty accepts at once make one membership.
 */
export async function answerInvitation(
  db: Db,
  callerId: string | null,
  args: { id?: string | null; token?: string | null },
  accept: boolean,
  now: Date,
) {
  if (!args.token) {
    requireUserId(callerId);
    checkIds({ id: args.id ?? '' });
  }
  const outcome = await db.transaction(async (tx) => {
    let row: InvitationRow | null;
    if (args.token) {
      row = await linkRow(tx, args.token, now);
      if (!row) refuse([invalidLink]);
    } else {
      const found = await tx.execute<InvitationRow>(sql`
        ${INVITATION_SELECT}
        join staff_invitations i on i.corporate_id = s.corporate_id and i.staff_id = s.id
          and i.used_at is null and i.expires_at > ${now.toISOString()}::timestamptz
        left join users iu on iu.id = i.invited_by
        where s.id = ${args.id}::uuid and s.user_id = ${callerId}::uuid
          and s.invitation = 'INVITED'`);
      row = found.rows[0] ?? null;
      if (!row) throw new AppError('NOT_FOUND', 'No such invitation waiting for you.');
    }
    // One person, one answer at a time: the person's account row is the lock, so two
    // companies' invitations accepted at once still leave one active membership.
    await tx.execute(sql`select id from users where id = ${row.user_id}::uuid for update`);
    const claimed = await tx.execute<{ id: string }>(sql`
      update staff_invitations set used_at = ${now.toISOString()}::timestamptz
      where corporate_id = ${row.corporate_id}::uuid and staff_id = ${row.id}::uuid
        and used_at is null
      returning id`);
    if (claimed.rows.length === 0) {
      if (args.token) refuse([invalidLink]);
      throw new AppError('NOT_FOUND', 'No such invitation waiting for you.');
    }
    if (accept) {
      const elsewhere = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from corporate_staffs
        where user_id = ${row.user_id}::uuid and active and corporate_id <> ${row.corporate_id}::uuid`);
      if ((elsewhere.rows[0]?.n ?? 0) > 0) {
        refuse([
          {
            field: args.token ? 'token' : 'id',
            rule: 'in_other_corporate',
            message: 'you are staff of another company; leave it first',
          },
        ]);
      }
    }
    await tx.execute(sql`
      update corporate_staffs
      set invitation = ${accept ? 'ACCEPTED' : 'DECLINED'}, active = ${accept},
        joined_at = ${accept ? now.toISOString() : null}::timestamptz, updated_at = now()
      where corporate_id = ${row.corporate_id}::uuid and id = ${row.id}::uuid
        and invitation = 'INVITED'`);
    return { ...row, invitation: accept ? 'ACCEPTED' : 'DECLINED' };
  });
  await writeAudit(db, {
    actor_user_id: callerId ?? outcome.user_id,
    corporate_id: outcome.corporate_id,
    action: accept ? 'corporate.staff_invitation.accept' : 'corporate.staff_invitation.decline',
    metadata: { staff_id: outcome.id, by: args.token ? 'link' : 'app' },
    created_at: now,
  });
  return presentInvitation(outcome, now);
}

/** The staff row an owner or admin re-sends or cancels an invitation of, in their corporate. */
async function invitationTarget(
  deps: StaffDeps,
  callerId: string | null,
  args: { corporate_id: string; user_id: string },
) {
  checkIds({ user_id: args.user_id });
  const { actor, scope } = await writer(deps.db, callerId, args.corporate_id);
  assertCan(actor, 'create', 'staff');
  const target = await staffByUser(deps.db, scope, args.user_id);
  if (!target) throw new AppError('NOT_FOUND', 'This user is not staff of your corporate.');
  return { actor, scope, target };
}

/**
 * resend_corporate_staff_invitation: a new link (the old ones stop working) to someone who has
 * not joined — invited, expired, declined or cancelled. cancel_corporate_staff_invitation:
 * the links stop working and the row reads CANCELLED.
 */
export async function resendInvitation(
  deps: StaffDeps,
  callerId: string | null,
  args: { corporate_id: string; user_id: string },
) {
  const { actor, scope, target } = await invitationTarget(deps, callerId, args);
  if (target.invitation === 'ACCEPTED') {
    refuse([{ field: 'user_id', rule: 'accepted', message: 'has already joined' }]);
  }
  const now = deps.now();
  const token = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      update corporate_staffs set invitation = 'INVITED', updated_at = now()
      where corporate_id = ${scope}::uuid and id = ${target.id}::uuid
        and invitation <> 'ACCEPTED'`);
    return issueLink(tx, {
      corporate_id: scope,
      staff_id: target.id,
      user_id: target.user_id,
      new_account: false,
      invited_by: actor.userId,
      now,
    });
  });
  await sendInvitations(deps, scope, actor.userId, [
    { email: target.email ?? '', locale: target.locale ?? 'vi', token },
  ]);
  await writeAudit(deps.db, {
    actor_user_id: actor.userId,
    corporate_id: scope,
    action: 'corporate.staff_invitation.resend',
    metadata: { staff_id: target.id },
    created_at: now,
  });
  const row = await staffByUser(deps.db, scope, target.user_id);
  return (await presentStaff(deps.db, scope, [row!], now))[0];
}

export async function cancelInvitation(
  deps: StaffDeps,
  callerId: string | null,
  args: { corporate_id: string; user_id: string },
) {
  const { actor, scope, target } = await invitationTarget(deps, callerId, args);
  if (target.invitation !== 'INVITED') {
    refuse([{ field: 'user_id', rule: 'not_invited', message: 'has no invitation to cancel' }]);
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      update staff_invitations set used_at = ${now.toISOString()}::timestamptz
      where corporate_id = ${scope}::uuid and staff_id = ${target.id}::uuid and used_at is null`);
    await tx.execute(sql`
      update corporate_staffs set invitation = 'CANCELLED', updated_at = now()
      where corporate_id = ${scope}::uuid and id = ${target.id}::uuid and invitation = 'INVITED'`);
  });
  await writeAudit(deps.db, {
    actor_user_id: actor.userId,
    corporate_id: scope,
    action: 'corporate.staff_invitation.cancel',
    metadata: { staff_id: target.id },
    created_at: now,
  });
  const row = await staffByUser(deps.db, scope, target.user_id);
  return (await presentStaff(deps.db, scope, [row!], now))[0];
}
