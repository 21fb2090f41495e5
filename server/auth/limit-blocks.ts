import { secondsUntil } from '../domain/context/clock.js';
import { deleteExpiredCounters, reserveUses } from '../domain/accounts/rate-limit-repository.js';
import type { LimitRule } from './limits.js';
import { limitKey, limitWindow, RateLimitedError, type LimiterDeps } from './rate-limit.js';

/*
 * A limit counted in blocks (docs/capacity.md, "The anonymous limit in blocks"). hitLimit
 * writes the shared counter (rate_limit_counters) on every use: for the anonymous GraphQL
 * limit that was a database write per anonymous request, the largest cost left in the bench's
 * trivial operation. Here each node reserves a block of uses from the same counter at once and
 * spends it from memory; it asks the database again only when the block is spent, and once the
 * counter has reached the limit it refuses from memory until the window ends.
 *
 * Exactness, per subject and window, with N nodes and blocks of B:
 * - never more than `max` uses admitted in all: every admitted use was granted by the shared
 *   counter, and a grant stops at the limit;
 * - at least `max - N × (B - 1)`: a node may hold up to B - 1 reserved uses the subject never
 *   spends there (it went to another node, or the window ended). On one node, exactly `max`.
 * B is a fortieth of the limit, 1 to 50 (blockSize): a limit under 80 a window is counted
 * exactly, one write per use as hitLimit does; the anonymous GraphQL limit (1,200 a minute)
 * reserves 30 at a time, so two nodes admit 1,142 to 1,200 of an address's requests a minute.
 */

/** A block is this fraction of the limit… */
const BLOCK_SHARE = 40;
/** …and at most this many uses. */
const MAX_BLOCK = 50;
/** Subjects a node remembers; the oldest are forgotten first (forgetting only refuses sooner). */
const MAX_ENTRIES = 50_000;

/** Uses of `rule` a node reserves at once. */
export function blockSize(rule: LimitRule): number {
  return Math.max(1, Math.min(MAX_BLOCK, Math.floor(rule.max / BLOCK_SHARE)));
}

interface Allowance {
  /** The window (its start, ms) the allowance belongs to. */
  window: number;
  /** Reserved uses not yet spent. */
  left: number;
  /** The shared counter reached the limit: refuse until the window ends. */
  spent: boolean;
  /** The reservation under way, which concurrent uses wait for instead of starting their own. */
  reserving?: Promise<void>;
}

/** One node's allowances of block-counted limits (one per app: a node is an app). */
export class BlockLimiter {
  readonly #deps: LimiterDeps;
  readonly #maxEntries: number;
  readonly #allowances = new Map<string, Allowance>();

  constructor(deps: LimiterDeps, opts: { maxEntries?: number } = {}) {
    this.#deps = deps;
    this.#maxEntries = opts.maxEntries ?? MAX_ENTRIES;
  }

  /**
   * Spends `uses` uses of `rule` by `subject`, or throws RateLimitedError when the shared count
   * has no room for them. Asks the database only when this node's block is spent.
   */
  async hit(rule: LimitRule, subject: string, uses = 1): Promise<void> {
    const key = limitKey(rule, subject);
    for (;;) {
      const now = this.#deps.clock.now();
      const { start, end } = limitWindow(rule, now);
      const allowance = this.#allowance(key, start.getTime());
      if (allowance.left >= uses) {
        allowance.left -= uses;
        return;
      }
      if (allowance.spent) throw new RateLimitedError(secondsUntil(end, now));
      allowance.reserving ??= this.#reserve(allowance, rule, key, start, end).finally(() => {
        allowance.reserving = undefined;
      });
      await allowance.reserving;
    }
  }

  /** The subject's allowance in the window starting at `window`, new when there is none. */
  #allowance(key: string, window: number): Allowance {
    const known = this.#allowances.get(key);
    if (known?.window === window) return known;
    const fresh: Allowance = { window, left: 0, spent: false };
    this.#allowances.delete(key); // re-inserted last: the map stays in order of use
    if (this.#allowances.size >= this.#maxEntries) {
      const oldest = this.#allowances.keys().next().value;
      if (oldest !== undefined) this.#allowances.delete(oldest);
    }
    this.#allowances.set(key, fresh);
    return fresh;
  }

  /** Reserves a block from the shared counter and grants what was left under the limit. */
  async #reserve(allowance: Allowance, rule: LimitRule, key: string, start: Date, end: Date) {
    const block = blockSize(rule);
    const count = await reserveUses(this.#deps.db, key, start, end, block);
    const before = count - block;
    allowance.left += Math.max(0, Math.min(block, rule.max - before));
    if (count >= rule.max) allowance.spent = true;
    if (before === 0 && Math.random() < 0.02) {
      await deleteExpiredCounters(this.#deps.db, this.#deps.clock.now());
    }
  }
}
