import { AppError } from '../errors.js';
import type { Db } from '../db/client.js';
import {
  deleteExpiredCounters,
  incrementCounter,
  readCounter,
} from '../domain/accounts/rate-limit-repository.js';
import { secondsUntil, type Clock } from './clock.js';
import type { LimitRule } from './limits.js';

/** 429: the client must wait `retryAfter` seconds. REST answers carry it as retry_after. */
export class RateLimitedError extends AppError {
  readonly retryAfter: number;

  constructor(retryAfter: number, message = 'too_many_attempts') {
    super('RATE_LIMITED', message);
    this.retryAfter = retryAfter;
  }
}

export interface LimiterDeps {
  db: Db;
  clock: Clock;
}

function window(rule: LimitRule, now: Date): { start: Date; end: Date } {
  const size = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / size) * size);
  return { start, end: new Date(start.getTime() + size) };
}

const keyOf = (rule: LimitRule, subject: string) => `${rule.name}:${subject}`;

/**
 * Counts one use against a fixed-window limit and throws RateLimitedError when it is over.
 * Every call counts, so GraphQL aliases and batches count once per field invocation.
 */
export async function hitLimit(
  deps: LimiterDeps,
  rule: LimitRule,
  subject: string,
  factor = 1,
): Promise<void> {
  const now = deps.clock.now();
  const { start, end } = window(rule, now);
  const count = await incrementCounter(deps.db, keyOf(rule, subject), start, end);
  if (count === 1 && Math.random() < 0.02) await deleteExpiredCounters(deps.db, now);
  if (count > Math.max(1, Math.floor(rule.max * factor))) {
    throw new RateLimitedError(secondsUntil(end, now));
  }
}

/** Throws when the limit is already reached, without counting (e.g. before a password check). */
export async function checkLimit(deps: LimiterDeps, rule: LimitRule, subject: string) {
  const now = deps.clock.now();
  const { start, end } = window(rule, now);
  if ((await readCounter(deps.db, keyOf(rule, subject), start)) >= rule.max) {
    throw new RateLimitedError(secondsUntil(end, now));
  }
}

/** Counts one use without refusing (e.g. a failed password). */
export async function countUse(deps: LimiterDeps, rule: LimitRule, subject: string) {
  const now = deps.clock.now();
  const { start, end } = window(rule, now);
  await incrementCounter(deps.db, keyOf(rule, subject), start, end);
}
