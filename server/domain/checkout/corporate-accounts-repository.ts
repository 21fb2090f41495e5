/**
 * The corporate side of paying a checkout (docs/checkout.md "Corporate payment"): SQL only,
 * every query scoped by the corporate's id. Rows are locked in one order — corporate, then the
 * traveller's staff row, then the cost-center budget, then the corporate's ledger account —
 * after the session, so corporate payments of one company queue on the corporate row and never
 * overdraw a limit. The corporate's balance is its ledger account's (server/domain/ledger).
 */
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { periodAt } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { postCorporateCharge, postCorporateRelease } from '../ledger/service.js';
import {
  corporateCredits,
  corporatePayments,
  corporateStaffs,
  corporates,
  costCenterBudgets,
  costCenters,
  userOrders,
} from '../../db/schema.js';

export type CorporateRow = typeof corporates.$inferSelect;
export type StaffRow = typeof corporateStaffs.$inferSelect;

export async function lockCorporate(tx: Db, corporateId: string): Promise<CorporateRow | null> {
  const [row] = await tx
    .select()
    .from(corporates)
    .where(eq(corporates.id, corporateId))
    .for('update');
  return row ?? null;
}

export async function creditOf(tx: Db, corporateId: string) {
  const [row] = await tx
    .select()
    .from(corporateCredits)
    .where(eq(corporateCredits.corporate_id, corporateId));
  return row ?? null;
}

/** The user's active staff row in this corporate, locked when `forUpdate`. */
export async function activeStaff(
  tx: Db,
  corporateId: string,
  userId: string,
  forUpdate = false,
): Promise<StaffRow | null> {
  const query = tx
    .select()
    .from(corporateStaffs)
    .where(
      and(
        eq(corporateStaffs.corporate_id, corporateId),
        eq(corporateStaffs.user_id, userId),
        eq(corporateStaffs.active, true),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The corporate the traveller belongs to when none was chosen: their first active one. */
export async function defaultCorporateOf(tx: Db, userId: string): Promise<string | null> {
  const { rows } = await tx.execute<{ corporate_id: string }>(sql`
    select s.corporate_id from corporate_staffs s join corporates c on c.id = s.corporate_id
    where s.user_id = ${userId}::uuid and s.active
    order by (c.user_id = s.user_id) desc, s.inserted_at desc, s.id
    limit 1`);
  return rows[0]?.corporate_id ?? null;
}

/** An active cost center of this corporate that the staff member (or their department) may charge. */
export async function chargeableCostCenter(
  tx: Db,
  corporateId: string,
  costCenterId: string,
  staff: StaffRow,
): Promise<boolean> {
  const { rows } = await tx.execute<{ ok: boolean }>(sql`
    select exists (
      select 1 from cost_centers c join cost_center_assignees a
        on a.corporate_id = c.corporate_id and a.cost_center_id = c.id
      where c.corporate_id = ${corporateId}::uuid and c.id = ${costCenterId}::uuid and c.active
        and (a.user_id = ${staff.user_id}::uuid
          or (${staff.department_id}::uuid is not null and a.department_id = ${staff.department_id}::uuid))
    ) as ok`);
  return Boolean(rows[0]?.ok);
}

export async function costCenterExists(tx: Db, corporateId: string, costCenterId: string) {
  const [row] = await tx
    .select({ id: costCenters.id })
    .from(costCenters)
    .where(and(eq(costCenters.corporate_id, corporateId), eq(costCenters.id, costCenterId)));
  return !!row;
}

/**
 * The cost center's budget for `currency`, locked, as of `now`: once a new period has begun
 * (common/calendar.ts `periodAt`, the instant monthly limits turn over too), what was used
 * before it no longer counts, so the budget is whole again from `now` on.
 */
export async function lockBudget(
  tx: Db,
  corporateId: string,
  costCenterId: string,
  currency: string,
  now: Date,
) {
  const [row] = await tx
    .select()
    .from(costCenterBudgets)
    .where(
      and(
        eq(costCenterBudgets.corporate_id, corporateId),
        eq(costCenterBudgets.cost_center_id, costCenterId),
        eq(costCenterBudgets.currency, currency),
      ),
    )
    .for('update');
  if (!row) return null;
  const period = row.reset_period === 'NONE' ? 'NEVER' : row.reset_period;
  const { start } = periodAt(period, row.reset_day, now);
  if (!start || new Date(row.used_since) >= start) return row;
  const [whole] = await tx
    .update(costCenterBudgets)
    .set({ used_balance: 0, used_since: now })
    .where(and(eq(costCenterBudgets.corporate_id, corporateId), eq(costCenterBudgets.id, row.id)))
    .returning();
  return whole;
}

/** What the corporate (or one traveller of it) was charged since `from` (refunds and released splits excepted). */
export async function chargedSince(
  tx: Db,
  corporateId: string,
  from: Date,
  userId?: string,
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${corporatePayments.amount}), 0)` })
    .from(corporatePayments)
    .where(
      and(
        eq(corporatePayments.corporate_id, corporateId),
        gte(corporatePayments.inserted_at, from),
        isNull(corporatePayments.refunded_at),
        isNull(corporatePayments.released_at),
        userId ? eq(corporatePayments.user_id, userId) : undefined,
      ),
    );
  return Number(row.total);
}

/**
 * Takes `amount` from the corporate (a ledger movement on its account, which may go below zero
 * down to the credit line the caller checked), the staff member and the budget; records the
 * charge with the account's balance after it.
 */
export async function charge(
  tx: Db,
  c: {
    corporateId: string;
    staff: StaffRow;
    budgetId: string | null;
    costCenterId: string | null;
    sessionId: string;
    orderId: string;
    paidBy: string;
    amount: number;
    currency: string;
    now: Date;
  },
) {
  await tx
    .update(corporateStaffs)
    .set({ used_balance: sql`${corporateStaffs.used_balance} + ${c.amount}`, updated_at: c.now })
    .where(
      and(eq(corporateStaffs.corporate_id, c.corporateId), eq(corporateStaffs.id, c.staff.id)),
    );
  if (c.budgetId) {
    await tx
      .update(costCenterBudgets)
      .set({ used_balance: sql`${costCenterBudgets.used_balance} + ${c.amount}` })
      .where(
        and(
          eq(costCenterBudgets.corporate_id, c.corporateId),
          eq(costCenterBudgets.id, c.budgetId),
        ),
      );
  }
  // The ledger last (its account, then PLATFORM_SALES): every path takes locks in this order.
  const balanceAfter = await postCorporateCharge(tx, {
    corporateId: c.corporateId,
    sessionId: c.sessionId,
    orderId: c.orderId,
    amount: c.amount,
    currency: c.currency,
    at: c.now,
  });
  const [payment] = await tx
    .insert(corporatePayments)
    .values({
      corporate_id: c.corporateId,
      payment_checkout_session_id: c.sessionId,
      user_order_id: c.orderId,
      user_id: c.staff.user_id,
      paid_by: c.paidBy,
      cost_center_id: c.costCenterId,
      amount: c.amount,
      currency: c.currency,
      balance_after: balanceAfter,
      inserted_at: c.now,
    })
    .returning();
  return payment;
}

/**
 * Gives back a session's charge (its order could not be booked): the corporate's balance (a
 * reversing ledger movement, `corporate-release:<session>`, so it moves once), the
 * staff member's and the budget's `used_balance`, and — marked `refunded_at` — the month's
 * limits. Once: false when there is no charge left to give back. Locks the corporate row
 * first, like `charge`.
 */
export async function releaseCharge(tx: Db, sessionId: string, now: Date): Promise<boolean> {
  const [payment] = await tx
    .select()
    .from(corporatePayments)
    .where(eq(corporatePayments.payment_checkout_session_id, sessionId));
  if (!payment) return false;
  await lockCorporate(tx, payment.corporate_id);
  const [released] = await tx
    .update(corporatePayments)
    .set({ refunded_at: now })
    .where(and(eq(corporatePayments.id, payment.id), isNull(corporatePayments.refunded_at)))
    .returning({ id: corporatePayments.id });
  if (!released) return false;
  const amount = payment.amount;
  await tx
    .update(corporateStaffs)
    .set({
      used_balance: sql`greatest(${corporateStaffs.used_balance} - ${amount}, 0)`,
      updated_at: now,
    })
    .where(
      and(
        eq(corporateStaffs.corporate_id, payment.corporate_id),
        eq(corporateStaffs.user_id, payment.user_id),
      ),
    );
  if (payment.cost_center_id) {
    await tx
      .update(costCenterBudgets)
      .set({ used_balance: sql`greatest(${costCenterBudgets.used_balance} - ${amount}, 0)` })
      .where(
        and(
          eq(costCenterBudgets.corporate_id, payment.corporate_id),
          eq(costCenterBudgets.cost_center_id, payment.cost_center_id),
          eq(costCenterBudgets.currency, payment.currency),
          // A charge of a period the budget has turned over from is no longer in its use.
          lte(costCenterBudgets.used_since, payment.inserted_at),
        ),
      );
  }
  // The ledger last, as in `charge`: corporate, staff, budget, account, PLATFORM_SALES.
  await postCorporateRelease(tx, {
    corporateId: payment.corporate_id,
    sessionId,
    orderId: payment.user_order_id,
    amount,
    currency: payment.currency,
    at: now,
  });
  return true;
}

export type CorporatePaymentRow = typeof corporatePayments.$inferSelect;

/**
 * The company charges of these sessions not given back yet whose order is not SUCCESSFUL (a
 * split's traveller part was never paid), by corporate.
 */
export async function unreleasedCompanyCharges(
  tx: Db,
  sessionIds: string[],
): Promise<CorporatePaymentRow[]> {
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
  return charges.map((c) => c.payment);
}

/** Gives a released company part back to the staff member's and the budget's `used_balance`. */
export async function returnCompanyPartUse(tx: Db, p: CorporatePaymentRow, now: Date) {
  await tx
    .update(corporateStaffs)
    .set({ used_balance: sql`${corporateStaffs.used_balance} - ${p.amount}`, updated_at: now })
    .where(
      and(eq(corporateStaffs.corporate_id, p.corporate_id), eq(corporateStaffs.user_id, p.user_id)),
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
}

/** Marks a company charge released. */
export async function markChargeReleased(tx: Db, paymentId: string, now: Date): Promise<void> {
  await tx
    .update(corporatePayments)
    .set({ released_at: now })
    .where(eq(corporatePayments.id, paymentId));
}

/** When the session's company charge was released (null: not released, or no charge). */
export async function chargeReleasedAt(tx: Db, sessionId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ released_at: corporatePayments.released_at })
    .from(corporatePayments)
    .where(eq(corporatePayments.payment_checkout_session_id, sessionId));
  return row?.released_at ?? null;
}
