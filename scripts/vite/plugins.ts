// Build plugins of vite.config.ts, each measured or required by the spec (docs/search-ui.md).
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANDING_PAGES, landingPathMatches } from '../../src/routes/landingPages';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Writes dist/builds/latest.json ({ id, built_at }) and dist/builds/meta/<id>.json: the browser
 * polls the first every hour and reloads on the next navigation when the id changed (spec §2).
 */
export function buildManifest(id: string): Plugin {
  return {
    name: 'wayfare-build-manifest',
    apply: 'build',
    generateBundle() {
      const body = JSON.stringify({ id, built_at: new Date().toISOString() });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: body });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: body });
    },
  };
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
  code: string;
}

/**
 * Adds to index.html a script that, before the entry runs, asks for the chunks of the landing
 * page at the current path (src/routes/landingPages.ts) with modulepreload hints. Measured on `/p`
 * with Lighthouse mobile: the page's chunks no longer wait for the entry chunk (docs/search-ui.md).
 */
export function landingPreloads(): Plugin {
  let base = '/';
  return {
    name: 'wayfare-landing-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = new Map<string, BundleChunk>();
        for (const output of Object.values(ctx.bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output as BundleChunk);
        }
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const next of chunks.get(fileName)?.imports ?? []) closure(next, into);
          return into;
        };
        const loadedByEntry = new Set<string>();
        for (const chunk of chunks.values())
          if (chunk.isEntry) closure(chunk.fileName, loadedByEntry);
        const table = LANDING_PAGES.map((page) => {
          const id = path.resolve(ROOT, page.module);
          const chunk = [...chunks.values()].find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`landing page ${page.module} is in no chunk`);
          // Smallest first: over HTTP/1.1's six connections the order is the wait, and the small
          // files are what the app asks for first (the page's own module, the checkout's
          // held-cart prefetch); the large shared chunks follow on the connections they free.
          const size = (file: string) => chunks.get(file)?.code.length ?? 0;
          const files = [...closure(chunk.fileName)]
            .filter((file) => !loadedByEntry.has(file))
            .sort((a, b) => size(a) - size(b));
          return [page.path, ...files.map((file) => base + file)];
        });
        const script =
          `(function(pages,matches){var p=location.pathname;for(var i=0;i<pages.length;i++){` +
          `if(!matches(pages[i][0],p))continue;for(var j=1;j<pages[i].length;j++){` +
          `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=pages[i][j];document.head.appendChild(l)}return}})` +
          `(${JSON.stringify(table)},${landingPathMatches.toString()})`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
