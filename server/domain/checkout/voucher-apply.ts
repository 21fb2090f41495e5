/**
 * apply_voucher, apply_gift_voucher and unapply_voucher (docs/checkout.md "Vouchers"). Each runs
 * in one transaction that locks the session first, then the promotion (always in that order, as
 * expiry does, so nothing deadlocks). A redemption is counted under the promotion's row lock:
 * of 50 checkouts applying a voucher with N redemptions left, exactly N succeed, and one
 * traveller's checkouts never pass `max_user_redemptions`.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  appliedGiftTotal,
  freeAppliedGift,
  lockGiftVoucherByCode,
  markGiftApplied,
} from './gift-vouchers-repository.js';
import { expireLockedSessions } from './holds.js';
import type { ApplyGiftVoucherInput, ApplyVoucherInput, UnapplyVoucherInput } from './input.js';
import { referredByCode } from './people-repository.js';
import {
  insertRedemption,
  lockPromotionByCode,
  redeemedCodeOf,
  releaseAppliedRedemptions,
  paidBookingCount,
  userRedemptionCount,
} from './promotions-repository.js';
import { grossOf, repriceSession } from './reprice.js';
import { findSession, type SessionLookup, type SessionRow } from './sessions.js';
import { itemMetadataOfSession } from './sessions-repository.js';
import { companyPartPaid } from './split-payment.js';
import { checkPromotion } from '../vouchers/rules.js';

const SESSION = 'payment_checkout_session_id';

const refuse = (field: string, ruleName: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule: ruleName, message }]);

/** Locks the caller's session; it must be OPEN (a gateway payment freezes its price). */
async function lockOpenSession(
  tx: Db,
  userId: string,
  lookup: SessionLookup,
  cartToken: string | null | undefined,
  now: Date,
): Promise<SessionRow | 'expired'> {
  const session = await findSession(tx, userId, lookup, true);
  if (!session || (cartToken && session.cart_token !== cartToken)) {
    throw new AppError('NOT_FOUND', 'No such checkout session.');
  }
  if (session.status === 'OPEN' && session.expired_at.getTime() <= now.getTime()) {
    await expireLockedSessions(tx, [session.id], now);
    return 'expired';
  }
  if (session.status === 'PROCESSING') {
    throw refuse(SESSION, 'in_progress', 'A payment of this checkout is being confirmed.');
  }
  if (companyPartPaid(session)) {
    // Its price is split between what the company paid and what is left: it cannot change.
    throw refuse(SESSION, 'in_progress', 'The company has paid its part of this checkout.');
  }
  if (session.status !== 'OPEN') {
    throw refuse(SESSION, 'not_open', `This checkout is ${session.status.toLowerCase()}.`);
  }
  return session;
}

/** Runs `work` on the locked OPEN session; an expired one is released and refused. */
async function onOpenSession<T>(
  db: Db,
  userId: string,
  lookup: SessionLookup,
  cartToken: string | null | undefined,
  now: Date,
  work: (tx: Db, session: SessionRow) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, userId, lookup, cartToken, now);
    return session === 'expired'
      ? ({ expired: true } as const)
      : { value: await work(tx, session) };
  });
  if ('expired' in outcome) {
    throw refuse(
      SESSION,
      'expired',
      'This checkout has expired; its seats or rooms were released.',
    );
  }
  return outcome.value;
}

async function propertyIdsOf(tx: Db, sessionId: string): Promise<string[]> {
  const items = await itemMetadataOfSession(tx, sessionId);
  return items.map((i) => i.metadata.property_id).filter((id): id is string => !!id);
}

export async function applyVoucher(
  db: Db,
  userId: string,
  input: ApplyVoucherInput,
  now: Date,
): Promise<SessionRow> {
  const lookup = { id: input.payment_checkout_session_id };
  return onOpenSession(db, userId, lookup, input.cart_token, now, async (tx, session) => {
    const current = await redeemedCodeOf(tx, session.id);
    if (current?.code === input.voucher_code) return session; // applied already: a retry
    if (current) {
      throw refuse(
        'voucher_code',
        'one_per_checkout',
        `Voucher ${current.code} is already applied; remove it first.`,
      );
    }
    const promotion = await lockPromotionByCode(tx, input.voucher_code);
    if (!promotion) throw refuse('voucher_code', 'not_found', 'There is no such voucher.');
    const traveller = await referredByCode(tx, session.user_id);
    const userRedemptions = await userRedemptionCount(tx, promotion.id, session.user_id);
    const verdict = checkPromotion(promotion, {
      gross: grossOf(session),
      currency: session.currency,
      productType: session.product_type,
      propertyIds: await propertyIdsOf(tx, session.id),
      userId: session.user_id,
      paidBookings: promotion.first_trip_only ? await paidBookingCount(tx, session.user_id) : 0,
      referredByCode: traveller?.referred_by_code ?? null,
      userRedemptions,
      now,
    });
    if (!verdict.ok) throw refuse('voucher_code', verdict.rule, verdict.message);
    const repriced = await repriceSession(
      tx,
      session,
      { voucher: verdict.discount, gift: await appliedGiftTotal(tx, session.id) },
      now,
    );
    await insertRedemption(tx, {
      promotionId: promotion.id,
      userId: session.user_id,
      sessionId: session.id,
      discount: repriced.voucher_discount,
    });
    return repriced;
  });
}

export async function applyGiftVoucher(
  db: Db,
  userId: string,
  input: ApplyGiftVoucherInput,
  now: Date,
): Promise<SessionRow> {
  const lookup = { id: input.payment_checkout_session_id };
  return onOpenSession(db, userId, lookup, null, now, async (tx, session) => {
    const gift = await lockGiftVoucherByCode(tx, input.code);
    const mine = gift && (gift.user_id === null || gift.user_id === session.user_id);
    if (!gift || !mine || gift.state === 'CANCELLED') {
      throw refuse('code', 'not_found', 'There is no such gift voucher.');
    }
    if (gift.state === 'APPLIED' && gift.payment_checkout_session_id === session.id) {
      return session; // applied already: a retry
    }
    if (gift.state !== 'AVAILABLE') throw refuse('code', 'used', 'This gift voucher is used.');
    if (gift.expired_at && gift.expired_at.getTime() <= now.getTime()) {
      throw refuse('code', 'expired', 'This gift voucher has expired.');
    }
    if (gift.currency !== session.currency) {
      throw refuse('code', 'currency', `This gift voucher is in ${gift.currency}.`);
    }
    const topUp = session.product_type === 'TOP_UP'; // a wallet top-up takes no vouchers
    if (topUp || (gift.type !== 'ALL' && gift.type !== session.product_type)) {
      throw refuse('code', 'product_type', 'This gift voucher is not valid for this booking.');
    }
    if (session.price === 0) {
      throw refuse('code', 'nothing_to_pay', 'Nothing is left to pay on this checkout.');
    }
    await markGiftApplied(tx, gift.id, session.id, now);
    const gifts = await appliedGiftTotal(tx, session.id);
    return repriceSession(tx, session, { voucher: session.voucher_discount, gift: gifts }, now);
  });
}

/** Removes a voucher or gift voucher by code; false when none with that code is applied. */
export async function unapplyVoucher(
  db: Db,
  userId: string,
  input: UnapplyVoucherInput,
  now: Date,
): Promise<boolean> {
  const lookup: SessionLookup = input.payment_checkout_session_id
    ? { id: input.payment_checkout_session_id }
    : { cart_token: input.cart_token! };
  return onOpenSession(db, userId, lookup, input.cart_token, now, async (tx, session) => {
    const released = await releaseAppliedRedemptions(tx, session.id, input.voucher_code, now);
    const freed = await freeAppliedGift(tx, session.id, input.voucher_code);
    if (!released.length && !freed.length) return false;
    const voucher = released.length ? 0 : session.voucher_discount;
    await repriceSession(
      tx,
      session,
      { voucher, gift: await appliedGiftTotal(tx, session.id) },
      now,
    );
    return true;
  });
}
