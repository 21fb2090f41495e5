import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { JobQueue } from '../../../server/jobs/queue';
import { startWorker } from '../../../server/jobs/worker';
import { freshTestDatabase } from '../support/database';

/*
 * The job queue over the real database (PGlite, or PostgreSQL with TEST_DB=postgres): jobs
 * outlive the queue that enqueued them, a lapsed lease hands a job to another worker, failures
 * back off, recurring jobs stay one row, and concurrent workers never run a job twice.
 */

let database: Database;
let now = new Date('2026-03-01T00:00:00Z');
const clock = () => now;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from jobs`);
});

const rows = async () =>
  (
    await database.db.execute<{
      name: string;
      state: string;
      attempts: number;
      last_error: string | null;
    }>(sql`select name, state, attempts, last_error from jobs order by id`)
  ).rows;

describe('job queue', () => {
  it('a job enqueued before a restart is run by a new queue and worker on the same database', async () => {
    await new JobQueue(database.db, clock).enqueue('mail', { to: 'hoa' });
    const ran: unknown[] = [];
    const worker = startWorker(
      {
        queue: new JobQueue(database.db, clock),
        handlers: { mail: async (job) => void ran.push(job.payload) },
        leaseSeconds: 30,
        pollMs: 50,
      },
      false,
    );
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([{ to: 'hoa' }]);
    expect(await rows()).toMatchObject([{ name: 'mail', state: 'DONE', attempts: 1 }]);
  });

  it('a job whose worker died is claimed again once its lease lapsed, not before', async () => {
    const queue = new JobQueue(database.db, clock);
    await queue.enqueue('report');
    const dead = await queue.claim('dead-worker', ['report'], 60);
    expect(dead).not.toBeNull();
    // The dead worker never completes it; while the lease holds, nobody else gets it.
    expect(await queue.claim('other', ['report'], 60)).toBeNull();
    advance(61);
    const again = await queue.claim('other', ['report'], 60);
    expect(again).toMatchObject({ id: dead!.id, attempts: 2 });
    await queue.complete(again!, 'other');
    // The dead worker waking up late cannot touch it.
    await queue.fail(dead!, 'dead-worker', 'late');
    expect(await rows()).toMatchObject([{ state: 'DONE', last_error: null }]);
  });

  it('a failing job backs off, then FAILS after its attempts', async () => {
    const queue = new JobQueue(database.db, clock);
    await queue.enqueue('flaky', {}, { maxAttempts: 2 });
    const errors: unknown[] = [];
    const worker = startWorker(
      {
        queue,
        handlers: {
          flaky: async () => {
            throw new Error('gateway down');
          },
        },
        leaseSeconds: 30,
        pollMs: 50,
        onError: (err) => errors.push(err),
      },
      false,
    );
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0); // backing off: not due yet
    advance(10);
    expect(await worker.drain()).toBe(1);
    expect(errors).toHaveLength(2);
    expect(await rows()).toMatchObject([
      { state: 'FAILED', attempts: 2, last_error: 'gateway down' },
    ]);
  });

  it('a recurring job is one row however often it is scheduled, and runs once per period', async () => {
    const queue = new JobQueue(database.db, clock);
    await Promise.all(Array.from({ length: 10 }, () => queue.schedule('sweep', 30)));
    expect(await rows()).toHaveLength(1);
    let runs = 0;
    const worker = startWorker(
      { queue, handlers: { sweep: async () => void runs++ }, leaseSeconds: 30, pollMs: 50 },
      false,
    );
    expect(await worker.drain()).toBe(0); // first run one period from now
    advance(30);
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    advance(30);
    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(2);
    expect(await rows()).toMatchObject([{ name: 'sweep', state: 'QUEUED', attempts: 0 }]);
  });

  it('200 jobs and 4 workers racing: every job runs exactly once', async () => {
    const queue = new JobQueue(database.db, clock);
    for (let i = 0; i < 200; i++) await queue.enqueue('count', { i });
    const seen = new Map<number, number>();
    const workers = Array.from({ length: 4 }, (_, w) =>
      startWorker(
        {
          queue: new JobQueue(database.db, clock),
          handlers: {
            count: async (job) => {
              const i = job.payload.i as number;
              seen.set(i, (seen.get(i) ?? 0) + 1);
              await new Promise((r) => setImmediate(r)); // let the other workers in
            },
          },
          leaseSeconds: 60,
          pollMs: 20,
          id: `w${w}`,
        },
        false,
      ),
    );
    const ran = await Promise.all(workers.map((w) => w.drain()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(200);
    expect(seen.size).toBe(200);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    const { rows: done } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs where state = 'DONE' and attempts = 1`,
    );
    expect(Number(done[0].n)).toBe(200);
  });

  it('a started worker stops after the job under way finishes', async () => {
    const queue = new JobQueue(database.db, clock);
    await queue.enqueue('slow');
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const worker = startWorker({
      queue,
      handlers: {
        slow: async () => {
          started();
          await released; // the job is under way until the test lets it finish
          finished = true;
        },
      },
      leaseSeconds: 30,
      pollMs: 20,
    });
    await running;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    for (let turn = 0; turn < 5; turn++) await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false); // stop waits for the job under way
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(await rows()).toMatchObject([{ state: 'DONE' }]);
  });
});
