import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionToken, SESSION_COOKIE, storeTokens } from './tokens';

/*
 * The tokens are read from a copy of the page's cookies taken once per turn of the event loop:
 * many reads in one task parse `document.cookie` once, the page's own writes are seen at once,
 * and another tab's change is seen from the next turn.
 */

const cookieReads = () => {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  return vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    return descriptor.get!.call(this) as string;
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('session token reads', () => {
  it('reads the cookies once for many reads in one task', async () => {
    document.cookie = `${SESSION_COOKIE}=a1; path=/`;
    await Promise.resolve(); // a new turn: no copy yet
    const reads = cookieReads();
    expect(readSessionToken()).toBe('a1');
    const once = reads.mock.calls.length; // what one parse reads (js-cookie reads it twice)
    expect(once).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) expect(readSessionToken()).toBe('a1');
    expect(reads).toHaveBeenCalledTimes(once);
  });

  it('sees its own write at once, and another tab’s from the next turn', async () => {
    document.cookie = `${SESSION_COOKIE}=a1; path=/`;
    await Promise.resolve();
    expect(readSessionToken()).toBe('a1');
    storeTokens({ access_token: 'a2' });
    expect(readSessionToken()).toBe('a2');
    // Another tab (the cookie jar changed behind this page's back).
    document.cookie = `${SESSION_COOKIE}=a3; path=/`;
    await Promise.resolve();
    expect(readSessionToken()).toBe('a3');
  });
});
