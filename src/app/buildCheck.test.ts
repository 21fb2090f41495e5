import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import {
  BUILD_CHECK_INTERVAL_MS,
  fetchLatestBuildId,
  reloadOnNextNavigation,
  startBuildCheck,
} from './buildCheck';

describe('startBuildCheck', () => {
  it('checks every hour and turns stale when the id differs', async () => {
    vi.useFakeTimers();
    const fetchLatest = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce('current')
      .mockResolvedValueOnce('next');
    const checker = startBuildCheck({ currentId: 'current', fetchLatest });

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(checker.isStale()).toBe(false);

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(checker.isStale()).toBe(true);
    checker.stop();
  });

  it('ignores failed checks', async () => {
    vi.useFakeTimers();
    const fetchLatest = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValue(new Error('offline'));
    const checker = startBuildCheck({ currentId: 'a', fetchLatest });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(checker.isStale()).toBe(false);
    checker.stop();
  });

  it('stops polling when stopped', async () => {
    vi.useFakeTimers();
    const fetchLatest = vi.fn<() => Promise<string | null>>().mockResolvedValue('a');
    startBuildCheck({ currentId: 'a', fetchLatest }).stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(fetchLatest).not.toHaveBeenCalled();
  });
});

describe('reloadOnNextNavigation', () => {
  it('reloads on the next navigation once stale, not before', () => {
    let stale = false;
    const reload = vi.fn();
    const onNavigate = reloadOnNextNavigation({ isStale: () => stale }, reload);
    onNavigate('/');
    onNavigate('/about');
    expect(reload).not.toHaveBeenCalled();
    stale = true;
    onNavigate('/about');
    expect(reload).not.toHaveBeenCalled();
    onNavigate('/contact');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('fetchLatestBuildId', () => {
  it('reads { id } from /builds/latest.json', async () => {
    server.use(http.get('*/builds/latest.json', () => HttpResponse.json({ id: 'b42' })));
    await expect(fetchLatestBuildId()).resolves.toBe('b42');
  });

  it('answers null when the manifest is missing', async () => {
    server.use(http.get('*/builds/latest.json', () => new HttpResponse(null, { status: 404 })));
    await expect(fetchLatestBuildId()).resolves.toBeNull();
  });
});
