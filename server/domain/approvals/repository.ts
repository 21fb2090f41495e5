/**
 * Booking requests SQL (docs/approvals.md). Every statement on company data names the corporate
 * id in its WHERE clause (or inserts it); the tables' composite foreign keys refuse a person or
 * a request of another corporate. No rules, no permission checks.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface RequestRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  requester_id: string;
  traveller_id: string;
  kind: 'FLIGHT' | 'HOTEL';
  payment_checkout_session_id: string;
  summary: string;
  price: number | string;
  previous_price: number | string | null;
  currency: string;
  held_until: Date | string;
  verdict: string;
  breaches: unknown[];
  reason_code: string | null;
  note: string | null;
  status: string;
  approver_id: string | null;
  escalation_level: number;
  deadline_at: Date | string;
  reminded_at: Date | string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  comment: string | null;
  user_order_id: string | null;
  failure: string | null;
  inserted_at: Date | string;
  updated_at: Date | string;
  requester_name: string | null;
  traveller_name: string | null;
  approver_name: string | null;
  decided_by_name: string | null;
  department_id: string | null;
  department_name: string | null;
}

const person = (alias: string) =>
  sql.raw(`nullif(trim(concat_ws(' ', ${alias}.last_name, ${alias}.first_name)), '')`);

/** The name (or e-mail) of the user whose id is `column`, one primary-key read per row. */
const nameOf = (column: string) =>
  sql.raw(`(select coalesce(nullif(trim(concat_ws(' ', u.last_name, u.first_name)), ''), u.email)
    from users u where u.id = ${column})`);

/**
 * The request rows of `source` (aliased r) with the names and department an answer shows. Each
 * name is read by its key for the rows of `source` only (a page is 25): joined instead, the
 * planner hashed the whole users and staff tables for every page (docs/approvals.md "Budget").
 * (`offset 0` keeps the department's subquery from being copied into each use of it.)
 */
const selectFrom = (source: SQL) => sql`
  select r.*, ${nameOf('r.requester_id')} as requester_name,
    ${nameOf('r.traveller_id')} as traveller_name,
    ${nameOf('r.approver_id')} as approver_name,
    ${nameOf('r.decided_by')} as decided_by_name,
    r.department_id, (select d.name from departments d
      where d.corporate_id = r.corporate_id and d.id = r.department_id) as department_name
  from (select r.*, (select s.department_id from corporate_staffs s
      where s.corporate_id = r.corporate_id and s.user_id = r.traveller_id) as department_id
    from ${source} offset 0) r`;

const SELECT = selectFrom(sql`booking_requests r`);

/** One request of the corporate, optionally locked (the row only: FOR UPDATE OF r). */
export async function requestById(
  db: Db,
  corporateId: string,
  id: string,
  forUpdate = false,
): Promise<RequestRow | null> {
  const result = await db.execute<RequestRow>(sql`${SELECT}
    where r.corporate_id = ${corporateId}::uuid and r.id = ${id}::uuid
    ${forUpdate ? sql`for update of r` : sql``}`);
  return result.rows[0] ?? null;
}

/** The request holding this checkout session (any corporate: a session has one payer). */
export async function requestOfSession(db: Db, corporateId: string, sessionId: string) {
  const result = await db.execute<{ id: string; status: string }>(sql`
    select id, status from booking_requests
    where corporate_id = ${corporateId}::uuid and payment_checkout_session_id = ${sessionId}::uuid`);
  return result.rows[0] ?? null;
}

export interface RequestFilter {
  status?: string | null;
  kind?: string | null;
  requesterId?: string | null;
  travellerId?: string | null;
  departmentId?: string | null;
  /** Only requests held by this approver. */
  approverId?: string | null;
  /** Requests of this requester or traveller (a member's own). */
  ownerId?: string | null;
  from?: Date | null;
  to?: Date | null;
  search?: string | null;
}

function where(corporateId: string, f: RequestFilter): SQL {
  const parts: SQL[] = [sql`r.corporate_id = ${corporateId}::uuid`];
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.kind) parts.push(sql`r.kind = ${f.kind}`);
  if (f.requesterId) parts.push(sql`r.requester_id = ${f.requesterId}::uuid`);
  if (f.travellerId) parts.push(sql`r.traveller_id = ${f.travellerId}::uuid`);
  if (f.approverId) parts.push(sql`r.approver_id = ${f.approverId}::uuid`);
  if (f.ownerId) {
    parts.push(sql`(r.requester_id = ${f.ownerId}::uuid or r.traveller_id = ${f.ownerId}::uuid)`);
  }
  if (f.departmentId) {
    parts.push(sql`exists (select 1 from corporate_staffs s where s.corporate_id = r.corporate_id
      and s.user_id = r.traveller_id and s.department_id = ${f.departmentId}::uuid)`);
  }
  if (f.from) parts.push(sql`r.inserted_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`r.inserted_at < ${f.to.toISOString()}::timestamptz`);
  if (f.search) parts.push(sql`r.summary ilike ${'%' + f.search.replace(/[%_\\]/g, '\\$&') + '%'}`);
  return sql.join(parts, sql` and `);
}

/**
 * Newest first, in the order of the time indexes (`booking_requests_corporate_time_idx`,
 * `_pending_idx`, `_queue_idx`: drizzle's `.desc()` builds them DESC NULLS LAST). A plain
 * `desc` means NULLS FIRST in PostgreSQL, which those indexes cannot give, so the planner read
 * and sorted the corporate's whole year for every page (docs/approvals.md "Budget"); the
 * columns are NOT NULL, so the rows come in the same order either way.
 */
const NEWEST_FIRST = sql`r.inserted_at desc nulls last, r.id desc nulls last`;

/** A page of the corporate's requests, newest first, with the count of all that match. */
export async function listRequests(
  db: Db,
  corporateId: string,
  filter: RequestFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const condition = where(corporateId, filter);
  const [rows, count] = await Promise.all([
    // The page first (an index walk, newest first), then the names of its rows only.
    db.execute<RequestRow>(sql`${selectFrom(sql`(select r.* from booking_requests r
        where ${condition}
        order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}) r`)}
      order by ${NEWEST_FIRST}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from booking_requests r
      where ${condition}`),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** Pending requests by kind: all of the corporate's, and those held by `approverId`. */
export async function pendingCounts(db: Db, corporateId: string, approverId: string | null) {
  const result = await db.execute<{ kind: string; mine: boolean; n: number }>(sql`
    select kind, approver_id is not distinct from ${approverId}::uuid as mine, count(*)::int as n
    from booking_requests
    where corporate_id = ${corporateId}::uuid and status = 'PENDING'
    group by 1, 2`);
  return result.rows;
}

export interface NewRequest {
  corporate_id: string;
  requester_id: string;
  traveller_id: string;
  kind: 'FLIGHT' | 'HOTEL';
  payment_checkout_session_id: string;
  summary: string;
  price: number;
  currency: string;
  held_until: Date;
  verdict: string;
  breaches: unknown[];
  reason_code: string | null;
  note: string | null;
  approver_id: string;
  deadline_at: Date;
  now: Date;
}

/** Inserts the request; null when the session already has one (unique per session). */
export async function insertRequest(db: Db, r: NewRequest): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    insert into booking_requests (corporate_id, requester_id, traveller_id, kind,
      payment_checkout_session_id, summary, price, currency, held_until, verdict, breaches,
      reason_code, note, approver_id, deadline_at, inserted_at, updated_at)
    values (${r.corporate_id}::uuid, ${r.requester_id}::uuid, ${r.traveller_id}::uuid, ${r.kind},
      ${r.payment_checkout_session_id}::uuid, ${r.summary}, ${r.price}, ${r.currency},
      ${r.held_until.toISOString()}::timestamptz, ${r.verdict}, ${JSON.stringify(r.breaches)}::jsonb,
      ${r.reason_code}, ${r.note}, ${r.approver_id}::uuid, ${r.deadline_at.toISOString()}::timestamptz,
      ${r.now.toISOString()}::timestamptz, ${r.now.toISOString()}::timestamptz)
    on conflict (payment_checkout_session_id) do nothing
    returning id`);
  return result.rows[0]?.id ?? null;
}

export async function insertEvent(
  db: Db,
  e: {
    corporateId: string;
    requestId: string;
    kind: string;
    actorId: string | null;
    approverId: string | null;
    detail?: Record<string, unknown>;
    at: Date;
  },
) {
  await db.execute(sql`
    insert into booking_request_events (corporate_id, booking_request_id, kind, actor_id,
      approver_id, detail, at)
    values (${e.corporateId}::uuid, ${e.requestId}::uuid, ${e.kind}, ${e.actorId}::uuid,
      ${e.approverId}::uuid, ${JSON.stringify(e.detail ?? {})}::jsonb,
      ${e.at.toISOString()}::timestamptz)`);
}

export interface EventRow extends Record<string, unknown> {
  id: string;
  kind: string;
  actor_id: string | null;
  actor_name: string | null;
  approver_id: string | null;
  approver_name: string | null;
  detail: Record<string, unknown>;
  at: Date | string;
}

export async function eventsOf(db: Db, corporateId: string, requestId: string) {
  const result = await db.execute<EventRow>(sql`
    select e.id, e.kind, e.actor_id, coalesce(${person('xu')}, xu.email) as actor_name,
      e.approver_id, coalesce(${person('au')}, au.email) as approver_name, e.detail, e.at
    from booking_request_events e
    left join users xu on xu.id = e.actor_id
    left join users au on au.id = e.approver_id
    where e.corporate_id = ${corporateId}::uuid and e.booking_request_id = ${requestId}::uuid
    order by e.at, e.id`);
  return result.rows;
}

/** Settles a PENDING request (the caller holds its lock); false when it was not PENDING. */
export async function settleRequest(
  db: Db,
  corporateId: string,
  id: string,
  s: {
    status: 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED' | 'BOOKED';
    decidedBy: string | null;
    comment: string | null;
    now: Date;
  },
): Promise<boolean> {
  const decided = s.status === 'APPROVED' || s.status === 'REJECTED' || s.status === 'BOOKED';
  const at = s.now.toISOString();
  const result = await db.execute<{ id: string }>(sql`
    update booking_requests set status = ${s.status},
      decided_by = ${decided ? s.decidedBy : null}::uuid,
      decided_at = ${decided ? at : null}::timestamptz,
      comment = ${s.comment}, updated_at = ${at}::timestamptz
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and status = 'PENDING'
    returning id`);
  return result.rows.length > 0;
}

/** The order made for an approved request, and whether its booking went through. */
export async function setRequestOrder(
  db: Db,
  corporateId: string,
  id: string,
  o: { orderId: string | null; booked: boolean; failure: string | null; now: Date },
) {
  await db.execute(sql`
    update booking_requests set user_order_id = ${o.orderId}::uuid, failure = ${o.failure},
      status = case when ${o.booked} then 'BOOKED' else status end,
      updated_at = ${o.now.toISOString()}::timestamptz
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid`);
}

/** Voids the request's unused links (a decision by any means was taken). */
export async function voidLinks(db: Db, corporateId: string, requestId: string, now: Date) {
  await db.execute(sql`
    update approval_links set used_at = ${now.toISOString()}::timestamptz
    where corporate_id = ${corporateId}::uuid and booking_request_id = ${requestId}::uuid
      and used_at is null`);
}

export async function insertLink(
  db: Db,
  l: {
    corporateId: string;
    requestId: string;
    approverId: string;
    action: 'APPROVE' | 'REJECT';
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
) {
  await db.execute(sql`
    insert into approval_links (corporate_id, booking_request_id, approver_id, action, token_hash,
      expires_at, inserted_at)
    values (${l.corporateId}::uuid, ${l.requestId}::uuid, ${l.approverId}::uuid, ${l.action},
      ${l.tokenHash}, ${l.expiresAt.toISOString()}::timestamptz, ${l.now.toISOString()}::timestamptz)`);
}

export interface LinkRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  booking_request_id: string;
  approver_id: string;
  action: 'APPROVE' | 'REJECT';
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** The link of a token hash (any corporate: the token is the secret), optionally locked. */
export async function linkByHash(db: Db, tokenHash: string, forUpdate = false) {
  const result = await db.execute<LinkRow>(sql`
    select id, corporate_id, booking_request_id, approver_id, action, expires_at, used_at
    from approval_links where token_hash = ${tokenHash}
    ${forUpdate ? sql`for update` : sql``}`);
  return result.rows[0] ?? null;
}

export async function useLink(db: Db, corporateId: string, id: string, now: Date) {
  const result = await db.execute<{ id: string }>(sql`
    update approval_links set used_at = ${now.toISOString()}::timestamptz
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and used_at is null
    returning id`);
  return result.rows.length > 0;
}

/** Moves a PENDING request to the next approver (escalation); false when it moved already. */
export async function escalateRequest(
  db: Db,
  corporateId: string,
  id: string,
  e: { fromLevel: number; approverId: string; deadline: Date; now: Date },
) {
  const result = await db.execute<{ id: string }>(sql`
    update booking_requests set approver_id = ${e.approverId}::uuid,
      escalation_level = escalation_level + 1, reminded_at = null,
      deadline_at = ${e.deadline.toISOString()}::timestamptz,
      updated_at = ${e.now.toISOString()}::timestamptz
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and status = 'PENDING'
      and escalation_level = ${e.fromLevel}
    returning id`);
  return result.rows.length > 0;
}

/** Marks the reminder of the current approver sent; false when it was sent already. */
export async function markReminded(db: Db, corporateId: string, id: string, now: Date) {
  const result = await db.execute<{ id: string }>(sql`
    update booking_requests set reminded_at = ${now.toISOString()}::timestamptz
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and status = 'PENDING'
      and reminded_at is null
    returning id`);
  return result.rows.length > 0;
}

/**
 * Pending requests (any corporate: the jobs' sweep) past their deadline, or not yet reminded
 * and within `remindBy` of it.
 */
export async function dueRequests(db: Db, now: Date, remindBy: Date, limit: number) {
  const result = await db.execute<{ id: string; corporate_id: string }>(sql`
    select id, corporate_id from booking_requests
    where status = 'PENDING' and (deadline_at <= ${now.toISOString()}::timestamptz
      or (reminded_at is null and deadline_at <= ${remindBy.toISOString()}::timestamptz))
    order by deadline_at, id limit ${limit}`);
  return result.rows;
}

/** Re-points the request at a fresh checkout session after a re-price. */
export async function repointRequest(
  db: Db,
  corporateId: string,
  id: string,
  r: { sessionId: string; price: number; previousPrice: number; heldUntil: Date; now: Date },
) {
  await db.execute(sql`
    update booking_requests set payment_checkout_session_id = ${r.sessionId}::uuid,
      price = ${r.price}, previous_price = ${r.previousPrice},
      held_until = ${r.heldUntil.toISOString()}::timestamptz,
      updated_at = ${r.now.toISOString()}::timestamptz
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and status = 'PENDING'`);
}

export interface PersonRow extends Record<string, unknown> {
  id: string;
  email: string | null;
  locale: string;
  name: string | null;
}

/** Users by id (to mail them), with the corporate's display name. */
export async function peopleOf(db: Db, ids: readonly string[]) {
  if (!ids.length) return new Map<string, PersonRow>();
  const result = await db.execute<PersonRow>(sql`
    select u.id, u.email, u.locale, ${person('u')} as name from users u
    where u.id in (${sql.join(
      ids.map((i) => sql`${i}::uuid`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((r) => [r.id, r]));
}

export async function companyName(db: Db, corporateId: string) {
  const result = await db.execute<{ name: string }>(sql`
    select coalesce(nullif(display_name, ''), company_name) as name from corporates
    where id = ${corporateId}::uuid`);
  return result.rows[0]?.name ?? '';
}
