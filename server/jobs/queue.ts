/**
 * The job queue (docs/jobs.md): a table (`jobs`) in the application's own database, so it works
 * the same on PGlite and PostgreSQL, survives restarts and needs no other service. A job is
 * claimed by one UPDATE that picks the oldest due row `FOR UPDATE SKIP LOCKED` and leases it
 * until `locked_until`: two workers never get the same job, and a job whose worker died (its
 * lease lapsed) is claimed again. Failures are retried with exponential backoff up to
 * `max_attempts`. A recurring job is one row kept QUEUED forever under a unique
 * `singleton_key`: each run moves its `run_at` on, however many nodes schedule it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface Job {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  repeat_seconds: number | null;
  run_at: Date;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one QUEUED job with this key; a second enqueue is a no-op (returns null). */
  singletonKey?: string;
  maxAttempts?: number;
}

/** Backoff after the n-th failed attempt: 2ⁿ × 10 s, at most an hour. */
export const backoffSeconds = (attempts: number) =>
  Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));

const iso = (d: Date) => d.toISOString();

function rowToJob(row: Record<string, unknown>): Job {
  return {
    id: Number(row.id),
    name: String(row.name),
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
      string,
      unknown
    >,
    attempts: Number(row.attempts),
    max_attempts: Number(row.max_attempts),
    repeat_seconds: row.repeat_seconds == null ? null : Number(row.repeat_seconds),
    run_at: new Date(row.run_at as string),
  };
}

export class JobQueue {
  constructor(
    private readonly db: Db,
    /** The time the queue runs on (tests pass a clock they move). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Adds a job; null when `singletonKey` already names a QUEUED one. */
  async enqueue(
    name: string,
    payload: Record<string, unknown> = {},
    options: EnqueueOptions = {},
  ): Promise<number | null> {
    const { rows } = await this.db.execute<{ id: number }>(sql`
      insert into jobs (name, payload, run_at, singleton_key, max_attempts)
      values (${name}, ${JSON.stringify(payload)}::jsonb, ${iso(options.runAt ?? this.now())}::timestamptz,
        ${options.singletonKey ?? null}, ${options.maxAttempts ?? 5})
      on conflict (singleton_key) where state = 'QUEUED' do nothing
      returning id`);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /**
   * Makes sure the recurring job `name` exists (one row, key `recurring:<name>`), running every
   * `everySeconds`; its first run is one period from now. Changing the period takes effect at
   * once.
   */
  async schedule(name: string, everySeconds: number): Promise<void> {
    const first = new Date(this.now().getTime() + everySeconds * 1000);
    await this.db.execute(sql`
      insert into jobs (name, run_at, singleton_key, repeat_seconds, max_attempts)
      values (${name}, ${iso(first)}::timestamptz, ${`recurring:${name}`}, ${everySeconds}, 1000000)
      on conflict (singleton_key) where state = 'QUEUED'
      do update set repeat_seconds = excluded.repeat_seconds`);
  }

  /** Removes a recurring job (its period was set to 0). */
  async unschedule(name: string): Promise<void> {
    await this.db.execute(
      sql`delete from jobs where singleton_key = ${`recurring:${name}`} and state = 'QUEUED'`,
    );
  }

  /**
   * Claims the oldest due job among `names` for `leaseSeconds`, or null. One statement: the
   * row is locked, skipped by every other claimer, and leased before anyone else can see it.
   */
  async claim(worker: string, names: string[], leaseSeconds: number): Promise<Job | null> {
    if (!names.length) return null;
    const now = this.now();
    const until = new Date(now.getTime() + leaseSeconds * 1000);
    const { rows } = await this.db.execute<Record<string, unknown>>(sql`
      update jobs set attempts = attempts + 1, locked_until = ${iso(until)}::timestamptz,
        locked_by = ${worker}
      where id = (
        select id from jobs
        where state = 'QUEUED' and run_at <= ${iso(now)}::timestamptz
          and (locked_until is null or locked_until <= ${iso(now)}::timestamptz)
          and name in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})
        order by run_at, id
        limit 1
        for update skip locked)
      returning id, name, payload, attempts, max_attempts, repeat_seconds, run_at`);
    return rows[0] ? rowToJob(rows[0]) : null;
  }

  /** The job ran: a one-off is DONE, a recurring one is due again one period later. */
  async complete(job: Job, worker: string): Promise<void> {
    const now = this.now();
    if (job.repeat_seconds) {
      const next = new Date(now.getTime() + job.repeat_seconds * 1000);
      await this.db.execute(sql`
        update jobs set run_at = ${iso(next)}::timestamptz, attempts = 0, locked_until = null,
          locked_by = null, last_error = null
        where id = ${job.id} and locked_by = ${worker}`);
      return;
    }
    await this.db.execute(sql`
      update jobs set state = 'DONE', finished_at = ${iso(now)}::timestamptz, locked_until = null
      where id = ${job.id} and locked_by = ${worker}`);
  }

  /**
   * The job threw: retried after a backoff, or FAILED when its attempts are used up (a
   * recurring job just waits for its next period).
   */
  async fail(job: Job, worker: string, error: unknown): Promise<void> {
    const now = this.now();
    const message = String(error instanceof Error ? error.message : error).slice(0, 2000);
    const delay = job.repeat_seconds ?? backoffSeconds(job.attempts);
    const next = new Date(now.getTime() + delay * 1000);
    const giveUp = !job.repeat_seconds && job.attempts >= job.max_attempts;
    await this.db.execute(sql`
      update jobs set last_error = ${message}, locked_until = null, locked_by = null,
        run_at = ${iso(next)}::timestamptz,
        attempts = ${job.repeat_seconds ? 0 : job.attempts},
        state = ${giveUp ? 'FAILED' : 'QUEUED'},
        finished_at = ${giveUp ? iso(now) : null}::timestamptz
      where id = ${job.id} and locked_by = ${worker}`);
  }

  /** Deletes finished one-off jobs older than `days` (kept meanwhile for support). */
  async prune(days: number): Promise<void> {
    const before = new Date(this.now().getTime() - days * 86_400_000);
    await this.db.execute(
      sql`delete from jobs where state <> 'QUEUED' and finished_at < ${iso(before)}::timestamptz`,
    );
  }
}
