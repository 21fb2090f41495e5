/**
 * A travel agent's clients join by their own consent (DESIGN.md 16: a person's account is
 * theirs; docs/accounts-ui.md "Travel agent"). The agent names an e-mail; the person receives an
 * invitation in their language and answers it in their account, signed in with that e-mail.
 * Until they accept there is no travel_agent_travellers link, so X-Patron-Id for them is refused
 * (server/auth/patron.ts). They may remove the agent at any time. Every statement is scoped in
 * SQL to the caller: the agent's own invitations, or those addressed to the caller's e-mail.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';
import { hitLimit, type LimiterDeps } from '../../auth/rate-limit.js';
import type { LimitRule } from '../../auth/limits.js';
import { email as mail, recipientOf } from '../../mail/index.js';
import type { Messenger } from '../../providers/messaging/types.js';

/** How long an invitation waits for its answer. */
export const AGENT_INVITATION_DAYS = 14;

/** Invitations an agent may send: per hour, and per invited e-mail per day. */
export const AGENT_INVITATION_LIMITS = {
  perAgentHour: { name: 'agent_invite_hour', max: 10, windowSeconds: 3600 },
  perEmailDay: { name: 'agent_invite_email_day', max: 3, windowSeconds: 86_400 },
} satisfies Record<string, LimitRule>;

export interface AgentInvitationDeps extends LimiterDeps {
  messenger: Messenger;
  origin: string;
}

interface InvitationRow extends Record<string, unknown> {
  id: string;
  email: string;
  agent_name: string;
  status: string;
  expires_at: Date | string;
  inserted_at: Date | string;
}

const present = (row: InvitationRow, now: Date) => ({
  id: row.id,
  email: row.email,
  agent_name: row.agent_name,
  // A waiting invitation past its time is shown for what it is, and can no longer be accepted.
  status: row.status === 'PENDING' && new Date(row.expires_at) <= now ? 'EXPIRED' : row.status,
  expires_at: new Date(row.expires_at).toISOString(),
  inserted_at: new Date(row.inserted_at).toISOString(),
});

const SELECT = sql`
  select i.id, i.email, i.status, i.expires_at, i.inserted_at,
    coalesce(nullif(trim(concat_ws(' ', a.last_name, a.first_name)), ''), a.email, '') as agent_name
  from travel_agent_invitations i
  join users a on a.id = i.agent_user_id`;

/** An id that is no uuid names no invitation (and must not reach a uuid cast). */
function requireId(id: string): void {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'invitation_not_found');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function requireAgent(db: Db, userId: string) {
  const { rows } = await db.execute<{ id: string; email: string | null }>(
    sql`select id, email from users where id = ${userId}::uuid and role = 'AGENT'`,
  );
  if (!rows[0]) throw new AppError('FORBIDDEN', 'not_an_agent');
  return rows[0];
}

/** The agent's invitations still waiting, newest first. */
export async function agentInvitations(db: Db, agentId: string, now: Date) {
  await requireAgent(db, agentId);
  const { rows } = await db.execute<InvitationRow>(sql`${SELECT}
    where i.agent_user_id = ${agentId}::uuid and i.status = 'PENDING'
    order by i.inserted_at desc, i.id`);
  return rows.map((row) => present(row, now));
}

/**
 * invite_travel_agent_client: one waiting invitation per agent and e-mail (asking again returns
 * it, sends nothing, counts nothing); a new one is counted against the limits, then mailed.
 */
export async function inviteClient(
  deps: AgentInvitationDeps,
  agentId: string,
  rawEmail: string,
  locale: string,
) {
  const agent = await requireAgent(deps.db, agentId);
  const address = rawEmail.trim().toLowerCase();
  if (!EMAIL.test(address) || address.length > 254) {
    throw new AppError('BAD_USER_INPUT', 'invalid_email', [
      { field: 'email', rule: 'email', message: 'must be an e-mail address' },
    ]);
  }
  if (address === agent.email?.toLowerCase()) {
    throw new AppError('BAD_USER_INPUT', 'self_invitation', [
      { field: 'email', rule: 'self', message: 'is your own e-mail' },
    ]);
  }
  const now = deps.clock.now();
  const waiting = await deps.db.execute<InvitationRow>(sql`${SELECT}
    where i.agent_user_id = ${agentId}::uuid and i.email = ${address} and i.status = 'PENDING'
      and i.expires_at > ${now.toISOString()}::timestamptz`);
  if (waiting.rows[0]) return present(waiting.rows[0], now);
  const linked = await deps.db.execute(sql`
    select 1 from travel_agent_travellers l join users u on u.id = l.traveller_user_id
    where l.agent_user_id = ${agentId}::uuid and lower(u.email) = ${address}`);
  if (linked.rows.length > 0) {
    throw new AppError('BAD_USER_INPUT', 'already_client', [
      { field: 'email', rule: 'already_client', message: 'is already your client' },
    ]);
  }
  await hitLimit(deps, AGENT_INVITATION_LIMITS.perAgentHour, agentId);
  await hitLimit(deps, AGENT_INVITATION_LIMITS.perEmailDay, address);
  const expires = new Date(now.getTime() + AGENT_INVITATION_DAYS * 86_400_000);
  // An expired waiting one is closed first; a parallel twin lands on the unique index and
  // returns the one that won.
  await deps.db.execute(sql`
    update travel_agent_invitations set status = 'CANCELLED', answered_at = ${now.toISOString()}::timestamptz
    where agent_user_id = ${agentId}::uuid and email = ${address} and status = 'PENDING'`);
  const inserted = await deps.db.execute<{ id: string }>(sql`
    insert into travel_agent_invitations (agent_user_id, email, expires_at, inserted_at)
    values (${agentId}::uuid, ${address}, ${expires.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz)
    on conflict (agent_user_id, email) where status = 'PENDING' do nothing
    returning id`);
  const { rows } = await deps.db.execute<InvitationRow>(sql`${SELECT}
    where i.agent_user_id = ${agentId}::uuid and i.email = ${address} and i.status = 'PENDING'`);
  const invitation = present(rows[0], now);
  if (inserted.rows[0]) {
    // In the person's language when they have an account; otherwise the agent's.
    const person = await deps.db.execute<{ locale: string }>(
      sql`select locale from users where lower(email) = ${address}`,
    );
    await deps.messenger.deliver(
      mail(address, 'agent_invitation', recipientOf({ locale: person.rows[0]?.locale ?? locale }), {
        agent: invitation.agent_name,
        email: address,
        link: `${deps.origin}/account/invitations`,
        days: AGENT_INVITATION_DAYS,
      }),
    );
  }
  return invitation;
}

/** cancel_travel_agent_invitation: the agent's own waiting one only. */
export async function cancelInvitation(db: Db, agentId: string, id: string, now: Date) {
  requireId(id);
  const { rows } = await db.execute<{ id: string }>(sql`
    update travel_agent_invitations set status = 'CANCELLED', answered_at = ${now.toISOString()}::timestamptz
    where id = ${id}::uuid and agent_user_id = ${agentId}::uuid and status = 'PENDING'
    returning id`);
  if (!rows[0]) throw new AppError('NOT_FOUND', 'invitation_not_found');
  return invitationById(db, id, now);
}

async function invitationById(db: Db, id: string, now: Date) {
  const { rows } = await db.execute<InvitationRow>(sql`${SELECT} where i.id = ${id}::uuid`);
  return present(rows[0], now);
}

/** Whom the caller is, by e-mail: invitations are addressed to it. */
const TO_CALLER = (userId: string) =>
  sql`i.email = (select lower(email) from users where id = ${userId}::uuid)`;

/** my_travel_agent_invitations: those waiting for the caller's answer. */
export async function myAgentInvitations(db: Db, userId: string, now: Date) {
  const { rows } = await db.execute<InvitationRow>(sql`${SELECT}
    where ${TO_CALLER(userId)} and i.status = 'PENDING'
      and i.expires_at > ${now.toISOString()}::timestamptz
    order by i.inserted_at desc, i.id`);
  return rows.map((row) => present(row, now));
}

/**
 * accept_travel_agent_invitation, in one transaction: the invitation (addressed to the caller,
 * waiting, not expired) is marked accepted and the link made. Accepting one already accepted by
 * the caller answers it again: repeats and races make one link.
 */
export async function acceptInvitation(db: Db, userId: string, id: string, now: Date) {
  requireId(id);
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ agent_user_id: string; status: string }>(sql`
      select i.agent_user_id, i.status from travel_agent_invitations i
      where i.id = ${id}::uuid and ${TO_CALLER(userId)}
        and (i.status = 'ACCEPTED' and i.answered_by = ${userId}::uuid
          or i.status = 'PENDING' and i.expires_at > ${now.toISOString()}::timestamptz)
      for update`);
    const row = rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'invitation_not_found');
    if (row.status === 'ACCEPTED') return;
    if (row.agent_user_id === userId) throw new AppError('BAD_USER_INPUT', 'self_invitation');
    await tx.execute(sql`
      update travel_agent_invitations
      set status = 'ACCEPTED', answered_by = ${userId}::uuid,
        answered_at = ${now.toISOString()}::timestamptz
      where id = ${id}::uuid`);
    await tx.execute(sql`
      insert into travel_agent_travellers (agent_user_id, traveller_user_id)
      values (${row.agent_user_id}::uuid, ${userId}::uuid)
      on conflict do nothing`);
  });
  return invitationById(db, id, now);
}

/** decline_travel_agent_invitation: a waiting one addressed to the caller. */
export async function declineInvitation(db: Db, userId: string, id: string, now: Date) {
  requireId(id);
  const { rows } = await db.execute<{ id: string }>(sql`
    update travel_agent_invitations i
    set status = 'DECLINED', answered_by = ${userId}::uuid,
      answered_at = ${now.toISOString()}::timestamptz
    where i.id = ${id}::uuid and ${TO_CALLER(userId)} and i.status = 'PENDING'
    returning i.id`);
  if (!rows[0]) throw new AppError('NOT_FOUND', 'invitation_not_found');
  return invitationById(db, id, now);
}

/** my_travel_agents: the agents the caller lets book for them. */
export async function myAgents(db: Db, userId: string) {
  const { rows } = await db.execute<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  }>(sql`
    select a.id, a.first_name, a.last_name, a.email
    from travel_agent_travellers l join users a on a.id = l.agent_user_id
    where l.traveller_user_id = ${userId}::uuid
    order by a.last_name, a.first_name, a.id`);
  return rows;
}

/** remove_travel_agent: the caller's own link only; removing one already gone is done. */
export async function removeAgent(db: Db, userId: string, agentId: string) {
  if (!isUuid(agentId)) return true;
  await db.execute(sql`
    delete from travel_agent_travellers
    where traveller_user_id = ${userId}::uuid and agent_user_id = ${agentId}::uuid`);
  return true;
}
