/**
 * What checkout reads of the fare plans for extra baggage: each plan's offers (reference data,
 * no company's). The rule that prices a choice is baggage.ts.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { farePlans } from '../../db/schema.js';

/** The baggage offers and currency of these fare plans. */
export function baggageOffersOfPlans(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: farePlans.id,
      offers: farePlans.baggage_offers,
      currency: farePlans.currency,
    })
    .from(farePlans)
    .where(inArray(farePlans.id, ids));
}
