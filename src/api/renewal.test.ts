import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../config';
import { testConfig } from '../test/fixtures';
import { onRenewalRefused, renewSession } from './renewal';
import {
  clearTokens,
  readLegacyRenewalToken,
  readSessionToken,
  RENEWAL_COOKIE,
  SESSION_COOKIE,
  storeTokens,
} from './tokens';

function renewAnswer(data: Record<string, unknown>) {
  return new Response(JSON.stringify({ data: { ...data, expires_in: 900 } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const refusal = () => Response.json({ error: { code: 'UNAUTHENTICATED' } }, { status: 401 });
const sentHeaders = (fetch: ReturnType<typeof vi.fn>) =>
  (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];

beforeEach(() => {
  resetConfigForTests(testConfig);
  clearTokens();
  storeTokens({ access_token: 'a1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session renewal (spec §4)', () => {
  it('renews with the HttpOnly cookie and stores the new access token', async () => {
    const fetch = vi.fn(async () => renewAnswer({ access_token: 'a2' }));
    await expect(renewSession('a1', fetch)).resolves.toBe('renewed');
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('http://localhost:3000/api/v1/user/session/renew');
    const init = sentHeaders(fetch);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).not.toHaveProperty('authorization');
    expect(readSessionToken()).toBe('a2');
  });

  it('never keeps a renewal token where scripts can read it', async () => {
    storeTokens({ access_token: 'a1', renewal_token: 'r1' } as { access_token: string });
    expect(Cookies.get(RENEWAL_COOKIE)).toBeUndefined();
    const fetch = vi.fn(async () => renewAnswer({ access_token: 'a2', renewal_token: 'r2' }));
    await renewSession('a1', fetch);
    expect(document.cookie).not.toContain('r2');
    expect(document.cookie).toContain(`${SESSION_COOKIE}=a2`);
  });

  it('sends a readable renewal token left by an older session once, then removes it', async () => {
    Cookies.set(RENEWAL_COOKIE, 'r-old', { path: '/' });
    const fetch = vi.fn(async () => renewAnswer({ access_token: 'a2', renewal_token: 'r2' }));
    await expect(renewSession('a1', fetch)).resolves.toBe('renewed');
    expect((sentHeaders(fetch).headers as Record<string, string>).authorization).toBe(
      'Bearer r-old',
    );
    expect(readLegacyRenewalToken()).toBeUndefined();
  });

  it('is single-flight: concurrent callers share one call', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const all = Promise.all([renewSession('a1', fetch), renewSession('a1', fetch)]);
    release(renewAnswer({ access_token: 'a2' }));
    await expect(all).resolves.toEqual(['renewed', 'renewed']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not renew again for a call that carried an already replaced token', async () => {
    storeTokens({ access_token: 'a2' });
    const fetch = vi.fn();
    await expect(renewSession('a1', fetch)).resolves.toBe('renewed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for another tab renewing, then uses the token it stored', async () => {
    // The lock is granted once the other tab is done; it stored a2 meanwhile.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, run: () => Promise<unknown>) => {
          Cookies.set(SESSION_COOKIE, 'a2-from-other-tab', { path: '/' });
          return run();
        },
      },
    });
    const fetch = vi.fn();
    await expect(renewSession('a1', fetch)).resolves.toBe('renewed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a refused renewal', async () => {
    const refused = vi.fn();
    const off = onRenewalRefused(refused);
    await expect(
      renewSession(
        'a1',
        vi.fn(async () => refusal()),
      ),
    ).resolves.toBe('refused');
    expect(refused).toHaveBeenCalledTimes(1);
    off();
  });

  it('does not end the session when another tab replaced the tokens during a refusal', async () => {
    const refused = vi.fn();
    const off = onRenewalRefused(refused);
    const fetch = vi.fn(async () => {
      Cookies.set(SESSION_COOKIE, 'a2-from-other-tab', { path: '/' });
      return refusal();
    });
    await expect(renewSession('a1', fetch)).resolves.toBe('renewed');
    expect(refused).not.toHaveBeenCalled();
    off();
  });

  it('is refused at once once the tokens were cleared (signed out)', async () => {
    clearTokens();
    const fetch = vi.fn();
    await expect(renewSession('a1', fetch)).resolves.toBe('refused');
    await expect(renewSession(undefined, fetch)).resolves.toBe('refused');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is failed when the service is unreachable, and the tokens stay', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(renewSession('a1', down)).resolves.toBe('failed');
    expect(readSessionToken()).toBe('a1');
  });
});
