/**
 * corporate_payment_options (docs/graphql-contract.md): the corporates that can pay a checkout,
 * so the page offers "charge to my company" only when pay_with_corporate could accept it — the
 * same "who may" as pay-with-corporate.ts: the traveller and the caller are active staff of an
 * APPROVED corporate in the checkout's currency, and a caller booking for a colleague is its
 * OWNER, ADMIN or OPERATION. Each lists the active cost centers the traveller may charge
 * (assigned to them or to their department) and whether the corporate requires one. The
 * limits are not previewed: pay_with_corporate checks them under its locks.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { sharedCorporates, travellerCostCenters } from './corporate-options-repository.js';
import { findSession } from './sessions.js';
import { BOOKS_FOR_OTHERS } from '../../../common/permissions/corporate.js';

export async function corporatePaymentOptions(db: Db, userId: string, sessionId: string) {
  const session = await findSession(db, userId, { id: sessionId });
  if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
  // Memberships of the traveller and the caller (scoped by those two users' own staff rows).
  const rows = await sharedCorporates(db, {
    travellerId: session.user_id,
    callerId: userId,
    currency: session.currency,
    booksForOthers: BOOKS_FOR_OTHERS,
  });
  const options = [];
  for (const row of rows) {
    const centers = await travellerCostCenters(
      db,
      row.corporate_id,
      session.user_id,
      row.department_id,
    );
    const selected = session.is_corporate && session.corporate_id === row.corporate_id;
    options.push({
      corporate_id: row.corporate_id,
      name: row.name,
      enforce_cost_center: Boolean(row.enforce_cost_center),
      cost_centers: centers.map((c) => ({ id: c.id, name: c.name, code: c.code })),
      selected,
      selected_cost_center_id: selected ? session.cost_center_id : null,
    });
  }
  return options;
}
