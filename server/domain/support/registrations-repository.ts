/**
 * SQL of support's registration decisions (docs/module-template.md). Only platform staff reach
 * these (registrations.ts checks first). No rules here.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { corporates, users } from '../../db/schema.js';
import type { CorporateRow } from './people-repository.js';

export type Decision =
  | { status: 'APPROVED'; approved_at: Date; updated_at: Date }
  | { status: 'REJECTED'; rejected_at: Date; rejection_reason: string; updated_at: Date };

/**
 * Decides the registration if it is still PENDING: one conditional UPDATE, so of simultaneous
 * decisions exactly one returns the row; the others get null.
 */
export async function decidePending(
  tx: Db,
  corporateId: string,
  decision: Decision,
): Promise<CorporateRow | null> {
  const [row] = await tx
    .update(corporates)
    .set(decision)
    .where(and(eq(corporates.id, corporateId), eq(corporates.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** The e-mail address and language of a corporate's owner. */
export async function ownerContact(db: Db, userId: string) {
  const [owner] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return owner;
}
