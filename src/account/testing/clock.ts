import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The account flow's own delays (the 200 ms Enter debounce, the 500 ms wait before a code is
 * requested, the 2 s before the corporate prompt, …) on a fake clock: `until` moves it past
 * them at once instead of waiting them out. The clock also ticks with real time
 * (`shouldAdvanceTime`), so fetches and rendering settle as usual. Call before rendering;
 * src/test/setup.ts restores the real timers after each test.
 */
export function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

/** Moves the fake clock by `ms`, running the timers due meanwhile. */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

// Taken before any test fakes the clock.
const realSetTimeout = globalThis.setTimeout;
const realPause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/**
 * Like Testing Library's waitFor, with the fake clock running five times faster meanwhile:
 * retries `check` every 10 ms of real time, moving the clock 50 ms each time, so the app's
 * delays pass quickly while fetches and lazy chunks get real time to settle; gives up after
 * 10 s of real time, as findBy does.
 */
export async function until<T>(check: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() - start > 10_000) throw error;
    }
    await realPause(10);
    await advance(50);
  }
}
