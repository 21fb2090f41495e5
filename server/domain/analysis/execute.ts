import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedPerCall } from '../../db/named-statements.js';

/**
 * Runs a dashboard's statement planned for its own values on every call, never a generic plan:
 * the same statement reads a day or three years, a department or the company, and a plan good
 * for one can be a hundred times slower for another (server/db/named-statements.ts).
 */
export function executeRange<T extends Record<string, unknown>>(db: Db, query: SQL) {
  return db.execute<T>(plannedPerCall(query));
}
