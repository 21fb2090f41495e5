/**
 * The one same-origin rule for every redirect target the app accepts (DESIGN.md 17,
 * docs/security.md "Redirects"): the login `redirect`, a payment's `redirect_url` (VNPay, 2C2P,
 * card, bank transfer, wallet top-up), the Google sign-in return, and any later one.
 *
 * The target is resolved against the app's own origin with the URL standard's parser (the
 * browser's and Node's are the same algorithm, so both tiers read a value the same way), and
 * kept only when the origin is unchanged; otherwise the caller's default page is used. What
 * the parser would quietly rewrite is refused before it gets the chance: a backslash (`/\evil`
 * reads as `//evil`) and any control character (tab and newline are dropped anywhere, so
 * `/\t/evil` reads as `//evil`). Nor is a path that resolves to `//…` (`/.//evil`) kept: read
 * again as a path it would be protocol-relative; so a kept path handed to `location.assign` or
 * a router cannot leave the site either.
 *
 * Pure and dependency-free: imported by server/ and src/.
 */

/** Longest target accepted; longer ones are not links the app makes. */
export const MAX_REDIRECT_LENGTH = 2000;

// eslint-disable-next-line no-control-regex
const REWRITTEN = /[\u0000-\u001f\u007f\\]/;

function originOf(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * `target` as a URL on `origin`, or null when it would leave it (another host, scheme or port,
 * `javascript:`, `data:` …) or is not a plain link (backslash, control or space characters,
 * empty, longer than MAX_REDIRECT_LENGTH).
 */
export function sameOriginUrl(target: unknown, origin: string): URL | null {
  if (typeof target !== 'string' || target === '' || target.length > MAX_REDIRECT_LENGTH) {
    return null;
  }
  if (REWRITTEN.test(target)) return null;
  const base = originOf(origin);
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(target, base.origin + '/');
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  // `/.//evil` resolves to the path `//evil` on our origin: harmless as a full URL, but read
  // again as a path it is protocol-relative. No page of ours starts so: refused.
  if (url.pathname.startsWith('//')) return null;
  return url;
}

/** The target as a path of this site (`/x?q#h`), or `fallback` when it would leave it. */
export function sameOriginPath(target: unknown, origin: string, fallback: string): string {
  const url = sameOriginUrl(target, origin);
  return url ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** The target as an absolute URL on `origin`, or `fallback` (resolved on it) when it would leave. */
export function sameOriginHref(target: unknown, origin: string, fallback: string): string {
  const url = sameOriginUrl(target, origin) ?? sameOriginUrl(fallback, origin);
  if (!url) throw new Error(`the default redirect ${JSON.stringify(fallback)} is not on ${origin}`);
  return url.toString();
}
