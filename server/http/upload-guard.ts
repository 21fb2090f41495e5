import type { LimitRule } from '../auth/limits.js';
import { hitLimit, RateLimitedError } from '../auth/rate-limit.js';
import { ipHash, type AccountServices } from '../auth/services.js';

/**
 * The upload rate every upload route counts before it reads a byte of the body (docs/security.md
 * "Uploads"): per signed-in user, or per client address (its keyed hash, as every per-address
 * rule) for the anonymous support form. Fixed windows in PostgreSQL (rate_limit_counters), so
 * the limit holds across API nodes. Each route then checks its own count, size, type and byte
 * quota before anything is stored.
 */
export const UPLOAD_RATE = {
  user: { name: 'uploads_user', max: 30, windowSeconds: 60 * 60 },
  ip: { name: 'uploads_ip', max: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

/** Counts one upload; over the rate: 429 RATE_LIMITED naming `field` and rule `upload_rate`. */
export async function countUpload(
  services: AccountServices,
  who: { userId: string | null; ip: string },
  field: string,
): Promise<void> {
  const rule = who.userId ? UPLOAD_RATE.user : UPLOAD_RATE.ip;
  try {
    await hitLimit(services, rule, who.userId ?? ipHash(services, who.ip));
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const message = `At most ${rule.max} uploads per hour; try again in ${error.retryAfter} s`;
    throw new RateLimitedError(error.retryAfter, 'too_many_uploads', [
      { field, rule: 'upload_rate', message },
    ]);
  }
}
