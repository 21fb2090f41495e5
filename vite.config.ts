import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildId } from './scripts/build-id.mjs';

// The browser app. The server (server/app.ts) serves dist/ in production; in development
// `npm run dev:web` proxies API paths to the server on PORT (default 3000).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxied = ['/graphql', '/api', '/oauth2', '/config.json', '/builds', '/healthz', '/dev'];

/**
 * Writes dist/builds/latest.json ({ id, built_at }) and dist/builds/meta/<id>.json: the browser
 * polls the first every hour and reloads on the next navigation when the id changed (spec §2).
 */
function buildManifest(id: string): Plugin {
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

const ENTRY = path.resolve(import.meta.dirname, 'src/main.tsx');

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Everything the entry imports statically goes into one chunk, 'app'. Without this group the
 * bundler splits the modules the entry shares with lazy pages (MUI parts, emotion, the router)
 * into many small chunks, all preloaded on `/` and each compressed on its own: measured +2.2 KB
 * gzip on `/` for the same code once the search pages arrived (docs/search-ui.md).
 */
function entryChunkName() {
  let reachable: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!reachable) {
      reachable = new Set();
      const queue = [ENTRY];
      while (queue.length) {
        const next = queue.pop()!;
        if (reachable.has(next)) continue;
        reachable.add(next);
        queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return reachable.has(id) ? 'app' : null;
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), buildManifest(buildId())],
  define: {
    __BUILD_ID__: JSON.stringify(buildId()),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: entryChunkName(), debugName: 'app' }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, apiTarget])),
  },
});
