/**
 * The travel desk books for a colleague (issue 21; docs/travel-policy-verdicts.md "Delegates
 * and the travel desk"): create_cart's `traveller_id` makes the cart the colleague's
 * (`user_id`, the traveller; `booked_by`, the desk), so everything checkout decides by the
 * traveller — the policy's verdict and gate, the company account's staff limits — is the
 * colleague's, not the booker's. The same rule as search's `traveller_id`: the caller must be
 * a role that books for others (BOOKS_FOR_OTHERS: owner, admin, operation) of a company where
 * both are active members; otherwise FORBIDDEN `traveller_id: not_bookable`. Not while acting
 * for someone (X-Patron-Id): the patron is the traveller then.
 */
import { BOOKS_FOR_OTHERS } from '../../../common/permissions/corporate.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { travellerMembership } from '../policy/session-repository.js';
import type { Actor } from './cart.js';

const notBookable = () => {
  const message = 'is not a colleague you may book for';
  return new AppError('FORBIDDEN', `traveller_id ${message}.`, [
    { field: 'traveller_id', rule: 'not_bookable', message },
  ]);
};

export async function bookingActor(
  db: Db,
  base: Actor,
  travellerId: string | null | undefined,
  acting: boolean,
): Promise<Actor> {
  if (!travellerId || travellerId === base.travellerId) return base;
  if (acting || base.userId !== base.travellerId) throw notBookable();
  const membership = await travellerMembership(db, {
    travellerId,
    callerId: base.userId,
    corporateId: null,
    roles: BOOKS_FOR_OTHERS,
  });
  if (!membership) throw notBookable();
  return { userId: base.userId, travellerId };
}
