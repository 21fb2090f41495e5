/**
 * Whose travel policy a search judges by, decided once per request (issue 21): the booking's
 * traveller — the signed-in member themselves, their delegator while a delegate acts for them
 * (X-Patron-Id, via DELEGATE: in the delegation's corporate), or a colleague the travel desk
 * picked (`traveller_id`: the caller must be an owner, admin or operation member of a corporate
 * the colleague belongs to; FORBIDDEN otherwise). Null: nobody signed in, an agent or support
 * acting, no membership, no level, or no policy for the level — search then carries no verdict.
 * The rules are read once; each offer is judged by the pure functions of offers.ts.
 */
import { vietnamDate } from '../../../common/calendar.js';
import { BOOKS_FOR_OTHERS } from '../../../common/permissions/corporate.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';
import type { PolicyRules } from './evaluate.js';
import { rulesForTraveller } from './policies.js';
import { travellerMembership } from './session-repository.js';

export interface SearchPolicy {
  rules: PolicyRules;
  /** Vietnam's date now: what "days ahead" counts from. */
  today: string;
  traveller_id: string;
  corporate_id: string;
}

export interface SearchWho {
  /** The signed-in user (ctx.actor). */
  actorId: string | null;
  /** The verified X-Patron-Id. */
  patron: { id: string; via: string; corporateId: string | null } | null;
  /** The colleague the travel desk books for (search input `traveller_id`). */
  travellerId?: string | null;
}

const notYours = () => {
  const message = 'is not a colleague you may book for';
  return new AppError('FORBIDDEN', `traveller_id ${message}.`, [
    { field: 'traveller_id', rule: 'not_bookable', message },
  ]);
};

export async function searchPolicy(
  db: Db,
  who: SearchWho,
  now: Date,
): Promise<SearchPolicy | null> {
  if (!who.actorId) {
    if (who.travellerId) throw notYours();
    return null;
  }
  let membership: Awaited<ReturnType<typeof travellerMembership>>;
  let travellerId: string;
  if (who.patron) {
    // Acting for someone: only a delegate's delegator has a company policy to judge by.
    if (who.patron.via !== 'DELEGATE' || !who.patron.corporateId) return null;
    travellerId = who.patron.id;
    membership = await travellerMembership(db, {
      travellerId,
      callerId: travellerId,
      corporateId: who.patron.corporateId,
      roles: [],
    });
  } else if (who.travellerId && who.travellerId.toLowerCase() !== who.actorId) {
    if (!isUuid(who.travellerId)) throw notYours();
    travellerId = who.travellerId.toLowerCase();
    membership = await travellerMembership(db, {
      travellerId,
      callerId: who.actorId,
      corporateId: null,
      roles: BOOKS_FOR_OTHERS,
    });
    if (!membership) throw notYours();
  } else {
    travellerId = who.actorId;
    membership = await travellerMembership(db, {
      travellerId,
      callerId: travellerId,
      corporateId: null,
      roles: [],
    });
  }
  if (!membership) return null;
  const rules = await rulesForTraveller(db, membership.corporate_id, membership.corporate_level_id);
  if (!rules) return null;
  return {
    rules,
    today: vietnamDate(now),
    traveller_id: travellerId,
    corporate_id: membership.corporate_id,
  };
}
