/** A budget's reset period between the API and the table (server/db/tables/enums.ts). */
import { sql, type SQL } from 'drizzle-orm';
import type { ResetPeriod } from '../../../common/calendar.js';

/** The API's NEVER is the table's NONE. */
export const periodToDb = (period: ResetPeriod) => (period === 'NEVER' ? 'NONE' : period);

/** The API's period of a `reset_period` column (NONE reads NEVER). */
export const PERIOD_FROM_DB = (column: SQL) =>
  sql`case ${column}::text when 'NONE' then 'NEVER' else ${column}::text end`;
