import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATE_GIVE_UP_MS, locate, LocateError, readNearLocation } from './geolocate';

function mockGeolocation(getCurrentPosition: (...args: never[]) => void) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}

const remember = (minutesAgo: number) =>
  localStorage.setItem(
    'near_location',
    JSON.stringify({ latitude: 10.776, longitude: 106.701, at: Date.now() - minutesAgo * 60_000 }),
  );

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.useRealTimers();
});

describe('locate (near me)', () => {
  it('falls back to a position remembered within 30 minutes when the device finds none', async () => {
    mockGeolocation((_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 3 }));
    remember(10);
    await expect(locate()).resolves.toEqual({ latitude: 10.776, longitude: 106.701 });
    remember(45);
    await expect(locate()).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('never uses a remembered position once the person refused', async () => {
    mockGeolocation((_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }));
    remember(1);
    const error: unknown = await locate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocateError);
    expect(error).toMatchObject({ reason: 'denied' });
  });

  it('gives up when the browser never answers (an ignored permission prompt)', async () => {
    vi.useFakeTimers();
    mockGeolocation(() => undefined);
    const answer = locate().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(LOCATE_GIVE_UP_MS);
    expect(await answer).toMatchObject({ reason: 'timeout' });
  });

  it('ignores unreadable stored values', () => {
    localStorage.setItem('near_location', '{"latitude":"x"}');
    expect(readNearLocation()).toBeNull();
    localStorage.setItem('near_location', 'not json');
    expect(readNearLocation()).toBeNull();
  });
});
