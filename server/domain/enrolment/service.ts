/**
 * Enrolment: what signing in does to the person's place in a company (docs/corporate-staff.md
 * "Consent"). An account made by a company's invitation joins it by signing in while the link
 * lives (the e-mail asked them to sign in to join); any other invitation is accepted only by the
 * person (corporates/staff-invitations.ts). Accounts opens a session and calls this; the module
 * reads and writes the staff tables by the person's own user id and imports no other module, so
 * accounts stays below corporates (docs/module-template.md).
 */
import type { Db, Tx } from '../../db/client.js';
import {
  acceptInvitedStaff,
  claimInvitation,
  firstNewAccountInvitation,
  markStaffJoined,
} from './repository.js';

/**
 * Signing in with an account the invitation made accepts that invitation (at most one: a
 * person is active staff of one company). Accounts that existed before answer explicitly.
 */
async function acceptOnFirstSignIn(db: Db | Tx, userId: string, now: Date) {
  const invitation = await firstNewAccountInvitation(db, userId, now);
  if (!invitation) return;
  if (!(await claimInvitation(db, invitation, now))) return;
  await acceptInvitedStaff(db, userId, invitation, now);
}

/** The sign-in's side of company membership; `db` may be the sign-in's transaction. */
export async function enrolOnSignIn(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await acceptOnFirstSignIn(db, userId, now);
  await markStaffJoined(db, userId, now);
}
