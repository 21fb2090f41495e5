/**
 * referrer_id(input {referral_code}) (spec §7, corporate API): the user id of the owner of a
 * referral code, or null when no one has it — what a registration form checks before naming
 * its referrer. Signed in only; a code is meant to be shared, but answering whether a code
 * exists is a look-up, so it counts against the look-up limits of has_name (per client address
 * and per account), like before_create_corporate_staff.
 */
import { z } from 'zod';
import { IP_LIMITS, LOOKUPS_PER_ACCOUNT } from '../../auth/limits.js';
import { hitLimit } from '../../auth/rate-limit.js';
import { hitIpLimit, type AccountServices } from '../../auth/services.js';
import { findReferrer } from '../accounts/users-repository.js';
import { parseInput, rule } from '../context/input.js';
import { requireUserId } from '../context/user.js';

const referrerInput = z.object({
  referral_code: z
    .string()
    .trim()
    .refine(
      (v) => /^[A-Za-z0-9_-]{1,40}$/.test(v),
      rule('format', 'must be 1-40 letters, digits, - or _'),
    ),
});

export async function referrerId(
  services: AccountServices,
  callerId: string | null,
  ip: string,
  input: unknown,
): Promise<string | null> {
  const userId = requireUserId(callerId);
  const { referral_code } = parseInput(referrerInput, input);
  await hitIpLimit(services, IP_LIMITS.lookup, ip);
  await hitLimit(services, LOOKUPS_PER_ACCOUNT, userId);
  // One's own code names no referrer (update_referrer refuses it too).
  return (await findReferrer(services.db, referral_code, userId))?.id ?? null;
}
