/**
 * Deciding a booking request (docs/approvals.md "Deciding"): approve or reject, with a comment
 * (required to reject: the requester reads it). On approval the booking is made and paid by the
 * corporate account through checkout's own corporate payment, in the same transaction as the
 * decision; a refusal there (credit, limits, budget) undoes the decision and is the approver's
 * answer.
 *
 * Exactly one decision: the request row is locked first (FOR UPDATE) and must be PENDING; a
 * second approver deciding at once waits for the lock, then is told who decided and when.
 * Who may: any link of the request's approver chain (the current holder, or those after it up
 * to the owner and admins), never the requester. The e-mail links decide as their approver.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { PaymentSettings } from '../payments/methods.js';
import { requireUserId } from '../context/user.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { payWithCorporate } from '../checkout/pay-with-corporate.js';
import { findSession } from '../checkout/sessions-repository.js';
import { isInChain } from './approver-chain.js';
import type { DecideBookingRequestInput } from './input.js';
import { mailRequester, type Mailer } from './notify.js';
import { presentRequest } from './present.js';
import {
  insertEvent,
  requestById,
  setRequestOrder,
  settleRequest,
  voidLinks,
  type RequestRow,
} from './repository.js';
import { chainFor } from './requests.js';
import { repriceIfLapsed, repricedRefusal, type RepriceDeps } from './reprice.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DecideDeps {
  db: Db;
  mailer: Mailer;
  payments: PaymentSettings;
  /** Re-pricing a request whose hold lapsed (reprice.ts); null: such a request is refused. */
  reprice: RepriceDeps | null;
}

export interface Decision {
  decision: 'APPROVE' | 'REJECT';
  comment: string | null;
}

const refuse = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);

/** The answer to a second decision: what happened, by whom, when. */
export function alreadyDecided(row: RequestRow): AppError {
  const when = row.decided_at ?? row.updated_at;
  const at = new Date(when).toISOString();
  const by = row.decided_by_name ? ` by ${row.decided_by_name}` : '';
  return refuse(
    'id',
    'already_decided',
    `This request was already ${row.status.toLowerCase()}${by} at ${at}.`,
  );
}

/**
 * The decision of `approverId` on request `id` of `corporateId`, in one transaction. `inside`
 * runs first in it (the e-mail link marks itself used there).
 */
export async function decideAs(
  deps: DecideDeps,
  corporateId: string,
  approverId: string,
  id: string,
  d: Decision,
  now: Date,
  inside?: (tx: Db, row: RequestRow) => Promise<void>,
) {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'No such booking request.');
  if (d.decision === 'APPROVE' && deps.reprice) {
    // A lapsed hold is priced and held again first; a price that moved is shown, not approved.
    const repriced = await repriceIfLapsed(deps.reprice, corporateId, approverId, id, now);
    if (repriced && repriced.price !== repriced.previousPrice) throw repricedRefusal(repriced);
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await requestById(tx, corporateId, id, true);
    if (!row) throw new AppError('NOT_FOUND', 'No such booking request.');
    // Read again to name who decided: on PostgreSQL a row locked after waiting is re-checked,
    // but the rows joined to it (the decider's name) are still those of before the wait.
    if (row.status !== 'PENDING') {
      throw alreadyDecided((await requestById(tx, corporateId, id)) ?? row);
    }
    if (row.requester_id === approverId || !isInChain(await chainFor(tx, row), approverId)) {
      throw new AppError('FORBIDDEN', 'You are not an approver of this request.');
    }
    if (inside) await inside(tx, row);
    if (d.decision === 'APPROVE') {
      const session = await findSession(tx, row.requester_id, {
        id: row.payment_checkout_session_id,
      });
      if (!session || session.status !== 'OPEN' || session.expired_at <= now) {
        throw refuse(
          'id',
          'hold_lapsed',
          `The fare was held until ${new Date(row.held_until).toISOString()} and could not be held again; the requester can ask again from a new checkout.`,
        );
      }
    }
    const status = d.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    await settleRequest(tx, corporateId, row.id, {
      status,
      decidedBy: approverId,
      comment: d.comment,
      now,
    });
    await voidLinks(tx, corporateId, row.id, now);
    await insertEvent(tx, {
      corporateId,
      requestId: row.id,
      kind: status,
      actorId: approverId,
      approverId: row.approver_id,
      detail: d.comment ? { comment: d.comment } : {},
      at: now,
    });
    if (status === 'REJECTED') return { failed: false };
    // The booking and the company's payment: checkout's corporate payment, as the requester
    // (who holds the session), in this transaction (a savepoint).
    const order = await payWithCorporate(
      tx,
      deps.payments,
      row.requester_id,
      row.payment_checkout_session_id,
      now,
    );
    const booked = order.status === 'SUCCESSFUL';
    const failed = ['CANCELLED', 'FAILED', 'REFUNDED'].includes(order.status);
    await setRequestOrder(tx, corporateId, row.id, {
      orderId: order.id,
      booked,
      failure: failed ? 'The supplier refused the booking; the charge was given back.' : null,
      now,
    });
    await insertEvent(tx, {
      corporateId,
      requestId: row.id,
      kind: booked ? 'BOOKED' : failed ? 'BOOKING_FAILED' : 'ORDERED',
      actorId: approverId,
      approverId: null,
      detail: { user_order_id: order.id, order_status: order.status },
      at: now,
    });
    return { failed };
  });
  const row = (await requestById(deps.db, corporateId, id))!;
  await mailRequester(
    deps.db,
    deps.mailer,
    row,
    d.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
    row.decided_by_name ?? '',
    outcome.failed,
  );
  return row;
}

/** decide_booking_request: the signed-in approver's decision. */
export async function decideBookingRequest(
  deps: DecideDeps,
  callerId: string | null,
  input: DecideBookingRequestInput,
  now: Date,
) {
  const userId = requireUserId(callerId);
  const { actor } = await actorFor(deps.db, userId);
  const corporateId = ownCorporate(actor, input.corporate_id);
  assertCan(actor, 'approve', 'approvals');
  const row = await decideAs(deps, corporateId, userId, input.id, input, now);
  return presentRequest(row, now);
}
