import { describe, expect, it, vi } from 'vitest';
import {
  claimChunkReload,
  RELOAD_GUARD_MS,
  RELOAD_KEY_PREFIX,
  withChunkRecovery,
} from './chunkReload';

describe('claimChunkReload', () => {
  it('allows one reload per path per 10 s', () => {
    const store = window.sessionStorage;
    expect(claimChunkReload('/about', 1_000, store)).toBe(true);
    expect(store.getItem(`${RELOAD_KEY_PREFIX}/about`)).toBe('1000');
    expect(claimChunkReload('/about', 1_000 + RELOAD_GUARD_MS - 1, store)).toBe(false);
    expect(claimChunkReload('/contact', 2_000, store)).toBe(true);
    expect(claimChunkReload('/about', 1_000 + RELOAD_GUARD_MS, store)).toBe(true);
  });

  it('never reloads without session storage', () => {
    expect(claimChunkReload('/about', 1_000, null)).toBe(false);
  });
});

describe('withChunkRecovery', () => {
  it('reloads instead of failing on the first failed import', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const load = withChunkRecovery(() => Promise.reject(new TypeError('Failed to fetch')), {
      path: () => '/p',
      reload,
      now: () => 50_000,
    });
    const settled = vi.fn();
    load().then(settled, settled);
    await vi.advanceTimersByTimeAsync(100);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
  });

  it('rethrows (error page) when it already reloaded this path within 10 s', async () => {
    const reload = vi.fn();
    let now = 50_000;
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const deps = { path: () => '/p', reload, now: () => now };
    void withChunkRecovery(failing, deps)();
    await Promise.resolve();
    now += 5_000;
    await expect(withChunkRecovery(failing, deps)()).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes successful imports through', async () => {
    const reload = vi.fn();
    await expect(withChunkRecovery(() => Promise.resolve('ok'), { reload })()).resolves.toBe('ok');
    expect(reload).not.toHaveBeenCalled();
  });
});
