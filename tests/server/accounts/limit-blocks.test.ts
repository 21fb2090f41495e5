import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockLimiter, blockSize } from '../../../server/auth/limit-blocks';
import type { LimitRule } from '../../../server/auth/limits';
import { limitKey, limitWindow, RateLimitedError } from '../../../server/auth/rate-limit';
import type { Database } from '../../../server/db/client';
import { rateLimitCounters } from '../../../server/db/schema';
import { freshTestDatabase } from '../support/database';
import { TestClock } from './support';

/*
 * A limit counted in blocks (server/auth/limit-blocks.ts): each node (a BlockLimiter) reserves
 * a block of uses from the shared counter and spends it from memory. Never more than the limit
 * in all; on one node exactly the limit; on N nodes at least max - N × (block - 1).
 */
const RULE: LimitRule = { name: 'blocks_test', max: 400, windowSeconds: 60 };
const BLOCK = blockSize(RULE);

let database: Database;
const clock = new TestClock();
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const node = () => new BlockLimiter({ db: database.db, clock });
let subjects = 0;
const newSubject = () => `subject-${++subjects}`;

/** Whether one use was admitted (false: refused with RateLimitedError). */
async function admitted(limiter: BlockLimiter, subject: string, rule = RULE): Promise<boolean> {
  try {
    await limiter.hit(rule, subject);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/** What the shared counter holds for the subject in the current window. */
async function stored(subject: string, rule = RULE): Promise<number> {
  const { start } = limitWindow(rule, clock.now());
  const [row] = await database.db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, limitKey(rule, subject)),
        eq(rateLimitCounters.window_start, start),
      ),
    );
  return row?.count ?? 0;
}

describe('a limit counted in blocks', () => {
  it('sizes blocks at a fortieth of the limit, 1 to 50: small limits count every use', () => {
    expect(BLOCK).toBe(10);
    expect(blockSize({ ...RULE, max: 1200 })).toBe(30);
    expect(blockSize({ ...RULE, max: 100_000 })).toBe(50);
    expect(blockSize({ ...RULE, max: 79 })).toBe(1);
    expect(blockSize({ ...RULE, max: 5 })).toBe(1);
  });

  it('on one node admits exactly the limit, writing once a block', async () => {
    const limiter = node();
    const subject = newSubject();
    for (let i = 0; i < 25; i++) expect(await admitted(limiter, subject)).toBe(true);
    // 25 uses, three blocks reserved: three writes, not 25.
    expect(await stored(subject)).toBe(3 * BLOCK);
    let served = 25;
    while (await admitted(limiter, subject)) served++;
    expect(served).toBe(RULE.max);
    const refused = await limiter.hit(RULE, subject).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfter).toBeGreaterThan(0);
  });

  it('refuses from memory once the shared counter is full: no write per refusal', async () => {
    const limiter = node();
    const subject = newSubject();
    while (await admitted(limiter, subject));
    const after = await stored(subject);
    for (let i = 0; i < 20; i++) expect(await admitted(limiter, subject)).toBe(false);
    expect(await stored(subject)).toBe(after);
  });

  it('on two nodes never admits more than the limit, and at most 2 × (block − 1) fewer', async () => {
    const nodes = [node(), node()];
    const subject = newSubject();
    // Alternating, as a round-robin balancer sends one client's requests.
    let served = 0;
    for (let i = 0; i < RULE.max + 100; i++) {
      if (await admitted(nodes[i % 2], subject)) served++;
    }
    expect(served).toBeLessThanOrEqual(RULE.max);
    expect(served).toBeGreaterThanOrEqual(RULE.max - 2 * (BLOCK - 1));
  });

  it('on two nodes, 600 uses at once admit no more than the limit', async () => {
    const nodes = [node(), node()];
    const subject = newSubject();
    const answers = await Promise.all(
      Array.from({ length: 600 }, (_, i) => admitted(nodes[i % 2], subject)),
    );
    const served = answers.filter(Boolean).length;
    expect(served).toBeLessThanOrEqual(RULE.max);
    expect(served).toBeGreaterThanOrEqual(RULE.max - 2 * (BLOCK - 1));
  });

  it('counts a limit under 80 exactly across nodes: every use is a write', async () => {
    const small: LimitRule = { name: 'blocks_small', max: 7, windowSeconds: 60 };
    const nodes = [node(), node()];
    const subject = newSubject();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => admitted(nodes[i % 2], subject, small)),
    );
    expect(answers.filter(Boolean)).toHaveLength(7);
  });

  it('spends several uses at once (a batch) and refuses them together when they do not fit', async () => {
    const small: LimitRule = { name: 'blocks_batch', max: 5, windowSeconds: 60 };
    const limiter = node();
    const subject = newSubject();
    await limiter.hit(small, subject, 3);
    await expect(limiter.hit(small, subject, 3)).rejects.toBeInstanceOf(RateLimitedError);
    await limiter.hit(small, subject, 2);
    await expect(limiter.hit(small, subject, 1)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('opens again in the next window', async () => {
    const limiter = node();
    const subject = newSubject();
    while (await admitted(limiter, subject));
    clock.advance(RULE.windowSeconds + 1);
    expect(await admitted(limiter, subject)).toBe(true);
  });

  it('forgets the oldest subjects past its size, and refuses no sooner than the counter says', async () => {
    const small: LimitRule = { name: 'blocks_forget', max: 3, windowSeconds: 60 };
    const limiter = new BlockLimiter({ db: database.db, clock }, { maxEntries: 2 });
    const [a, b, c] = [newSubject(), newSubject(), newSubject()];
    for (let i = 0; i < 3; i++) expect(await admitted(limiter, a, small)).toBe(true);
    expect(await admitted(limiter, a, small)).toBe(false);
    await admitted(limiter, b, small);
    await admitted(limiter, c, small); // `a` is forgotten here
    // Forgotten, `a` asks the shared counter again, which still refuses it.
    expect(await admitted(limiter, a, small)).toBe(false);
  });
});
