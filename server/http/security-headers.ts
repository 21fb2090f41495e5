import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import {
  buildPolicy,
  cspFeatures,
  inlineScriptHashes,
  serializePolicy,
  type CspFeature,
} from './content-security-policy.js';

/*
 * Security headers on every answer: HTML, assets, REST, GraphQL, errors, 404s, and the pages
 * other code writes straight to the socket (the development identity provider). They are set
 * on the raw response when the request arrives, so no later path can skip them. Each kind of
 * page gets a header set computed once at start; docs/security.md lists them and why.
 */

type HeaderList = ReadonlyArray<readonly [string, string]>;

/** The two mobile embeds of spec §2 (empty layout, docs/trips.md); nothing else may be framed. */
const EMBED_PATH = /^\/m\/corporate-(?:booking|flight)-detail\/?$/;
/** The Google sign-in popup lands here (spec §2); it must stay in its opener's group. */
const POPUP_PATHS = [/^\/auth\/google\/callback\/?$/, /^\/dev\/idp\//];
const DEV_IDP_PATH = /^\/dev\/idp\//;
/** The payment sandboxes' pages, whose forms end in a redirect to the merchant's return URL. */
const DEV_PAYMENTS_PATH = /^\/dev\/(?:vnpay|2c2p|bank|stripe)(?:\/|$)/;
const GRAPHIQL_PATH = /^\/graphql\/[a-z-]+\/graphiql(?:\/|$)/;

/** Browser features the app uses: geolocation ("near me"), later payments. Nothing else. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

interface PageKind {
  name: string;
  matches(pathname: string): boolean;
  headers: HeaderList;
}

function headerList(
  features: CspFeature[],
  options: { embedOrigins?: string[]; opener: boolean },
): HeaderList {
  const embed = options.embedOrigins;
  const policy = buildPolicy(
    embed ? [...features, { feature: 'embed', sources: { 'frame-ancestors': embed } }] : features,
    { replace: embed ? ['frame-ancestors'] : [] },
  );
  const framed = Boolean(embed?.length);
  return [
    ['content-security-policy', serializePolicy(policy)],
    ['x-content-type-options', 'nosniff'],
    // Old browsers without frame-ancestors: no framing at all, except allowed embeds.
    ...(framed ? [] : [['x-frame-options', 'DENY'] as const]),
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // Pages opened by another site get no handle on ours; our own popups keep theirs.
    ...(options.opener
      ? [['cross-origin-opener-policy', 'same-origin-allow-popups'] as const]
      : []),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
}

/** The built index.html's inline scripts, as script-src hashes (none without a build). */
function builtInlineScripts(staticDir: string): CspFeature {
  const index = path.join(staticDir, 'index.html');
  const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
  return {
    feature: 'index.html inline scripts',
    sources: { 'script-src': inlineScriptHashes(html) },
  };
}

/** The header set of every kind of page, most specific first. */
export function pageKinds(config: AppConfig): { kinds: PageKind[]; fallback: HeaderList } {
  const features = [builtInlineScripts(config.staticDir), ...cspFeatures(config)];
  const popupPath = (p: string) => POPUP_PATHS.some((re) => re.test(p));
  const kinds: PageKind[] = [
    {
      name: 'mobile embed',
      matches: (p) => EMBED_PATH.test(p),
      headers: headerList(features, {
        embedOrigins: config.security.embedAllowedOrigins,
        opener: true,
      }),
    },
  ];
  if (config.auth.devIdp) {
    // The chooser's form is answered by a redirect to the page origin's callback, whichever
    // origin that is (dev client only; never in production).
    const devIdp: CspFeature = {
      feature: 'dev idp',
      sources: { 'form-action': ['http:', 'https:'] },
    };
    kinds.push({
      name: 'development identity provider',
      matches: (p) => DEV_IDP_PATH.test(p),
      headers: headerList([...features, devIdp], { opener: false }),
    });
  }
  if (!config.isProduction && config.paymentRails.sandboxes) {
    // A sandbox's pay button redirects to the return URL the checkout chose, on any origin
    // (the Vite dev server, an e2e host), as the real gateway does (never in production).
    const sandboxes: CspFeature = {
      feature: 'payment sandboxes',
      sources: { 'form-action': ['http:', 'https:'] },
    };
    kinds.push({
      name: 'payment sandboxes',
      matches: (p) => DEV_PAYMENTS_PATH.test(p),
      headers: headerList([...features, sandboxes], { opener: true }),
    });
  }
  if (!config.isProduction) {
    // mercurius' GraphiQL loads React and GraphiQL from unpkg (development only).
    const unpkg = ['https://unpkg.com'];
    const graphiql: CspFeature = {
      feature: 'graphiql',
      sources: { 'script-src': unpkg, 'style-src': unpkg, 'font-src': unpkg, 'img-src': unpkg },
    };
    kinds.push({
      name: 'GraphiQL',
      matches: (p) => GRAPHIQL_PATH.test(p),
      headers: headerList([...features, graphiql], { opener: true }),
    });
  }
  kinds.push({
    name: 'popup landing',
    matches: popupPath,
    headers: headerList(features, { opener: false }),
  });
  return { kinds, fallback: headerList(features, { opener: true }) };
}

function pathnameOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Registers the headers for every answer of `app` (call before any route is added). */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const { kinds, fallback } = pageKinds(config);
  // A callback hook, not an async one: no promise per request on every answer's path.
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = pathnameOf(request);
    const headers = kinds.find((kind) => kind.matches(pathname))?.headers ?? fallback;
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    // HTTPS directly, or behind a trusted proxy's X-Forwarded-Proto (TRUST_PROXY).
    if (request.protocol === 'https') raw.setHeader('strict-transport-security', HSTS);
    done();
  });
}
