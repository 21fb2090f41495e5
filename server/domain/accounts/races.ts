/** PostgreSQL's unique_violation: another transaction stored the same key first. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

/**
 * Runs a transaction again, once, when it lost a race to store the same row (two first
 * sign-ins of one new address at once). Its first run rolled back whole, so the second sees
 * the winner's row and takes the path for an existing account.
 */
export async function retryIfRaced<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return transaction();
  }
}
