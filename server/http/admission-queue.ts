/*
 * Admission by queueing delay (docs/capacity.md, "Admission by queueing delay"). Up to
 * `maxConcurrent` requests are in flight; the next ones wait in a short first-in first-out
 * queue (at most `maxQueued`) for a place, each for at most `maxWaitMs`. A request whose wait
 * ends without a place, or that finds the queue full, is refused (the caller answers 503).
 *
 * A hard count refused requests in bursts a few milliseconds long (the 300/s mix: 87 of 18,000
 * refused with p99 at 71 ms, docs/capacity.md "Not done yet"); a short wait absorbs such a
 * burst, while under real overload the queue stays full and the excess is still refused at
 * once, or after at most `maxWaitMs`.
 *
 * Controlled delay (CoDel, as in Facebook's "Fail at scale", 2015): a burst and an overload look
 * alike at the moment they arrive, but a burst's queue empties again within moments while an
 * overload's stands. While the queue has not been empty for `intervalMs` it is standing, and a
 * request waits at most `congestedWaitMs` (a few ms) instead of `maxWaitMs`: those that arrive
 * then are given the short wait, and when a place frees, the waiting that have already waited
 * that long are refused rather than admitted. So a burst may wait long enough to be served (the
 * 300/s mix's stalls of the loop last 100–200 ms) while overload is refused within milliseconds.
 */

export interface AdmissionQueueOptions {
  /** Most requests in flight (> 0). */
  maxConcurrent: number;
  /** Most requests waiting for a place (0: none wait, a full house refuses at once). */
  maxQueued: number;
  /** Longest a request waits for a place while the queue is not standing, ms. */
  maxWaitMs: number;
  /** Longest a request waits while the queue is standing, ms (default: maxWaitMs, no CoDel). */
  congestedWaitMs?: number;
  /** The queue stands once it has not been empty for this long, ms (default 100). */
  intervalMs?: number;
  /** The clock, ms (tests pass a fake one; default performance.now). */
  now?: () => number;
  /** Timers (tests pass fake ones; the defaults are the global timers). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Runs `run` once the loop's pending I/O has run (default setImmediate). */
  afterIo?: (run: () => void) => void;
}

type State = 'waiting' | 'admitted' | 'refused';

interface Waiter {
  state: State;
  /** When it started waiting (the clock's ms). */
  since: number;
  admit: (admitted: boolean) => void;
  timer: unknown;
}

/** A request waiting for a place. */
export interface Entry {
  /** Settles true when a place came free (the request now holds it), false when refused. */
  admitted: Promise<boolean>;
  /**
   * The client went away: a waiting request stops waiting (refused, counted nowhere); one
   * admitted already gives its place back. Call once, whenever it happens.
   */
  gone: () => void;
}

export class AdmissionQueue {
  readonly #opts: Required<AdmissionQueueOptions>;
  #inFlight = 0;
  readonly #waiting = new Set<Waiter>(); // insertion order: first in, first out
  /** When the queue last went from empty to waiting (the clock's ms). */
  #nonEmptySince = 0;

  constructor(opts: AdmissionQueueOptions) {
    this.#opts = {
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      afterIo: (run) => setImmediate(run),
      now: () => performance.now(),
      intervalMs: 100,
      ...opts,
      congestedWaitMs: Math.min(opts.congestedWaitMs ?? opts.maxWaitMs, opts.maxWaitMs),
    };
  }

  /** A standing queue shortens the wait (congestedWaitMs < maxWaitMs). */
  get #codel(): boolean {
    return this.#opts.congestedWaitMs < this.#opts.maxWaitMs;
  }

  /** The queue has not been empty for an interval: an overload, not a burst. */
  standing(now = this.#opts.now()): boolean {
    return this.#waiting.size > 0 && now - this.#nonEmptySince >= this.#opts.intervalMs;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  get queued(): number {
    return this.#waiting.size;
  }

  /**
   * Admits at once when there is a place (returns true, no promise: the common path allocates
   * nothing), refuses at once when the queue is full (false), else waits.
   */
  tryEnter(): boolean | Entry {
    if (this.#inFlight < this.#opts.maxConcurrent) {
      this.#inFlight++;
      return true;
    }
    if (this.#waiting.size >= this.#opts.maxQueued) return false;
    const now = this.#opts.now();
    const wait = this.standing(now) ? this.#opts.congestedWaitMs : this.#opts.maxWaitMs;
    if (this.#waiting.size === 0) this.#nonEmptySince = now;
    let waiter!: Waiter;
    const admitted = new Promise<boolean>((resolve) => {
      waiter = {
        state: 'waiting',
        since: now,
        admit: (ok) => {
          waiter.state = ok ? 'admitted' : 'refused';
          resolve(ok);
        },
        // At the deadline the refusal waits for the loop's pending I/O (afterIo): after a stall
        // of the whole process the timers run first, and responses finished during the stall
        // would otherwise free their places only after the waiting had been refused.
        timer: this.#opts.setTimer(
          () =>
            this.#opts.afterIo(() => {
              if (this.#waiting.delete(waiter)) waiter.admit(false);
            }),
          wait,
        ),
      };
    });
    this.#waiting.add(waiter);
    return {
      admitted,
      gone: () => {
        if (waiter.state === 'admitted') return this.leave();
        if (!this.#waiting.delete(waiter)) return;
        this.#opts.clearTimer(waiter.timer);
        waiter.admit(false);
      },
    };
  }

  /**
   * A request admitted earlier is done: its place goes to the longest waiting, if any. While the
   * queue stands, those that have waited `congestedWaitMs` already are refused on the way.
   */
  leave(): void {
    const now = this.#opts.now();
    const standing = this.standing(now);
    for (const waiter of this.#waiting) {
      this.#waiting.delete(waiter);
      this.#opts.clearTimer(waiter.timer);
      if (standing && this.#codel && now - waiter.since >= this.#opts.congestedWaitMs) {
        waiter.admit(false);
        continue;
      }
      // The place passes straight on: the count stays as it is.
      waiter.admit(true);
      return;
    }
    this.#inFlight--;
  }
}
