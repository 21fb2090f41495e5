/** SQL of the wallet payment's threshold (wallet-confirmation.ts): the owner's row only. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/tables/users.js';

/** The owner's threshold (VND), or null without such a user. */
export async function findWalletConfirmAbove(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ above: users.wallet_confirm_above })
    .from(users)
    .where(eq(users.id, userId));
  return row?.above ?? null;
}

export async function updateWalletConfirmAbove(db: Db, userId: string, amount: number) {
  await db.update(users).set({ wallet_confirm_above: amount }).where(eq(users.id, userId));
}
