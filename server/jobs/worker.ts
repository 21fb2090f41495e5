/**
 * A worker (docs/jobs.md): claims due jobs from the queue one at a time and runs their handler.
 * It sleeps `pollMs` when nothing is due. `stop()` (graceful shutdown) lets the job under way
 * finish and claims nothing more; a process killed meanwhile leaves the job leased, and its
 * lease lapsing hands it to the next worker.
 */
import { randomUUID } from 'node:crypto';
import type { Job, JobQueue } from './queue.js';

export type JobHandler = (job: Job) => Promise<void>;

export interface WorkerOptions {
  queue: JobQueue;
  handlers: Record<string, JobHandler>;
  /** How long a claimed job is leased (a longer run is taken over by another worker). */
  leaseSeconds: number;
  /** Wait between two polls when nothing is due. */
  pollMs: number;
  onError?: (err: unknown, job: Job | null) => void;
  /** The worker's name in `locked_by` (default: a random id). */
  id?: string;
}

export interface Worker {
  readonly id: string;
  /** Runs due jobs until none is left (tests); returns how many ran. */
  drain(): Promise<number>;
  /** Stops claiming; resolves once the job under way (if any) finished. */
  stop(): Promise<void>;
}

export function startWorker(options: WorkerOptions, autostart = true): Worker {
  const id = options.id ?? `worker-${randomUUID().slice(0, 8)}`;
  const names = Object.keys(options.handlers);
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function runOne(): Promise<boolean> {
    const job = await options.queue.claim(id, names, options.leaseSeconds);
    if (!job) return false;
    // Leased and lapsed on every attempt (its workers died): give up rather than loop.
    if (!job.repeat_seconds && job.attempts > job.max_attempts) {
      await options.queue.fail(job, id, 'lease lapsed on every attempt');
      return true;
    }
    try {
      await options.handlers[job.name](job);
      await options.queue.complete(job, id);
    } catch (err) {
      options.onError?.(err, job);
      await options.queue.fail(job, id, err);
    }
    return true;
  }

  async function loop() {
    while (!stopped) {
      let ran = false;
      try {
        ran = await runOne();
      } catch (err) {
        options.onError?.(err, null); // the database itself: try again after a pause
      }
      if (ran || stopped) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, options.pollMs);
        timer.unref();
      });
      wake = null;
    }
  }

  const running = autostart ? loop() : Promise.resolve();
  return {
    id,
    async drain() {
      let n = 0;
      while (await runOne()) n++;
      return n;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      (wake as (() => void) | null)?.();
      await running;
    },
  };
}
