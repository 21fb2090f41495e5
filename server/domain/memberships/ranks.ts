import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userRankConfigurations } from '../../db/schema.js';

/**
 * The membership price list (payments `rank_configurations`, spec §3), lowest rank first. It is
 * public: /membership shows it to everyone, signed in or not (docs/decisions.md).
 */
export async function rankConfigurations(db: Db) {
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
