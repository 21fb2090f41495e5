import { AppError, type FieldError } from '../errors.js';
import type { Db } from '../db/client.js';
import {
  clearCounter,
  deleteExpiredCounters,
  incrementCounter,
  releaseSlot,
  takeSlot,
} from '../domain/accounts/rate-limit-repository.js';
import { secondsUntil, type Clock } from '../domain/context/clock.js';
import type { LimitRule } from './limits.js';

/** 429: the client must wait `retryAfter` seconds. REST answers carry it as retry_after. */
export class RateLimitedError extends AppError {
  readonly retryAfter: number;

  constructor(retryAfter: number, message = 'too_many_attempts', fields?: FieldError[]) {
    super('RATE_LIMITED', message, fields);
    this.retryAfter = retryAfter;
  }
}

export interface LimiterDeps {
  db: Db;
  clock: Clock;
}

/** The fixed window of `rule` that `now` falls in. */
export function limitWindow(rule: LimitRule, now: Date): { start: Date; end: Date } {
  const size = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / size) * size);
  return { start, end: new Date(start.getTime() + size) };
}

/** A counter's key in rate_limit_counters. */
export const limitKey = (rule: LimitRule, subject: string) => `${rule.name}:${subject}`;

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
  const { start, end } = limitWindow(rule, now);
  const count = await incrementCounter(deps.db, limitKey(rule, subject), start, end);
  if (count === 1 && Math.random() < 0.02) await deleteExpiredCounters(deps.db, now);
  if (count > Math.max(1, Math.floor(rule.max * factor))) {
    throw new RateLimitedError(secondsUntil(end, now));
  }
}

/** One slot of a limit, held while the attempt it admits runs. */
export interface LimitSlot {
  /** Which slot this is (1 … rule.max): rule.max means the limit is now reached. */
  number: number;
  /** When the window, and so a lock it holds, ends. */
  windowEnd: Date;
  /** Gives the slot back (an attempt that must not count, e.g. a correct password). */
  release(): Promise<void>;
}

/**
 * Takes one of `rule.max` slots atomically, before the attempt runs, or throws
 * RateLimitedError when none is left. Parallel attempts cannot overrun the limit, because the
 * check and the count are one conditional statement (no read-then-increment).
 */
export async function takeLimitSlot(
  deps: LimiterDeps,
  rule: LimitRule,
  subject: string,
): Promise<LimitSlot> {
  const now = deps.clock.now();
  const { start, end } = limitWindow(rule, now);
  const key = limitKey(rule, subject);
  const number = await takeSlot(deps.db, key, start, end, rule.max);
  if (number === null) throw new RateLimitedError(secondsUntil(end, now));
  return { number, windowEnd: end, release: () => releaseSlot(deps.db, key, start) };
}

/** Forgets a subject's uses of a limit (e.g. a lock, once the owner proved control). */
export function clearLimit(deps: LimiterDeps, rule: LimitRule, subject: string) {
  return clearCounter(deps.db, limitKey(rule, subject));
}
