import { describe, expect, it } from 'vitest';
import { sameOriginHref, sameOriginPath, sameOriginUrl } from './redirect';

const ORIGIN = 'https://wayfare.vn';
const HOME = '/';

describe('the same-origin redirect rule', () => {
  it.each([
    ['//evil.example/x'],
    ['/.//evil.example/x'],
    ['/a/..//evil.example'],
    ['https://wayfare.vn//evil.example'],
    ['/\\evil.example/x'],
    ['/\t/evil.example/x'],
    ['/\n/evil.example'],
    ['\\\\evil.example'],
    ['\\/evil.example'],
    ['https://evil.example/x'],
    ['http://wayfare.vn/x'],
    ['https://wayfare.vn:8443/x'],
    ['https://wayfare.vn.evil.example/x'],
    ['https://user:pw@wayfare.vn/x'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    [' //evil.example'],
    ['/checkout\t/x'],
    ['/checkout\n?x=1'],
    ['/checkout\r\n'],
    ['\u0000/x'],
    [''],
    ['/' + 'a'.repeat(2000)],
  ])('%j goes to the default page', (target) => {
    expect(sameOriginPath(target, ORIGIN, HOME)).toBe(HOME);
    expect(sameOriginHref(target, ORIGIN, '/home')).toBe('https://wayfare.vn/home');
  });

  it('non-strings go to the default page', () => {
    for (const target of [null, undefined, 42, ['/x'], { toString: () => '/x' }]) {
      expect(sameOriginPath(target, ORIGIN, HOME)).toBe(HOME);
    }
  });

  it.each([
    ['/checkout/success-hotel?cart=a%20b#top', '/checkout/success-hotel?cart=a%20b#top'],
    ['/account/top-up?top_up=1&x=%2F%2Fevil', '/account/top-up?top_up=1&x=%2F%2Fevil'],
    ['https://wayfare.vn/trip/1?x=1#h', '/trip/1?x=1#h'],
    ['/', '/'],
    // Encoded slashes stay encoded: one path segment on our site, never a host.
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['hotel?x=1', '/hotel?x=1'],
  ])('%j stays on the site as %j', (target, path) => {
    expect(sameOriginPath(target, ORIGIN, HOME)).toBe(path);
    expect(sameOriginUrl(target, ORIGIN)!.origin).toBe(ORIGIN);
    // What is kept reads the same again: a kept path never leaves either.
    expect(new URL(path, 'https://wayfare.vn').origin).toBe(ORIGIN);
    expect(path.startsWith('//')).toBe(false);
  });

  it('gives absolute URLs on the origin, with query and hash, for gateways', () => {
    expect(sameOriginHref('/checkout/success-flight?cart=t#x', 'http://127.0.0.1:3000', '/')).toBe(
      'http://127.0.0.1:3000/checkout/success-flight?cart=t#x',
    );
  });

  it('refuses a default page that is not on the origin (a programming error)', () => {
    expect(() => sameOriginHref('https://evil.example', ORIGIN, '//evil.example')).toThrow();
  });
});
