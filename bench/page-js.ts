import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

// All the JavaScript a page downloads until the network is quiet: the entry, the chunks
// index.html preloads and the lazy chunks of the page itself. Sizes are gzip at level 9 of each
// file, so the number does not depend on the server's compression settings.

/** Issue budget: JS for `/` ≤ 170 KB gzip (KiB here: 174,080 bytes). */
export const PAGE_JS_BUDGET_GZIP_BYTES = 170 * 1024;

export interface PageJs {
  path: string;
  files: string[];
  bytes: number;
  gzip_bytes: number;
}

export async function measurePageJs(page: Page, url: string): Promise<PageJs> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      bodies.set(response.url(), response.body());
    }
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
  }
  let bytes = 0;
  let gzipBytes = 0;
  for (const body of bodies.values()) {
    const content = await body;
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return {
    path: new URL(page.url()).pathname,
    files: [...bodies.keys()].map((file) => new URL(file).pathname),
    bytes,
    gzip_bytes: gzipBytes,
  };
}
