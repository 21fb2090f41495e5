/**
 * user_gift_vouchers: the gift vouchers a traveller holds (their own, `user_id` = them) that
 * can still be used (with include_used and no checkout: also applied and redeemed ones) — AVAILABLE (not applied to a checkout, not redeemed, not cancelled) and
 * not expired — soonest to expire first. With a checkout, only those it can take: its
 * currency, and a type of ALL or its product (apply.ts enforces the same on apply). The
 * checkout must be the caller's (traveller or booker), else NOT_FOUND.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { GiftVouchersInput } from './input.js';
import { heldGiftVoucherRows } from './gift-vouchers-repository.js';
import { findSession } from './sessions.js';

export async function heldGiftVouchers(
  db: Db,
  userId: string,
  input: GiftVouchersInput,
  now: Date,
) {
  const { payment_checkout_session_id: sessionId, include_used } = input;
  // The account's voucher page may show the used ones too; a checkout only what it can take.
  const history = Boolean(include_used) && !sessionId;
  let checkout = null;
  if (sessionId) {
    checkout = await findSession(db, userId, { id: sessionId });
    if (!checkout) throw new AppError('NOT_FOUND', 'No such checkout session.');
  }
  const rows = await heldGiftVoucherRows(db, userId, { history, now, checkout });
  return rows.map((g) => ({
    id: g.id,
    code: g.code,
    currency: g.currency,
    price: g.price,
    source: g.source,
    type: g.type,
    state: g.state,
    inserted_at: g.inserted_at,
    expired_at: g.expired_at,
  }));
}
