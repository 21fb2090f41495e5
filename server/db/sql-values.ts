import { sql, type SQL } from 'drizzle-orm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be cast to PostgreSQL's uuid (checked before the cast would throw). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** A typed array literal of bound parameters, for `= any(...)`: `sqlArray(ids, 'uuid')`. */
export function sqlArray(values: readonly string[], type: 'uuid' | 'text' | 'bpchar'): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}
