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
 */

export interface AdmissionQueueOptions {
  /** Most requests in flight (> 0). */
  maxConcurrent: number;
  /** Most requests waiting for a place (0: none wait, a full house refuses at once). */
  maxQueued: number;
  /** Longest a request waits for a place, ms. */
  maxWaitMs: number;
  /** Timers (tests pass fake ones; the defaults are the global timers). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Runs `run` once the loop's pending I/O has run (default setImmediate). */
  afterIo?: (run: () => void) => void;
}

type State = 'waiting' | 'admitted' | 'refused';

interface Waiter {
  state: State;
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

  constructor(opts: AdmissionQueueOptions) {
    this.#opts = {
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      afterIo: (run) => setImmediate(run),
      ...opts,
    };
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
    let waiter!: Waiter;
    const admitted = new Promise<boolean>((resolve) => {
      waiter = {
        state: 'waiting',
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
          this.#opts.maxWaitMs,
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

  /** A request admitted earlier is done: its place goes to the longest waiting, if any. */
  leave(): void {
    const next = this.#waiting.values().next();
    if (next.done) {
      this.#inFlight--;
      return;
    }
    // The place passes straight on: the count stays as it is.
    const waiter = next.value;
    this.#waiting.delete(waiter);
    this.#opts.clearTimer(waiter.timer);
    waiter.admit(true);
  }
}
