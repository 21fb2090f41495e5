/**
 * Who is asking about expenses: the member, their corporate, and whether the expense
 * programme is on (`is_enable_expense` on the corporate, and on the staff member for their own
 * claims). Every expense service starts here, then makes its one `assertCan`.
 */
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import { actorFor, ownCorporate, type Actor } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { requireUserId } from '../context/user.js';
import { expenseSettings } from './repository.js';

export interface ExpenseCaller {
  actor: Actor;
  userId: string;
  /** The caller's corporate: every query is scoped to it. */
  scope: string;
}

export const bad = (fields: FieldError[]) =>
  new AppError('BAD_USER_INPUT', fields.map((f) => `${f.field}: ${f.message}`).join(' '), fields);

/**
 * The caller in their corporate (FORBIDDEN for another's), with the corporate's programme on;
 * `asClaimant` also needs the caller's own flag (creating and submitting their claims).
 */
export async function expenseCaller(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
  asClaimant = false,
): Promise<ExpenseCaller> {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  const settings = await expenseSettings(db, scope, userId);
  if (!settings.corporate_enabled) {
    throw new AppError('FORBIDDEN', 'Expense management is off for this company.');
  }
  if (asClaimant && !settings.staff_enabled) {
    throw new AppError('FORBIDDEN', 'Expense management is not on for you in this company.');
  }
  return { actor, userId, scope };
}
