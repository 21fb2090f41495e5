/**
 * The memberships' SQL (docs/module-template.md): the traveller ranks' price list. No rules
 * here: ranks.ts decides who may read it.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userRankConfigurations } from '../../db/schema.js';

/** Every rank's price and cash-back rate, lowest rank first. */
export async function rankConfigurationRows(db: Db) {
  return db
    .select({
      rank: userRankConfigurations.rank,
      price: userRankConfigurations.price,
      currency: userRankConfigurations.currency,
      cash_back_rate: userRankConfigurations.cash_back_rate,
    })
    .from(userRankConfigurations)
    .orderBy(asc(userRankConfigurations.position));
}
