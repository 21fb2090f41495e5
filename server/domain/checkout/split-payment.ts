/**
 * Split payment (docs/checkout.md "Split payment"): with the corporate's `enable_split_payment`
 * the company pays `first_pay` (charged by pay_with_corporate, the session stays OPEN) and the
 * traveller pays `second_pay` by any other rail. The order is SUCCESSFUL only when the second
 * part is paid; if the hold lapses first, the company's charge is given back in the expiring
 * transaction. Held state (spec §3): the session's `payment_type` (PERSONAL, CORPORATE, SPLIT),
 * `is_corporate`, `first_pay`, `second_pay`, and `first_paid_at` once the company paid.
 */
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  corporatePayments,
  corporateStaffs,
  costCenterBudgets,
  userOrders,
} from '../../db/schema.js';
import { postCorporateRelease } from '../ledger/service.js';
import { lockCorporate } from './corporate-accounts.js';
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
  const charges = await tx
    .select({ payment: corporatePayments })
    .from(corporatePayments)
    .innerJoin(userOrders, eq(userOrders.id, corporatePayments.user_order_id))
    .where(
      and(
        inArray(corporatePayments.payment_checkout_session_id, sessionIds),
        isNull(corporatePayments.released_at),
        sql`${userOrders.status} <> 'SUCCESSFUL'`,
      ),
    )
    .orderBy(corporatePayments.corporate_id);
  for (const { payment: p } of charges) {
    // The corporate row first, as every charge and release takes it (the column's UPDATE did).
    await lockCorporate(tx, p.corporate_id);
    await tx
      .update(corporateStaffs)
      .set({ used_balance: sql`${corporateStaffs.used_balance} - ${p.amount}`, updated_at: now })
      .where(
        and(
          eq(corporateStaffs.corporate_id, p.corporate_id),
          eq(corporateStaffs.user_id, p.user_id),
        ),
      );
    if (p.cost_center_id) {
      await tx
        .update(costCenterBudgets)
        .set({ used_balance: sql`${costCenterBudgets.used_balance} - ${p.amount}` })
        .where(
          and(
            eq(costCenterBudgets.corporate_id, p.corporate_id),
            eq(costCenterBudgets.cost_center_id, p.cost_center_id),
            eq(costCenterBudgets.currency, p.currency),
            // A charge of a period the budget has turned over from is no longer in its use.
            lte(costCenterBudgets.used_since, p.inserted_at),
          ),
        );
    }
    // The ledger last: corporate, staff, budget, account, PLATFORM_SALES, as in `charge`.
    await postCorporateRelease(tx, {
      corporateId: p.corporate_id,
      sessionId: p.payment_checkout_session_id,
      orderId: p.user_order_id,
      amount: p.amount,
      currency: p.currency,
      at: now,
    });
    await tx
      .update(corporatePayments)
      .set({ released_at: now })
      .where(eq(corporatePayments.id, p.id));
    await tx
      .update(userOrders)
      .set({
        status: 'CANCELLED',
        payment_details: sql`${userOrders.payment_details} || ${JSON.stringify({
          reason: 'split_second_part_unpaid',
          corporate_released_at: now.toISOString(),
        })}::jsonb`,
        updated_at: now,
      })
      .where(eq(userOrders.id, p.user_order_id));
  }
}

/** Whether this session's company part was given back (a late personal payment must not complete it). */
export async function companyPartReleased(tx: Db, s: SessionRow): Promise<boolean> {
  if (!companyPartPaid(s)) return false;
  const [row] = await tx
    .select({ released_at: corporatePayments.released_at })
    .from(corporatePayments)
    .where(eq(corporatePayments.payment_checkout_session_id, s.id));
  return !!row?.released_at;
}
