// Lighthouse mobile performance (default mobile preset: Moto G Power, slow 4G, 4× CPU) of `/`,
// `/p`, two information pages, both checkouts (signed in, a held cart: bench/lighthouse-
// checkout.ts) and the travel overview (signed in as VinaSteel's owner, budget 85), driven
// through Debian's Chromium. `benchLighthouse()` (bench/run.ts) starts its own
// server over the demo inventory so `/p` shows real results. Standalone, against any server:
//   npx tsx bench/lighthouse.ts http://127.0.0.1:3000 / '/p?to=city%3Ada-nang&depart=…'
//   npx tsx bench/lighthouse.ts http://127.0.0.1:3000 --analysis
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { SESSION_COOKIE } from '../src/api/tokens';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startServer } from '../scripts/server-process';
import { vietnamDate } from '../tests/e2e/search/dates';
import { checkoutPaths, firstPropertyId, signIn } from './lighthouse-checkout';

/**
 * Issue budgets: Lighthouse mobile performance of `/`, `/p`, `/privacy-policy`, `/contact`,
 * `/checkout/flight` and `/checkout/hotel`.
 */
export const LIGHTHOUSE_MIN_PERFORMANCE = 90;

/**
 * Issue 25: the travel overview (`/corporate/analysis/travel-overview`) as the owner of the demo
 * company VinaSteel sees it — the console, the analysis chunk and its charts, the figures.
 */
export const ANALYSIS_OVERVIEW_PATH = '/corporate/analysis/travel-overview';
export const LIGHTHOUSE_MIN_ANALYSIS_PERFORMANCE = 85;
const ANALYSIS_OWNER = 'owner@vinasteel.example';

/** Runs per page; the median score is reported (one run varies by up to ±5 points here). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** When set, the median run's full report of each page is written there as JSON, to dig into. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

export interface LighthousePage {
  path: string;
  /** Median performance score of the runs, 0–100. */
  performance: number;
  scores: number[];
  /** Metrics of the median run, simulated mobile (Moto G Power, slow 4G). */
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  speed_index_ms: number;
  /** Bytes of JavaScript transferred (compressed) while loading the page, lazy chunks included. */
  script_transfer_bytes: number;
}

function median<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function metric(lhr: Lhr, id: string): number {
  return Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
}

function scriptBytes(lhr: Lhr): number {
  const details = lhr.audits['resource-summary']?.details as
    { items?: Array<{ resourceType: string; transferSize: number }> } | undefined;
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  chromePath = CHROMIUM_PATH,
  /** Measure signed in: this access token is the session cookie of every run. */
  sessionToken?: string,
): Promise<LighthousePage[]> {
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  const browser = sessionToken
    ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    : null;
  try {
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      const runs: Lhr[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const page = browser ? await browser.newPage() : undefined;
        if (page) {
          // Lighthouse keeps storage *and* the HTTP cache when told not to reset: clear the cache
          // here so every run is still a cold load, with only the cookie kept.
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          await page.setCookie({ name: SESSION_COOKIE, value: sessionToken!, url: baseUrl });
        }
        const result = await lighthouse(
          `${baseUrl}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            formFactor: 'mobile',
            // Keep the session cookie (the cache is cleared above).
            disableStorageReset: Boolean(page),
          },
          undefined,
          page,
        );
        await page?.close();
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        runs.push(result.lhr);
      }
      const score = (lhr: Lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
      const mid = median(runs, score);
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const name = path.split('?')[0].replace(/\W+/g, '_') || 'root';
        writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(mid));
      }
      pages.push({
        path,
        performance: score(mid),
        scores: runs.map(score),
        fcp_ms: Math.round(metric(mid, 'first-contentful-paint')),
        lcp_ms: Math.round(metric(mid, 'largest-contentful-paint')),
        tbt_ms: Math.round(metric(mid, 'total-blocking-time')),
        cls: metric(mid, 'cumulative-layout-shift'),
        speed_index_ms: Math.round(metric(mid, 'speed-index')),
        script_transfer_bytes: scriptBytes(mid),
      });
    }
    return pages;
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/** Pages whose median score is below `minimum`, as budget-miss names. */
export function lighthouseMisses(pages: LighthousePage[], minimum: number): string[] {
  // Named by path without the query (the checkouts' links carry a cart token).
  return pages
    .filter((p) => p.performance < minimum)
    .map((p) => `lighthouse ${p.path.split('?')[0]}`);
}

/** `/` and a two-night Đà Nẵng search on `/p`, on a server seeded with the demo inventory. */
export async function benchLighthouse() {
  // Seeding the demo data at the first start took over a minute on a slow machine (2026-11-29).
  const server = await startServer(
    { SEED_DEMO_DATA: 'true', NODE_ENV: 'test' },
    { timeoutMs: 240_000 },
  );
  try {
    const hotels = new URLSearchParams({
      to: 'city:da-nang',
      depart: vietnamDate(14),
      return: vietnamDate(16),
      n_o_a: '2',
      n_o_c: '0',
      rooms: '1',
    });
    const pages = await measureLighthouse(server.url, [
      '/',
      `/p?${hotels.toString()}`,
      // Issue 12: a long policy text and a form.
      '/privacy-policy',
      '/contact',
    ]);
    // Issue 10: each checkout as the signed-in demo traveller sees it, with a real held cart.
    const checkout = await checkoutPaths(server.url, await firstPropertyId(server.url));
    pages.push(...(await measureLighthouse(server.url, checkout.paths, undefined, checkout.token)));
    const analysis = await measureLighthouse(
      server.url,
      [ANALYSIS_OVERVIEW_PATH],
      undefined,
      await signIn(server.url, ANALYSIS_OWNER),
    );
    return {
      runs_per_page: RUNS,
      min_performance: LIGHTHOUSE_MIN_PERFORMANCE,
      pages,
      analysis: { min_performance: LIGHTHOUSE_MIN_ANALYSIS_PERFORMANCE, pages: analysis },
      misses: [
        ...lighthouseMisses(pages, LIGHTHOUSE_MIN_PERFORMANCE),
        ...lighthouseMisses(analysis, LIGHTHOUSE_MIN_ANALYSIS_PERFORMANCE),
      ],
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  // `--analysis`: the travel overview as VinaSteel's owner (a server with the demo data).
  const pages =
    paths[0] === '--analysis'
      ? await measureLighthouse(
          baseUrl,
          [ANALYSIS_OVERVIEW_PATH],
          undefined,
          await signIn(baseUrl, ANALYSIS_OWNER),
        )
      : await measureLighthouse(baseUrl, paths.length ? paths : ['/']);
  console.log(JSON.stringify(pages, null, 2));
}
