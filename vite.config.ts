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
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, apiTarget])),
  },
});
