/**
 * The corporate side of paying a checkout (docs/checkout.md "Corporate payment"): SQL only,
 * every query scoped by the corporate's id. Rows are locked in one order — corporate, then the
 * traveller's staff row, then the cost-center budget, then the corporate's ledger account —
 * after the session, so corporate payments of one company queue on the corporate row and never
 * overdraw a limit. The corporate's balance is its ledger account's (server/domain/ledger);
 * corporate-charges.ts posts to it between these statements.
 */
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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

/** The cost center's budget row for `currency`, locked FOR UPDATE, or undefined. */
export async function lockBudgetRow(
  tx: Db,
  corporateId: string,
  costCenterId: string,
  currency: string,
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
  return row;
}

/** Starts the budget's use over from `now` (a new period); returns the budget. */
export async function resetBudgetUse(tx: Db, corporateId: string, budgetId: string, now: Date) {
  const [whole] = await tx
    .update(costCenterBudgets)
    .set({ used_balance: 0, used_since: now })
    .where(and(eq(costCenterBudgets.corporate_id, corporateId), eq(costCenterBudgets.id, budgetId)))
    .returning();
  return whole;
}

/** Adds a charge to the staff member's and (when given) the budget's `used_balance`. */
export async function addChargeUse(
  tx: Db,
  c: { corporateId: string; staffId: string; budgetId: string | null; amount: number; now: Date },
): Promise<void> {
  await tx
    .update(corporateStaffs)
    .set({ used_balance: sql`${corporateStaffs.used_balance} + ${c.amount}`, updated_at: c.now })
    .where(and(eq(corporateStaffs.corporate_id, c.corporateId), eq(corporateStaffs.id, c.staffId)));
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
}

/** Records a charge with the corporate account's balance after it. */
export async function insertCorporatePayment(
  tx: Db,
  row: typeof corporatePayments.$inferInsert,
): Promise<CorporatePaymentRow> {
  const [payment] = await tx.insert(corporatePayments).values(row).returning();
  return payment;
}

/** The session's company charge, or undefined. */
export async function chargeOfSession(tx: Db, sessionId: string) {
  const [payment] = await tx
    .select()
    .from(corporatePayments)
    .where(eq(corporatePayments.payment_checkout_session_id, sessionId));
  return payment;
}

/** Marks the charge refunded once: false when it already was. */
export async function markChargeRefunded(tx: Db, paymentId: string, now: Date): Promise<boolean> {
  const [released] = await tx
    .update(corporatePayments)
    .set({ refunded_at: now })
    .where(and(eq(corporatePayments.id, paymentId), isNull(corporatePayments.refunded_at)))
    .returning({ id: corporatePayments.id });
  return !!released;
}

/** Gives a refunded charge back to the staff member's and the budget's `used_balance` (not below 0). */
export async function returnChargeUse(tx: Db, payment: CorporatePaymentRow, now: Date) {
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
}
