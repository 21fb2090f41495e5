import { addSeconds } from '../context/clock.js';
import { AppError } from '../../errors.js';
import { email, recipientOf } from '../../mail/index.js';
import { writeAudit } from '../accounts/audit-repository.js';
import type { AuthUser } from '../accounts/sessions.js';
import { endOpenSession, insertSession, openSession, type ActingRow } from './acting-repository.js';
import type { StartActingInput } from './input.js';
import { adminUsers } from './people.js';
import { usersByIds } from './people-repository.js';
import { requireSupportStaff, type SupportServices } from './tickets.js';

/*
 * Support acting for a user (docs/security.md "Acting for"): an agent gives a reason and, until
 * the session ends or expires (SUPPORT_ACTING_MINUTES), X-Patron-Id with that user's id is
 * honoured for the agent (server/auth/patron.ts). Start and end are audited with both people;
 * the user is told by e-mail. Another ADMIN cannot be acted for. start_acting_for's arguments
 * are parsed by the resolver (./input.ts).
 */

const fieldError = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);

/** An acting session as support hands it out (the admin SDL's ActingSession). */
async function present(s: SupportServices, row: ActingRow) {
  const db = s.accounts.db;
  const people = await adminUsers(
    db,
    await usersByIds(db, [row.support_user_id, row.patron_user_id]),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  const now = s.accounts.clock.now();
  return {
    id: row.id,
    reason: row.reason,
    started_at: row.started_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
    active: !row.ended_at && row.expires_at > now,
    support_user: byId.get(row.support_user_id)!,
    patron: byId.get(row.patron_user_id)!,
  };
}

function audit(
  tx: Parameters<typeof writeAudit>[0],
  action: 'support.acting_started' | 'support.acting_ended',
  row: ActingRow,
  at: Date,
) {
  return writeAudit(tx, {
    actor_user_id: row.support_user_id,
    patron_user_id: row.patron_user_id,
    action,
    metadata: {
      acting_session_id: row.id,
      reason: row.reason,
      expires_at: row.expires_at.toISOString(),
    },
    created_at: at,
  });
}

export async function startActingFor(
  s: SupportServices,
  user: AuthUser | null,
  input: StartActingInput,
) {
  const staff = requireSupportStaff(user);
  const patronId = input.user_id.toLowerCase();
  const db = s.accounts.db;
  if (patronId === staff.id)
    throw fieldError('user_id', 'not_self', 'You cannot act for yourself.');
  const people = await usersByIds(db, [patronId, staff.id]);
  const patron = people.find((p) => p.id === patronId);
  const agentRow = people.find((p) => p.id === staff.id);
  if (!patron) throw new AppError('NOT_FOUND', 'user_not_found');
  if (patron.role === 'ADMIN') {
    throw fieldError('user_id', 'not_staff', 'Support cannot act for another support account.');
  }
  const now = s.accounts.clock.now();
  const minutes = s.accounts.config.supportActingMinutes;
  const row = await db.transaction(async (tx) => {
    const previous = await endOpenSession(tx, staff.id, now);
    if (previous) await audit(tx, 'support.acting_ended', previous, now);
    const started = await insertSession(tx, {
      support_user_id: staff.id,
      patron_user_id: patronId,
      reason: input.reason,
      started_at: now,
      expires_at: addSeconds(now, minutes * 60),
    });
    await audit(tx, 'support.acting_started', started, now);
    return started;
  });
  if (patron.email) {
    const agent =
      [agentRow?.last_name, agentRow?.first_name].filter(Boolean).join(' ') || 'Wayfare';
    await s.accounts.messenger.deliver(
      email(patron.email, 'acting_started', recipientOf(patron), {
        agent,
        reason: row.reason,
        until: row.expires_at,
      }),
    );
  }
  return present(s, row);
}

export async function endActingFor(s: SupportServices, user: AuthUser | null) {
  const staff = requireSupportStaff(user);
  const now = s.accounts.clock.now();
  const row = await s.accounts.db.transaction(async (tx) => {
    const ended = await endOpenSession(tx, staff.id, now);
    if (ended) await audit(tx, 'support.acting_ended', ended, now);
    return ended;
  });
  return row ? present(s, row) : null;
}

/** The agent's open session while it lasts; null once ended or expired. */
export async function currentActing(s: SupportServices, user: AuthUser | null) {
  const staff = requireSupportStaff(user);
  const row = await openSession(s.accounts.db, staff.id);
  if (!row || row.expires_at <= s.accounts.clock.now()) return null;
  return present(s, row);
}
