import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

// All the JavaScript a page downloads until the network is quiet: the entry, the chunks
// index.html preloads and the lazy chunks of the page itself. Sizes are gzip at level 9 of each
// file, so the number does not depend on the server's compression settings.

/**
 * JS for `/` (issue 20): not one byte more than main before the console took the design card's
 * stack (ra-data-graphql, Apollo, ra-i18n-polyglot, x-charts). Main at 2471919 measured
 * 189,919–189,941 B over six builds (entry, app, home, runtime, ScrollManager; each build's id
 * changes every chunk hash, and the entry's table of ~117 hashes compresses a few bytes
 * differently each time): the budget is the lightest, 189,919 B. The 189,295 B first written
 * here came from a run that stopped before the lazy ScrollManager chunk arrived. None of that
 * stack may reach `/` (docs/decisions.md, "Console bundle", issue 20).
 */
export const PAGE_JS_BUDGET_GZIP_BYTES = 189_919;

/**
 * Issue 20 budgets: the corporate console's first load (everything `/corporate` downloads for a
 * signed-in member, the app's entry included) ≤ 360 KiB gzip, and a resource's own chunks (its
 * screen and its data-provider queries) ≤ 60 KiB gzip.
 */
export const CONSOLE_JS_BUDGET_GZIP_BYTES = 360 * 1024;
export const RESOURCE_JS_BUDGET_GZIP_BYTES = 60 * 1024;
/**
 * What the first resource screen opened downloads once for all of them: react-admin's list
 * runtime (issue 11: 96 KiB; 90.6 KB measured) plus the console's data stack, which loads on the
 * first data call (Apollo Client + ra-data-graphql, 63 KB measured; the design card's choice,
 * docs/decisions.md "Console bundle"): 156 KiB, 153.6 KB measured on 2026-11-27; 160 KiB since
 * issue 21's screens, whose shared MUI table and list parts the bundler now cuts into files of
 * their own (160.7 KB measured on departments, docs/decisions.md "After issue 21's screens").
 */
export const FIRST_SCREEN_RUNTIME_JS_BUDGET_GZIP_BYTES = 160 * 1024;

/**
 * Issue 25: what opening the first analysis page adds to the console's first load — the
 * analysis chunk with @mui/x-charts, its pages, the filter bar's MUI parts — ≤ 120 KiB gzip
 * (docs/analysis-ui.md, "Bundle"; the charts alone measured 100.5 KB in bench/charts.ts).
 */
export const ANALYSIS_JS_BUDGET_GZIP_BYTES = 120 * 1024;

export interface PageJs {
  path: string;
  files: string[];
  bytes: number;
  gzip_bytes: number;
  /** gzip bytes of each file, by path. */
  gzip_by_file: Record<string, number>;
}

/**
 * The JavaScript of the page at `url` (`/` by default): until its heading has rendered, then
 * until the network is quiet. The first render asks for lazy chunks (the scroll manager), and
 * on a loaded machine the network can go quiet before that render: a CI run let a build 130 B
 * over the budget pass that way.
 */
export async function measurePageJs(page: Page, url: string): Promise<PageJs> {
  return measureJsDuring(page, async () => {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
}

/**
 * The JavaScript downloaded while `action` runs (and until the network is quiet): e.g. what
 * following a link to a lazy screen adds to what is already loaded.
 */
export async function measureJsDuring(page: Page, action: () => Promise<unknown>): Promise<PageJs> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      // Chromium drops a response's body once its page navigates (a CI run lost one that way,
      // 'No resource with given identifier found'): the file is then read from the server.
      const url = response.url();
      bodies.set(
        url,
        response.body().catch(async () => (await page.request.get(url)).body()),
      );
    }
  };
  page.on('response', onResponse);
  try {
    await action();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  let bytes = 0;
  let gzipBytes = 0;
  const byFile: Record<string, number> = {};
  for (const [url, body] of bodies) {
    const content = await body;
    const gzip = gzipSync(content, { level: 9 }).length;
    bytes += content.length;
    gzipBytes += gzip;
    byFile[new URL(url).pathname] = gzip;
  }
  return {
    path: new URL(page.url()).pathname,
    files: Object.keys(byFile),
    bytes,
    gzip_bytes: gzipBytes,
    gzip_by_file: byFile,
  };
}
