import type { LimitRule } from '../../auth/limits.js';

/**
 * Abuse limits of the public forms (fixed windows, counted in rate_limit_counters like the
 * sign-in limits). Per address they scale with AUTH_IP_LIMIT_FACTOR (offices behind one IP);
 * per e-mail or phone they never change.
 */
export const SUPPORT_LIMITS = {
  perAddressHour: { name: 'support_ip_hour', max: 10, windowSeconds: 60 * 60 },
  perAddressDay: { name: 'support_ip_day', max: 30, windowSeconds: 24 * 60 * 60 },
  perIdentifierHour: { name: 'support_id_hour', max: 5, windowSeconds: 60 * 60 },
  perIdentifierDay: { name: 'support_id_day', max: 12, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, LimitRule>;
