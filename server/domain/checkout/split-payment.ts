/**
 * Split payment (docs/checkout.md "Split payment"): with the corporate's `enable_split_payment`
 * the company pays `first_pay` (charged by pay_with_corporate, the session stays OPEN) and the
 * traveller pays `second_pay` by any other rail. The order is SUCCESSFUL only when the second
 * part is paid; if the hold lapses first, the company's charge is given back in the expiring
 * transaction. Held state (spec §3): the session's `payment_type` (PERSONAL, CORPORATE, SPLIT),
 * `is_corporate`, `first_pay`, `second_pay`, and `first_paid_at` once the company paid.
 */
import type { Db } from '../../db/client.js';
import { postCorporateRelease } from '../ledger/service.js';
import {
  chargeReleasedAt,
  lockCorporate,
  markChargeReleased,
  returnCompanyPartUse,
  unreleasedCompanyCharges,
} from './corporate-accounts-repository.js';
import { cancelOrderWithDetails } from './orders-repository.js';
import type { SessionRow } from './session-row.js';

/** Whether the company's part of a split was charged (the traveller's part is then due). */
export const companyPartPaid = (s: SessionRow) => s.payment_type === 'SPLIT' && !!s.first_paid_at;

/** What a personal rail (wallet, card, VNPay, 2C2P, bank transfer) must take for the session. */
export function amountDue(s: SessionRow): number {
  return companyPartPaid(s) ? s.second_pay! : s.price;
}

/** What the order of a split records beside the personal rail's own details. */
export function splitDetails(s: SessionRow): Record<string, unknown> {
  if (!companyPartPaid(s)) return {};
  return {
    corporate_wallet: { corporate_id: s.corporate_id, amount: s.first_pay },
    first_pay: s.first_pay,
    second_pay: s.second_pay,
  };
}

/**
 * The company's part and the traveller's of `price` when the company pays at most `cap`
 * (its policy for the traveller: what is left of their monthly limit and of the cost center's
 * budget), or when the traveller asked to pay `personal` themselves. Null: no split.
 */
export function splitOf(price: number, cap: number | null, personal: number | null) {
  if (personal != null && personal > 0) {
    return personal < price ? { first: price - personal, second: personal } : null;
  }
  if (cap != null && cap > 0 && cap < price) return { first: cap, second: price - cap };
  return null;
}

/**
 * Gives back the company parts of these sessions' splits whose traveller part was never paid
 * (the caller holds the sessions' locks and is expiring them). Each charge is released once
 * (`released_at` guards it, and the ledger's `corporate-release:<session>` key the money): the
 * corporate's balance (a reversing ledger movement on its account), the staff member's and the budget's
 * `used_balance` return, and the unfinished order is CANCELLED.
 */
export async function releaseCompanyParts(tx: Db, sessionIds: string[], now: Date) {
  if (!sessionIds.length) return;
  const charges = await unreleasedCompanyCharges(tx, sessionIds);
  for (const p of charges) {
    // The corporate row first, as every charge and release takes it (the column's UPDATE did).
    await lockCorporate(tx, p.corporate_id);
    await returnCompanyPartUse(tx, p, now);
    // The ledger last: corporate, staff, budget, account, PLATFORM_SALES, as in `charge`.
    await postCorporateRelease(tx, {
      corporateId: p.corporate_id,
      sessionId: p.payment_checkout_session_id,
      orderId: p.user_order_id,
      amount: p.amount,
      currency: p.currency,
      at: now,
    });
    await markChargeReleased(tx, p.id, now);
    await cancelOrderWithDetails(
      tx,
      p.user_order_id,
      { reason: 'split_second_part_unpaid', corporate_released_at: now.toISOString() },
      now,
    );
  }
}

/** Whether this session's company part was given back (a late personal payment must not complete it). */
export async function companyPartReleased(tx: Db, s: SessionRow): Promise<boolean> {
  if (!companyPartPaid(s)) return false;
  return !!(await chargeReleasedAt(tx, s.id));
}
