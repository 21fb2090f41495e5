import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../config';
import { testConfig } from '../test/fixtures';
import { server } from '../test/server';
import {
  callbackPayload,
  completeGoogleLogin,
  isSafari,
  popupFeatures,
  startGoogleLogin,
  type GoogleEnv,
} from './google';

beforeEach(() => resetConfigForTests(testConfig));

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function env(userAgent: string) {
  const popup = { location: { href: '' }, close: vi.fn() };
  const value: GoogleEnv = {
    open: vi.fn(() => popup as unknown as Window),
    storage: window.localStorage,
    userAgent,
    screen: { screenX: 100, outerWidth: 1400 },
  };
  return { value, popup };
}

describe('Google popup (spec §2, §9)', () => {
  it('is 600×600, 200 px from the top, centred', () => {
    expect(popupFeatures({ screenX: 100, outerWidth: 1400 })).toBe(
      'width=600,height=600,top=200,left=500',
    );
  });

  it('knows Safari from Chrome', () => {
    expect(isSafari(SAFARI)).toBe(true);
    expect(isSafari(CHROME)).toBe(false);
  });

  it('stores session_params in local storage and opens the url', async () => {
    server.use(
      http.get('*/api/v1/auth/google/new', () =>
        HttpResponse.json({ data: { url: 'https://idp.test/auth?x=1', session_params: 'sp-1' } }),
      ),
    );
    const { value } = env(CHROME);
    await startGoogleLogin(value);
    expect(window.localStorage.getItem('session')).toBe('"sp-1"');
    expect(value.open).toHaveBeenCalledTimes(1);
    expect(value.open).toHaveBeenCalledWith(
      'https://idp.test/auth?x=1',
      expect.any(String),
      'width=600,height=600,top=200,left=500',
    );
  });

  it('on Safari opens an empty window from the click, then points it at the url', async () => {
    server.use(
      http.get('*/api/v1/auth/google/new', () =>
        HttpResponse.json({ data: { url: 'https://idp.test/auth', session_params: { s: 1 } } }),
      ),
    );
    const { value, popup } = env(SAFARI);
    const started = startGoogleLogin(value);
    expect(value.open).toHaveBeenCalledWith('', expect.any(String), expect.any(String));
    await started;
    expect(popup.location.href).toBe('https://idp.test/auth');
    expect(value.open).toHaveBeenCalledTimes(1);
  });

  it('closes the early Safari window when the start fails', async () => {
    server.use(http.get('*/api/v1/auth/google/new', () => HttpResponse.json({}, { status: 503 })));
    const { value, popup } = env(SAFARI);
    await expect(startGoogleLogin(value)).rejects.toBeDefined();
    expect(popup.close).toHaveBeenCalled();
  });

  it('completes with the popup’s answer and session_params, then removes myKey', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/auth/google/callback', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { access_token: 'a', renewal_token: 'r' } });
      }),
    );
    window.localStorage.setItem('session', JSON.stringify('sp-1'));
    window.localStorage.setItem('myKey', '{"code":"c1","state":"s1"}');
    await expect(completeGoogleLogin('{"code":"c1","state":"s1"}')).resolves.toEqual({
      access_token: 'a',
      renewal_token: 'r',
    });
    expect(body).toEqual({ code: 'c1', state: 's1', session_params: 'sp-1' });
    expect(window.localStorage.getItem('myKey')).toBeNull();
  });

  it('is falsy on a refusal, bad JSON or a provider error', async () => {
    server.use(
      http.post('*/api/v1/auth/google/callback', () =>
        HttpResponse.json({ error: { code: 'UNAUTHENTICATED' } }, { status: 401 }),
      ),
    );
    await expect(completeGoogleLogin('{"code":"c1"}')).resolves.toBeNull();
    await expect(completeGoogleLogin('not json')).resolves.toBeNull();
    await expect(completeGoogleLogin('{"error":"access_denied"}')).resolves.toBeNull();
  });

  it('the callback page hands over its whole query', () => {
    expect(callbackPayload('?code=c1&state=s1&scope=openid')).toEqual({
      code: 'c1',
      state: 's1',
      scope: 'openid',
    });
  });
});
