import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue, type Entry } from '../../../server/http/admission-queue';

/*
 * The queue behind the concurrency limit, on fake timers: a short burst waits and is served as
 * places come free, a burst past the queue is refused at once, a wait past its deadline is
 * refused, a client that leaves gives its place back, and the queue empties back to normal.
 */

beforeEach(() => {
  vi.useFakeTimers();
  afterIo = [];
});
afterEach(() => {
  vi.useRealTimers();
});

/** What waits for the loop's pending I/O; the tests run it when they choose. */
let afterIo: (() => void)[] = [];
const runAfterIo = () => afterIo.splice(0).forEach((run) => run());
const queue = () =>
  new AdmissionQueue({
    maxConcurrent: 2,
    maxQueued: 3,
    maxWaitMs: 30,
    afterIo: (run) => afterIo.push(run),
  });

/** Which of the promises have settled, and to what (undefined: still waiting). */
async function outcomes(entries: Entry[]) {
  const seen: (boolean | undefined)[] = entries.map(() => undefined);
  entries.forEach((e, i) => void e.admitted.then((ok) => (seen[i] = ok)));
  await vi.advanceTimersByTimeAsync(0);
  return seen;
}

function waiting(q: AdmissionQueue): Entry {
  const entry = q.tryEnter();
  if (typeof entry === 'boolean') throw new Error(`expected to wait, got ${entry}`);
  return entry;
}

describe('admission queue', () => {
  it('admits up to the limit at once, queues the next few, refuses the rest at once', () => {
    const q = queue();
    expect([q.tryEnter(), q.tryEnter()]).toEqual([true, true]);
    const queued = [waiting(q), waiting(q), waiting(q)];
    expect(queued).toHaveLength(3);
    expect(Array.from({ length: 20 }, () => q.tryEnter())).toEqual(Array(20).fill(false));
    expect([q.inFlight, q.queued]).toEqual([2, 3]);
  });

  it('absorbs a short burst: the waiting are admitted in order as places come free', async () => {
    const q = queue();
    q.tryEnter();
    q.tryEnter();
    const queued = [waiting(q), waiting(q), waiting(q)];
    q.leave();
    expect(await outcomes(queued)).toEqual([true, undefined, undefined]);
    q.leave();
    q.leave();
    expect(await outcomes(queued)).toEqual([true, true, true]);
    // The places passed on: still two in flight, and the next one waits rather than entering.
    waiting(q);
    expect([q.inFlight, q.queued]).toEqual([2, 1]);
  });

  it('refuses a request whose wait passes the deadline, and not before', async () => {
    const q = queue();
    q.tryEnter();
    q.tryEnter();
    const entry = waiting(q);
    await vi.advanceTimersByTimeAsync(29);
    runAfterIo();
    expect(await outcomes([entry])).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(1);
    runAfterIo();
    expect(await outcomes([entry])).toEqual([false]);
    expect(q.queued).toBe(0);
    // A place freed after the refusal is not given to it.
    q.leave();
    expect(q.inFlight).toBe(1);
  });

  it('at the deadline a place freed by the same turn’s I/O still goes to the waiting', async () => {
    // A stall of the whole process: the deadline's timer and a response finishing are both
    // due when the loop resumes; timers run first, the finished response's I/O after them.
    const q = queue();
    q.tryEnter();
    q.tryEnter();
    const entry = waiting(q);
    await vi.advanceTimersByTimeAsync(30);
    q.leave(); // the response's close, in the same turn
    runAfterIo();
    expect(await outcomes([entry])).toEqual([true]);
    expect([q.inFlight, q.queued]).toEqual([2, 0]);
  });

  it('a client gone while waiting takes no place; gone after admission gives its place back', async () => {
    const q = queue();
    q.tryEnter();
    q.tryEnter();
    const [leaver, stayer] = [waiting(q), waiting(q)];
    leaver.gone();
    expect(await outcomes([leaver])).toEqual([false]);
    q.leave();
    expect(await outcomes([stayer])).toEqual([true]);
    expect([q.inFlight, q.queued]).toEqual([2, 0]);
    stayer.gone(); // its response closed
    expect(q.inFlight).toBe(1);
  });

  it('recovers: once everything has left, requests are admitted at once again', async () => {
    const q = queue();
    q.tryEnter();
    q.tryEnter();
    const queued = [waiting(q), waiting(q), waiting(q)];
    expect(q.tryEnter()).toBe(false);
    for (let i = 0; i < 5; i++) q.leave();
    expect(await outcomes(queued)).toEqual([true, true, true]);
    expect([q.inFlight, q.queued]).toEqual([0, 0]);
    expect([q.tryEnter(), q.tryEnter()]).toEqual([true, true]);
  });
});
