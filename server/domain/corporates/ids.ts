import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';

/** Ids are opaque to clients but UUIDs here: a malformed one is a field error, not a 500. */
export function checkIds(ids: Record<string, string | null | undefined>): void {
  const fields = Object.entries(ids)
    .filter(([, value]) => value != null && !isUuid(value))
    .map(([field]) => ({ field, rule: 'format', message: `${field} is not a valid id` }));
  if (fields.length > 0) {
    throw new AppError('BAD_USER_INPUT', fields.map((f) => f.message).join(' '), fields);
  }
}
