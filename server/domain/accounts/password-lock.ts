import { PASSWORD_FAILURES_PER_ACCOUNT } from '../../auth/limits.js';
import { clearLimit, takeLimitSlot } from '../../auth/rate-limit.js';
import type { AccountServices } from '../../auth/services.js';
import { writeAudit } from './audit-repository.js';

/*
 * The password lock (docs/accounts.md): 10 failed password checks per account in a 15-minute
 * window, then 429 until the window ends. It belongs to the account, so the e-mail, the phone
 * number and change-password's current-password check all count against one counter. An
 * identifier without an account is counted under its keyed hash instead, so it answers alike.
 *
 * Each check takes its slot in SQL before the password is verified, so no more than 10
 * verifications can ever run for one account in a window, however many arrive at once. A
 * correct password gives its slot back; a wrong one keeps it.
 */

/** What a password check is counted against: an account, or an identifier naming none. */
export type LockSubject = { userId: string } | { identifierHash: string };

/** Where the check came from, for the lockout's audit row. */
export type PasswordCheckVia = 'sign_in' | 'change_password' | 'wallet_payment';

const keyOf = (subject: LockSubject) =>
  'userId' in subject ? `user:${subject.userId}` : `id:${subject.identifierHash}`;

export interface PasswordAttempt {
  /** The password was right: the attempt does not count. */
  passed(): Promise<void>;
  /** The password was wrong: the attempt counts; the one that locks the account is audited. */
  failed(): Promise<void>;
}

/** Takes an attempt before the password is checked; throws 429 while the account is locked. */
export async function startPasswordCheck(
  s: AccountServices,
  subject: LockSubject,
  via: PasswordCheckVia,
): Promise<PasswordAttempt> {
  const slot = await takeLimitSlot(s, PASSWORD_FAILURES_PER_ACCOUNT, keyOf(subject));
  return {
    passed: () => slot.release(),
    failed: async () => {
      if (slot.number < PASSWORD_FAILURES_PER_ACCOUNT.max || !('userId' in subject)) return;
      await writeAudit(s.db, {
        actor_user_id: subject.userId,
        action: 'auth.account_locked',
        metadata: {
          via,
          failures: slot.number,
          until: slot.windowEnd.toISOString(),
        },
        created_at: s.clock.now(),
      });
    },
  };
}

/** Lifts an account's lock (its owner proved control of the account by a reset code). */
export function unlockPasswordChecks(s: AccountServices, userId: string) {
  return clearLimit(s, PASSWORD_FAILURES_PER_ACCOUNT, keyOf({ userId }));
}
