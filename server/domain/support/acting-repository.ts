import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { supportActingSessions } from '../../db/schema.js';

/* SQL of support's acting-for sessions (server/db/tables/support-acting.ts). */

export type ActingRow = typeof supportActingSessions.$inferSelect;

/** Ends the agent's open session, if any, and returns it. */
export async function endOpenSession(tx: Db | Tx, supportUserId: string, at: Date) {
  const [row] = await tx
    .update(supportActingSessions)
    .set({ ended_at: at })
    .where(
      and(
        eq(supportActingSessions.support_user_id, supportUserId),
        isNull(supportActingSessions.ended_at),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertSession(
  tx: Db | Tx,
  row: typeof supportActingSessions.$inferInsert,
): Promise<ActingRow> {
  const [inserted] = await tx.insert(supportActingSessions).values(row).returning();
  return inserted;
}

/** The agent's open session (expired or not). */
export async function openSession(db: Db, supportUserId: string): Promise<ActingRow | null> {
  const [row] = await db
    .select()
    .from(supportActingSessions)
    .where(
      and(
        eq(supportActingSessions.support_user_id, supportUserId),
        isNull(supportActingSessions.ended_at),
      ),
    );
  return row ?? null;
}

/** The agent's open, unexpired session for this patron: what X-Patron-Id is honoured by. */
export async function liveSessionFor(
  db: Db,
  supportUserId: string,
  patronUserId: string,
  now: Date,
): Promise<ActingRow | null> {
  const [row] = await db
    .select()
    .from(supportActingSessions)
    .where(
      and(
        eq(supportActingSessions.support_user_id, supportUserId),
        eq(supportActingSessions.patron_user_id, patronUserId),
        isNull(supportActingSessions.ended_at),
        gt(supportActingSessions.expires_at, now),
      ),
    );
  return row ?? null;
}
