// Corporates for tests that need a real tenant (and a real second one for cross-tenant checks).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { corporateStaffs, corporates, users } from '../../../server/db/schema';

type Role = (typeof corporateStaffs.$inferInsert)['role'];

export interface CorporateSpec {
  /** The owner's user id (also added as OWNER staff). */
  owner: string;
  name: string;
  status?: 'PENDING' | 'APPROVED' | 'REJECTED';
  /** Other members by user id. */
  members?: Array<{ user: string; role?: Role; active?: boolean }>;
}

/** Inserts a corporate with its owner and members as staff; returns its id. */
export async function buildCorporate(db: Db, spec: CorporateSpec): Promise<string> {
  const status = spec.status ?? 'APPROVED';
  const [corporate] = await db
    .insert(corporates)
    .values({
      user_id: spec.owner,
      company_name: `${spec.name} JSC`,
      display_name: spec.name,
      status,
      approved_at: status === 'APPROVED' ? new Date('2026-01-05T03:00:00Z') : null,
    })
    .returning({ id: corporates.id });
  await db.insert(corporateStaffs).values([
    { corporate_id: corporate.id, user_id: spec.owner, role: 'OWNER' },
    ...(spec.members ?? []).map((m) => ({
      corporate_id: corporate.id,
      user_id: m.user,
      role: m.role ?? 'STAFF',
      active: m.active ?? true,
    })),
  ]);
  return corporate.id;
}

/** The id of the user with this e-mail (e.g. after signInByCode created it). */
export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
