/**
 * Booking requests (issue 21, docs/approvals.md): asking for approval of a checkout session,
 * reading and listing them, the approval counters, and cancelling. Deciding is decide.ts's;
 * deadlines and escalation deadlines.ts's.
 *
 * Who may: `request_bookings` of docs/permissions.md — every member asks (create) and reads
 * their own (as requester or traveller); owners, admins, approvers and the travel desk read all
 * of the corporate's. Every query names the caller's corporate.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { requireUserId } from '../context/user.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { members } from '../checkout/pay-with-corporate.js';
import { corporateById } from '../corporates/repository.js';
import { findSession, sessionItems } from '../checkout/sessions-repository.js';
import { reasonsOf } from '../policy/repository.js';
import { approverChain, type ApproverChain } from './approver-chain.js';
import type { BookingRequestsArgs, CreateBookingRequestInput } from './input.js';
import { mailApprover, type Mailer } from './notify.js';
import { presentRequest } from './present.js';
import {
  eventsOf,
  insertEvent,
  insertRequest,
  listRequests,
  pendingCounts,
  requestById,
  requestOfSession,
  settleRequest,
  voidLinks,
  type RequestRow,
} from './repository.js';
import { deadlineFrom } from './settings.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The travel policy's verdict on a session (server/domain/policy/session-verdict.ts). */
export interface Verdict {
  type: string;
  breaches: unknown[];
  reason_required: boolean;
}
export type Judge = (
  db: Db,
  input: { corporateId: string; travellerUserId: string; paymentCheckoutSessionId: string },
  now: Date,
) => Promise<Verdict>;

export interface RequestDeps {
  db: Db;
  mailer: Mailer;
  judge: Judge;
}

const refuse = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);

/** The chain that decides a traveller's request, without whoever asked. */
export async function chainFor(
  db: Db,
  row: { corporate_id: string; traveller_id: string; requester_id: string },
): Promise<ApproverChain> {
  const chain = await approverChain(db, row.corporate_id, row.traveller_id);
  return chain.filter((a) => a.userId !== row.requester_id);
}

interface FlightPart {
  code?: string;
  departure?: { code?: string; date?: string };
  arrival?: { code?: string };
}
interface ProductParts {
  departure_flight?: FlightPart | null;
  return_flight?: FlightPart | null;
  name?: string;
  property?: { name?: string };
}

/** What an approver reads in a list: the route and date, or the hotel and nights. */
export function summaryOf(item: {
  kind: string;
  product: Record<string, unknown>;
  metadata: Record<string, unknown>;
}) {
  const p = item.product as ProductParts;
  if (item.kind === 'FLIGHT_BOOKING') {
    const leg = (f: FlightPart | null | undefined) =>
      f
        ? `${f.code ?? ''} ${f.departure?.code ?? ''}→${f.arrival?.code ?? ''} ${String(f.departure?.date ?? '').slice(0, 10)}`
        : '';
    return [leg(p.departure_flight), leg(p.return_flight)].filter(Boolean).join(' · ');
  }
  const m = item.metadata;
  const hotel = p.property?.name ?? p.name ?? '';
  return `${hotel} · ${String(m.check_in ?? '')} → ${String(m.check_out ?? '')}`;
}

/** create_booking_request: a checkout session, charged to the company, sent for approval. */
export async function createBookingRequest(
  deps: RequestDeps,
  callerId: string | null,
  input: CreateBookingRequestInput,
  now: Date,
) {
  const userId = requireUserId(callerId);
  const { actor } = await actorFor(deps.db, userId);
  const corporateId = ownCorporate(actor, input.corporate_id);
  assertCan(actor, 'create', 'request_bookings');
  const field = input.payment_checkout_session_id ? 'payment_checkout_session_id' : 'cart_token';
  const id = await deps.db.transaction(async (tx) => {
    const lookup = input.payment_checkout_session_id
      ? UUID.test(input.payment_checkout_session_id)
        ? { id: input.payment_checkout_session_id }
        : null
      : { cart_token: input.cart_token! };
    const session = lookup ? await findSession(tx, userId, lookup, true) : null;
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    if (session.status !== 'OPEN' || session.expired_at <= now) {
      throw refuse(field, 'not_open', 'This checkout is no longer open: choose the trip again.');
    }
    if (session.product_type !== 'FLIGHT' && session.product_type !== 'HOTEL') {
      throw refuse(field, 'kind', 'Only a flight or a hotel can be sent for approval.');
    }
    if (!session.is_corporate || session.corporate_id !== corporateId) {
      throw refuse(field, 'not_corporate', 'Choose the company account as the payer first.');
    }
    await members(tx, corporateId, userId, session.user_id);
    // Checked again when the approval pays; asking here spares the approver a decision that
    // could only fail (a company that requires a cost center on every trip).
    if (!session.cost_center_id && (await corporateById(tx, corporateId))?.enforce_cost_center) {
      throw refuse(
        'cost_center_id',
        'cost_center_required',
        'Choose a cost center for this trip first.',
      );
    }
    const existing = await requestOfSession(tx, corporateId, session.id);
    if (existing) {
      throw refuse(
        field,
        'already_requested',
        `This checkout was already sent for approval (${existing.status.toLowerCase()}).`,
      );
    }
    const verdict = await deps.judge(
      tx,
      { corporateId, travellerUserId: session.user_id, paymentCheckoutSessionId: session.id },
      now,
    );
    if (verdict.type === 'BLOCK') {
      throw refuse(
        field,
        'blocked',
        'The travel policy does not allow this trip, even with approval.',
      );
    }
    if (input.reason_code) {
      const codes = (await reasonsOf(tx, corporateId)).map((r) => r.code);
      if (!codes.includes(input.reason_code)) {
        throw refuse('reason_code', 'unknown', 'Choose one of the company’s reason codes.');
      }
    }
    const row = { corporate_id: corporateId, traveller_id: session.user_id, requester_id: userId };
    const chain = await chainFor(tx, row);
    if (!chain.length) {
      throw refuse(field, 'no_approver', 'Nobody in the company can approve this request.');
    }
    const [item] = await sessionItems(tx, session.id);
    const created = await insertRequest(tx, {
      ...row,
      kind: session.product_type,
      payment_checkout_session_id: session.id,
      summary: item ? summaryOf(item) : '',
      price: session.price,
      currency: session.currency,
      held_until: session.expired_at,
      verdict: verdict.type,
      breaches: verdict.breaches,
      reason_code: input.reason_code ?? null,
      note: input.note ?? null,
      approver_id: chain[0].userId,
      deadline_at: deadlineFrom(now),
      now,
    });
    if (!created)
      throw refuse(field, 'already_requested', 'This checkout was already sent for approval.');
    await insertEvent(tx, {
      corporateId,
      requestId: created,
      kind: 'CREATED',
      actorId: userId,
      approverId: chain[0].userId,
      detail: { verdict: verdict.type, price: session.price },
      at: now,
    });
    return created;
  });
  const row = (await requestById(deps.db, corporateId, id))!;
  await mailApprover(deps.db, deps.mailer, row, 'NEW', now);
  return presentRequest(row, now);
}

/** Whether the caller reads this request as one of their own (requester or traveller). */
const isOwn = (row: RequestRow, userId: string) =>
  row.requester_id === userId || row.traveller_id === userId;

/** booking_request: one request with its history; null when the corporate has none with this id. */
export async function readBookingRequest(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; id: string },
  now: Date,
) {
  const userId = requireUserId(callerId);
  const { actor } = await actorFor(db, userId);
  const corporateId = ownCorporate(actor, args.corporate_id);
  if (!UUID.test(args.id)) return null;
  const row = await requestById(db, corporateId, args.id);
  if (!row) return null;
  assertCan(actor, 'show', 'request_bookings', {
    user_id: isOwn(row, userId) ? userId : row.requester_id,
  });
  return presentRequest(row, now, await eventsOf(db, corporateId, row.id));
}

/** booking_requests: the corporate's requests (or the caller's own), filtered and paged. */
export async function listBookingRequests(
  db: Db,
  callerId: string | null,
  args: BookingRequestsArgs,
  now: Date,
  own = false,
) {
  const userId = requireUserId(callerId);
  const { actor } = await actorFor(db, userId);
  const corporateId = ownCorporate(actor, args.corporate_id);
  const everyone = !own && canAll(actor);
  if (!own) assertCan(actor, 'list', 'request_bookings');
  for (const [field, value] of [
    ['requester_id', args.requester_id],
    ['department_id', args.department_id],
  ] as const) {
    if (value && !UUID.test(value)) throw refuse(field, 'format', `${field} is not a valid id`);
  }
  const { rows, total } = await listRequests(
    db,
    corporateId,
    {
      status: args.status,
      kind: args.kind,
      requesterId: args.requester_id,
      departmentId: args.department_id,
      approverId: args.mine ? userId : null,
      ownerId: everyone ? null : userId,
      from: args.from,
      to: args.to,
      search: args.search,
    },
    { limit: args.limit, offset: args.offset },
  );
  return { entries: rows.map((r) => presentRequest(r, now)), total_count: total };
}

function canAll(actor: Awaited<ReturnType<typeof actorFor>>['actor']) {
  try {
    assertCan(actor, 'list', 'approvals');
    return true;
  } catch {
    return actor.role === 'OPERATION';
  }
}

/** approval_counters: pending requests, all of the corporate's and the caller's own queue. */
export async function approvalCounters(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null },
) {
  const userId = requireUserId(callerId);
  const { actor } = await actorFor(db, userId);
  const corporateId = ownCorporate(actor, args.corporate_id);
  assertCan(actor, 'list', 'approvals');
  const rows = await pendingCounts(db, corporateId, userId);
  const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(pick).reduce((n, r) => n + r.n, 0);
  return {
    total_pending: sum(() => true),
    approvals: sum((r) => r.mine),
    hotel_approvals: sum((r) => r.mine && r.kind === 'HOTEL'),
    flight_approvals: sum((r) => r.mine && r.kind === 'FLIGHT'),
  };
}

/** cancel_booking_request: the requester or traveller withdraws a PENDING request. */
export async function cancelBookingRequest(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; id: string },
  now: Date,
) {
  const userId = requireUserId(callerId);
  const { actor } = await actorFor(db, userId);
  const corporateId = ownCorporate(actor, args.corporate_id);
  if (!UUID.test(args.id)) throw new AppError('NOT_FOUND', 'No such booking request.');
  await db.transaction(async (tx) => {
    const row = await requestById(tx, corporateId, args.id, true);
    if (!row) throw new AppError('NOT_FOUND', 'No such booking request.');
    if (!isOwn(row, userId)) {
      throw new AppError('FORBIDDEN', 'Only who asked, or who travels, may cancel a request.');
    }
    if (row.status !== 'PENDING') {
      throw refuse('id', 'not_pending', `This request is already ${row.status.toLowerCase()}.`);
    }
    await settleRequest(tx, corporateId, row.id, {
      status: 'CANCELLED',
      decidedBy: null,
      comment: null,
      now,
    });
    await voidLinks(tx, corporateId, row.id, now);
    await insertEvent(tx, {
      corporateId,
      requestId: row.id,
      kind: 'CANCELLED',
      actorId: userId,
      approverId: row.approver_id,
      at: now,
    });
  });
  return presentRequest((await requestById(db, corporateId, args.id))!, now);
}
