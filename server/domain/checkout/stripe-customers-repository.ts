/**
 * The users' Stripe Customer ids (docs/module-template.md), by the user's own id. No rules
 * here: saved-cards.ts decides when a customer is created.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stripeCustomers } from '../../db/schema.js';

/** The user's Stripe Customer id, or null. */
export async function customerIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: stripeCustomers.customer_id })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.user_id, userId));
  return row?.id ?? null;
}

/** Records the user's Stripe Customer once (a concurrent first write keeps the first). */
export async function insertCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .insert(stripeCustomers)
    .values({ user_id: userId, customer_id: customerId })
    .onConflictDoNothing();
}
