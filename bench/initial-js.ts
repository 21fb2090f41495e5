import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The JavaScript a visitor to `/` downloads before the page is interactive: the entry module
// and every chunk index.html preloads (static imports). Lazy pages are not counted.

export interface InitialJs {
  files: string[];
  bytes: number;
  gzip_bytes: number;
}

export function measureInitialJs(distDir = 'dist'): InitialJs {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) {
    sources.add(match[1]);
  }
  let bytes = 0;
  let gzipBytes = 0;
  for (const source of sources) {
    const content = readFileSync(path.join(distDir, source.replace(/^\//, '')));
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files: [...sources], bytes, gzip_bytes: gzipBytes };
}
