import type { Db } from '../../db/client.js';
import { rankConfigurationRows } from './repository.js';

/**
 * The membership price list (payments `rank_configurations`, spec §3), lowest rank first. It is
 * public: /membership shows it to everyone, signed in or not (docs/decisions.md), so there is no
 * user to require and no permission to check. It takes no arguments, so the module has no
 * input.ts.
 */
export async function rankConfigurations(db: Db) {
  return rankConfigurationRows(db);
}
