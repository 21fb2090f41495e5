import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../config';
import { testConfig } from '../test/fixtures';
import { onRenewalRefused, renewSession } from './renewal';
import { readRenewalToken, readSessionToken, storeTokens } from './tokens';

function renewAnswer(pair: { access_token: string; renewal_token: string }) {
  return new Response(JSON.stringify({ data: { ...pair, expires_in: 900 } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  resetConfigForTests(testConfig);
  storeTokens({ access_token: 'a1', renewal_token: 'r1' });
});

describe('session renewal (spec §4)', () => {
  it('sends the renewal token and stores the rotated pair', async () => {
    const fetch = vi.fn(async () => renewAnswer({ access_token: 'a2', renewal_token: 'r2' }));
    await expect(renewSession('a1', fetch)).resolves.toBe('renewed');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/api/v1/user/session/renew');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer r1');
    expect(readSessionToken()).toBe('a2');
    expect(readRenewalToken()).toBe('r2');
  });

  it('is single-flight: concurrent callers share one call', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const all = Promise.all([renewSession('a1', fetch), renewSession('a1', fetch)]);
    release(renewAnswer({ access_token: 'a2', renewal_token: 'r2' }));
    await expect(all).resolves.toEqual(['renewed', 'renewed']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not renew again for a call that carried an already replaced token', async () => {
    storeTokens({ access_token: 'a2', renewal_token: 'r2' });
    const fetch = vi.fn();
    await expect(renewSession('a1', fetch)).resolves.toBe('renewed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a refused renewal token', async () => {
    const refused = vi.fn();
    const off = onRenewalRefused(refused);
    const fetch = vi.fn(async () =>
      Response.json({ error: { code: 'UNAUTHENTICATED' } }, { status: 401 }),
    );
    await expect(renewSession('a1', fetch)).resolves.toBe('refused');
    expect(refused).toHaveBeenCalledTimes(1);
    off();
  });

  it('is refused at once without a renewal token, and failed when unreachable', async () => {
    Cookies.remove('account.renewal_token', { path: '/' });
    await expect(renewSession('a1', vi.fn())).resolves.toBe('refused');
    storeTokens({ access_token: 'a1', renewal_token: 'r1' });
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(renewSession('a1', down)).resolves.toBe('failed');
    expect(readRenewalToken()).toBe('r1');
  });
});
