import { createHash } from 'node:crypto';
import type { AppConfig, CspSourceList, ExtensibleDirective } from '../config.js';

/*
 * The Content-Security-Policy, built once at start from configuration (docs/security.md).
 * The base policy allows only the app's own origin; each feature that loads, posts to or is
 * framed by another origin adds those origins as a `CspFeature`. A new feature (a payment
 * gateway's form redirect, a 3-D Secure frame) is one more entry in `cspFeatures`, fed by its
 * own settings; operators add sources with CSP_EXTRA_SOURCES. Nothing here can add
 * 'unsafe-inline' or 'unsafe-eval' to script-src.
 */

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'frame-src'
  | 'worker-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type Policy = ReadonlyArray<readonly [Directive, readonly string[]]>;

/** Origins one feature of the app needs beyond its own, per directive. */
export interface CspFeature {
  feature: string;
  sources: CspSourceList;
}

/**
 * Styles: 'unsafe-inline', because MUI's emotion writes <style> elements at run time and
 * nonces would mean rendering index.html per request (docs/security.md). Scripts never.
 */
const BASE_POLICY: Policy = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['media-src', ["'self'"]],
  ['frame-src', ["'none'"]],
  ['worker-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/** The origin of an absolute http(s) URL; null for a relative one (covered by 'self'). */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The host source of a tile URL template: `https://{s}.tile.example.org/{z}/{x}/{y}.png` gives
 * `https://*.tile.example.org` (CSP wildcards stand only for whole left-most labels).
 */
export function templateSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const [, scheme, authority] = match as unknown as [string, string, string];
  if (!authority.includes('{')) return originOf(template);
  const labels = authority.split('.');
  const last = labels.findLastIndex((label) => label.includes('{'));
  const rest = labels.slice(last + 1);
  if (rest.length < 2 || rest.some((label) => /[{}]/.test(label))) return `${scheme}:`;
  return `${scheme}://*.${rest.join('.')}`.toLowerCase();
}

const present = (values: Array<string | null>): string[] =>
  values.filter((v): v is string => Boolean(v));

/** What each configured feature adds to the base policy. */
export function cspFeatures(config: AppConfig): CspFeature[] {
  const { analytics } = config;
  const tagManager = originOf(analytics.tagManagerUrl);
  const sessionReplay = originOf(analytics.sessionReplayUrl);
  // Analytics scripts report back to their own host, by fetch/beacon or by image.
  const analyticsSources = (origin: string | null) => ({
    'script-src': present([origin]),
    'connect-src': present([origin]),
    'img-src': present([origin]),
  });
  return [
    {
      feature: 'services',
      sources: {
        'connect-src': present([
          originOf(config.auth.publicOrigin),
          originOf(config.accountBaseUrl),
          originOf(config.otpBaseUrl),
          ...Object.values(config.serviceUrls).map(originOf),
        ]),
      },
    },
    { feature: 'analytics.tag-manager', sources: analyticsSources(tagManager) },
    { feature: 'analytics.session-replay', sources: analyticsSources(sessionReplay) },
    {
      // The checkout may post to a gateway's pay page (VNPay's vpcpay.html) instead of linking.
      feature: 'payments.vnpay',
      sources: {
        'form-action': present([
          config.paymentRails.vnpay?.sandbox ? null : originOf(config.paymentRails.vnpay?.payUrl),
        ]),
      },
    },
    {
      // Stripe.js and Elements (card fields and 3-D Secure in Stripe's frames), when live.
      feature: 'payments.stripe',
      sources:
        config.paymentRails.card && !config.paymentRails.card.sandbox
          ? {
              'script-src': ['https://js.stripe.com'],
              'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
              'connect-src': ['https://api.stripe.com'],
            }
          : {},
    },
    { feature: 'map-tiles', sources: { 'img-src': present([templateSource(config.mapTileUrl)]) } },
    { feature: 'operator', sources: config.security.extraSources },
  ];
}

/**
 * The base policy with the features' sources added. An added source replaces 'none'; with
 * `replace`, a feature's list takes the place of the directive's (frame-ancestors of embeds).
 */
export function buildPolicy(
  features: CspFeature[],
  options: { replace?: ExtensibleDirective[]; base?: Policy } = {},
): Policy {
  const lists = new Map<Directive, string[]>(
    (options.base ?? BASE_POLICY).map(([d, sources]) => [d, [...sources]]),
  );
  for (const directive of options.replace ?? []) lists.set(directive, []);
  for (const { sources } of features) {
    for (const [directive, added] of Object.entries(sources) as [Directive, string[]][]) {
      if (!added?.length) continue;
      const list = (lists.get(directive) ?? []).filter((s) => s !== "'none'");
      for (const source of added) if (!list.includes(source)) list.push(source);
      lists.set(directive, list);
    }
  }
  return [...lists].map(([d, sources]) => [d, sources.length ? sources : ["'none'"]] as const);
}

export function serializePolicy(policy: Policy): string {
  return policy.map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * `'sha256-…'` sources for the inline scripts of a built index.html (the build writes one:
 * scripts/vite/plugins.ts, landingPreloads). Hashed at start, so the policy follows the build.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !body) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}
