/**
 * A request that outlived the fare's hold (docs/approvals.md "Re-pricing a lapsed request"):
 * before it can be approved, its fare is priced again and held again through checkout's own
 * cart code (server/domain/checkout/rehold.ts), on the same checkout session. The request keeps
 * the price it was asked at as `previous_price` and records a REPRICED event. When the price
 * moved, the approval that found the lapse is refused with `repriced` — the approver reads the
 * new price and the difference and approves again at it; an unchanged price is approved at once.
 *
 * Exactly one re-price under a race: the request row is locked, then the session; a second
 * approver finds the session held again and the request's price changed under them (also
 * `repriced`: they have not seen the new price), or unchanged (their approval goes on, and the
 * decision's own lock gives one decision).
 */
import type { CheckoutConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { pricedAgain, reholdLocked } from '../checkout/rehold.js';
import { findSession } from '../checkout/sessions-repository.js';
import { isInChain } from './approver-chain.js';
import { insertEvent, repointRequest, requestById } from './repository.js';
import { chainFor } from './requests.js';

export interface RepriceDeps {
  database: Database;
  checkout: Pick<CheckoutConfig, 'holdMinutes'>;
}

export interface Repriced {
  price: number;
  previousPrice: number;
  currency: string;
  heldUntil: Date;
}

/** The language the fare's names are priced in (the reference language; names stay as asked). */
const PRICING_LOCALE = 'vi';

/**
 * Re-prices request `id` when its hold lapsed and the caller may decide it; null when there was
 * nothing to do (held, not pending, not theirs to decide: the decision says why).
 */
export async function repriceIfLapsed(
  deps: RepriceDeps,
  corporateId: string,
  approverId: string,
  id: string,
  now: Date,
): Promise<Repriced | null> {
  const db = deps.database.db;
  const seen = await requestById(db, corporateId, id);
  if (!seen || seen.status !== 'PENDING') return null;
  if (seen.requester_id === approverId || !isInChain(await chainFor(db, seen), approverId)) {
    return null;
  }
  const sessionId = seen.payment_checkout_session_id;
  const session = await findSession(db, seen.requester_id, { id: sessionId });
  if (session && session.status === 'OPEN' && session.expired_at > now) return null;
  const fresh = await pricedAgain(deps.database, sessionId, PRICING_LOCALE, now);
  return db.transaction(async (tx) => {
    const row = await requestById(tx, corporateId, id, true);
    if (!row || row.status !== 'PENDING') return null;
    const { session: held, reheld } = await reholdLocked(tx, deps.checkout, sessionId, fresh, now);
    const asked = Number(seen.price);
    if (!reheld) {
      // Held again by someone else meanwhile: a price that moved under us was not seen.
      return Number(row.price) === asked
        ? null
        : repriced(Number(row.price), asked, held.currency, held.expired_at);
    }
    await repointRequest(tx, corporateId, id, {
      sessionId,
      price: held.price,
      previousPrice: Number(row.price),
      heldUntil: held.expired_at,
      now,
    });
    await insertEvent(tx, {
      corporateId,
      requestId: id,
      kind: 'REPRICED',
      actorId: approverId,
      approverId: row.approver_id,
      detail: { previous_price: Number(row.price), price: held.price },
      at: now,
    });
    return repriced(held.price, Number(row.price), held.currency, held.expired_at);
  });
}

const repriced = (price: number, previousPrice: number, currency: string, heldUntil: Date) => ({
  price,
  previousPrice,
  currency,
  heldUntil,
});

/** The approver's answer when the price moved: what it is now, the difference, until when. */
export function repricedRefusal(r: Repriced): AppError {
  const diff = r.price - r.previousPrice;
  const sign = diff > 0 ? '+' : '';
  const message =
    `The fare's hold had lapsed: it was priced again at ${r.price} ${r.currency} ` +
    `(asked at ${r.previousPrice}, difference ${sign}${diff}) and is held until ` +
    `${r.heldUntil.toISOString()}. Approve again to book at the new price.`;
  return new AppError('BAD_USER_INPUT', message, [{ field: 'id', rule: 'repriced', message }]);
}
