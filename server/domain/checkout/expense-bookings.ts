/**
 * book_expense_management (docs/checkout.md "Expense booking"): records a checkout against its
 * company's expense programme, so the expense screens (a later issue) can claim it. One row per
 * checkout (a repeat updates the trip, cost center and note and answers the same id). Who may
 * is pay_with_corporate's: the traveller and the caller active staff of the corporate, a caller
 * booking for a colleague its OWNER, ADMIN or OPERATION; the corporate must have expenses on
 * (`is_enable_expense`). Every query names the corporate's id (expense-bookings-repository.ts).
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { defaultCorporateOf, lockCorporate } from './corporate-accounts-repository.js';
import type { ExpenseBookingInput } from './input.js';
import { upsertExpenseBooking } from './expense-bookings-repository.js';
import { orderOfSession } from './orders.js';
import { checkCostCenter, members } from './pay-with-corporate.js';
import { refuse } from './settle.js';
import { findSession } from './sessions.js';

export async function bookExpenseManagement(
  db: Db,
  userId: string,
  input: ExpenseBookingInput,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, userId, { id: input.payment_checkout_session_id }, true);
    if (!session || (input.cart_token && input.cart_token !== session.cart_token)) {
      throw new AppError('NOT_FOUND', 'No such checkout session.');
    }
    if (session.product_type === 'TOP_UP') {
      throw refuse('method', 'A wallet top-up is not a business-trip expense.');
    }
    if (session.status === 'EXPIRED' || session.status === 'CANCELLED') {
      throw refuse('not_open', `This checkout is ${session.status.toLowerCase()}.`);
    }
    const corporateId = session.corporate_id ?? (await defaultCorporateOf(tx, session.user_id));
    if (!corporateId) {
      throw refuse('not_corporate', 'The traveller is not a member of a corporate account.');
    }
    const corporate = await lockCorporate(tx, corporateId);
    if (!corporate) throw new AppError('NOT_FOUND', 'No such corporate.');
    const { traveller } = await members(tx, corporateId, userId, session.user_id);
    if (!corporate.is_enable_expense) {
      throw refuse('expense_disabled', 'This company does not use expense management.');
    }
    const costCenterId = input.cost_center_id ?? session.cost_center_id ?? null;
    if (costCenterId) {
      await checkCostCenter(tx, corporateId, costCenterId, traveller, 'input.cost_center_id');
    }
    const fields = { trip_id: input.trip_id ?? null, cost_center_id: costCenterId };
    const row = await upsertExpenseBooking(
      tx,
      corporateId,
      {
        sessionId: session.id,
        travellerId: session.user_id,
        bookedBy: userId,
        note: input.note ?? null,
        fields,
      },
      now,
    );
    if (!row) throw refuse('corporate', 'This checkout is booked under another company.');
    const order = await orderOfSession(tx, session.id);
    return {
      id: row.id,
      payment_checkout_session_id: row.payment_checkout_session_id,
      trip_id: row.trip_id,
      status: order?.status ?? 'PENDING',
      inserted_at: row.inserted_at,
    };
  });
}
