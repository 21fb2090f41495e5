/**
 * Cash back "after the trip" (docs/manage-booking.md "Cash back"). A booking's cash back is
 * promised at payment and paid when the trip is over:
 *   - paid (orderPaid): PENDING, due at the stay's check-out (the property's check-out time in
 *     its zone) or the last flight's arrival; a company-paid booking earns none (its line is
 *     0, so no page shows cash back that will never come);
 *   - the job `rewards.cash_back` (creditDueCashBacks) pays what is due: PLATFORM_REWARDS →
 *     wallet, key `cash-back:<order>`, a CASH_BACK history line; the order CREDITED. Locked with
 *     SKIP LOCKED and keyed, so two runs or two nodes pay once;
 *   - a cancellation (voidCashBack) makes a PENDING one VOID, and takes a CREDITED one back
 *     (wallet → PLATFORM_REWARDS, key `cash-back-reversal:<order>`).
 */
import type { Db } from '../../db/client.js';
import { zonedInstant } from '../inventory/geo.js';
import { splitPropertyKey, LOCAL_SUPPLIER } from '../../../common/property-keys.js';
import { VIETNAM_TIME_ZONE } from '../../../common/calendar.js';
import { balanceOf, lockAccount, post } from '../ledger/service.js';
import {
  lockDueCashBacks,
  propertyClock,
  setCashBackStatus,
  tripItems,
} from './cash-back-repository.js';
import { insertHistoryEntry } from './repository.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Check-out when the property does not say: noon, Vietnam time. */
const DEFAULT_CHECK_OUT = '12:00';

/** When the trip of this session is over: the latest check-out or arrival; null if unknown. */
export async function tripEndOf(tx: Db, sessionId: string): Promise<Date | null> {
  let end: Date | null = null;
  const later = (d: Date | null) => {
    if (d && !Number.isNaN(d.getTime()) && (!end || d > end)) end = d;
  };
  for (const item of await tripItems(tx, sessionId)) {
    const product = item.product as Json;
    const meta = item.metadata as Json;
    if (item.kind === 'FLIGHT_BOOKING') {
      const leg = product.return_flight ?? product.departure_flight;
      if (leg?.arrival?.date) later(new Date(leg.arrival.date));
    } else if (typeof meta.check_out === 'string') {
      const key = typeof meta.property_id === 'string' ? splitPropertyKey(meta.property_id) : null;
      const clock = key?.supplier === LOCAL_SUPPLIER ? await propertyClock(tx, key.id) : undefined;
      later(
        zonedInstant(
          meta.check_out,
          clock?.check_out_time ?? DEFAULT_CHECK_OUT,
          clock?.timezone ?? VIETNAM_TIME_ZONE,
        ),
      );
    }
  }
  return end;
}

/**
 * At payment: the order's cash back waits for the trip (PENDING until its end), or is none
 * (`earns` false: company-paid; the order's line becomes 0).
 */
export async function promiseCashBack(
  tx: Db,
  order: { id: string; payment_checkout_session_id: string; cash_back: number },
  earns: boolean,
  now: Date,
): Promise<void> {
  if (!earns || order.cash_back <= 0) {
    if (order.cash_back > 0)
      await setCashBackStatus(tx, order.id, { status: null, cashBack: 0 }, null);
    return;
  }
  const due = (await tripEndOf(tx, order.payment_checkout_session_id)) ?? now;
  await setCashBackStatus(tx, order.id, { status: 'PENDING', dueAt: due }, null);
}

/**
 * After a flight change: a cash back still waiting is due at the trip's new end, later or
 * earlier, so it is never paid before the changed trip is over. Paid, voided or none: untouched.
 */
export async function followTripEnd(
  tx: Db,
  orderId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  const due = (await tripEndOf(tx, sessionId)) ?? now;
  await setCashBackStatus(tx, orderId, { status: 'PENDING', dueAt: due }, 'PENDING');
}

/**
 * Pays up to `limit` cash backs that are due; returns how many were paid. `only` narrows it to
 * one checkout's order (the test hook that moves the job's clock for one booking).
 */
export async function creditDueCashBacks(
  db: Db,
  now: Date,
  limit = 100,
  only?: { sessionId: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDueCashBacks(tx, now, limit, only?.sessionId);
    let paid = 0;
    for (const o of due) {
      const wallet = await lockAccount(tx, 'USER_WALLET', o.user_id, o.currency);
      const rewards = await lockAccount(tx, 'PLATFORM_REWARDS', null, o.currency);
      const posted = await post(tx, {
        kind: 'CASH_BACK',
        idempotencyKey: `cash-back:${o.id}`,
        at: now,
        currency: o.currency,
        userOrderId: o.id,
        metadata: { type: 'CASH_BACK', cash_back_rate: o.cash_back_rate },
        legs: [
          { account: rewards, amount: -o.cash_back },
          { account: wallet, amount: o.cash_back },
        ],
      });
      if (posted) {
        await insertHistoryEntry(tx, {
          userId: o.user_id,
          action: 'CASH_BACK',
          amount: o.cash_back,
          currency: o.currency,
          orderId: o.id,
          metadata: { cash_back_rate: o.cash_back_rate },
        });
        paid += 1;
      }
      await setCashBackStatus(tx, o.id, { status: 'CREDITED' }, 'PENDING');
    }
    return paid;
  });
}

/** A cancelled booking's cash back cannot be paid back: why. */
export class CashBackSpentError extends Error {}

/**
 * In the cancelling transaction (the order locked): a PENDING cash back becomes VOID; a
 * CREDITED one is taken back from the wallet (CashBackSpentError when the wallet no longer
 * holds it: the cancellation is refused rather than the ledger bent).
 */
export async function voidCashBack(
  tx: Db,
  order: {
    id: string;
    user_id: string;
    currency: string;
    cash_back: number;
    cash_back_status: string | null;
  },
  now: Date,
): Promise<void> {
  if (order.cash_back_status === 'PENDING') {
    await setCashBackStatus(tx, order.id, { status: 'VOID' }, 'PENDING');
    return;
  }
  if (order.cash_back_status !== 'CREDITED' || order.cash_back <= 0) return;
  const wallet = await lockAccount(tx, 'USER_WALLET', order.user_id, order.currency);
  if ((await balanceOf(tx, wallet.id)) < order.cash_back) throw new CashBackSpentError();
  const rewards = await lockAccount(tx, 'PLATFORM_REWARDS', null, order.currency);
  await post(tx, {
    kind: 'CASH_BACK',
    idempotencyKey: `cash-back-reversal:${order.id}`,
    at: now,
    currency: order.currency,
    userOrderId: order.id,
    metadata: { type: 'CASH_BACK_REVERSAL' },
    legs: [
      { account: wallet, amount: -order.cash_back },
      { account: rewards, amount: order.cash_back },
    ],
  });
  await setCashBackStatus(tx, order.id, { status: 'VOID' }, 'CREDITED');
}
