import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildId } from './scripts/build-id.mjs';
import { chunkGroups, vendorChunksByHash } from './scripts/vite/chunks';
import { pluralizeAsCommonJs } from './scripts/vite/commonjsOnly';
import { compression } from 'vite-plugin-compression2';
import { buildManifest, landingPreloads } from './scripts/vite/plugins';

// The browser app. The server (server/app.ts) serves dist/ in production; in development
// `npm run dev:web` proxies API paths to the server on PORT (default 3000).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxied = [
  '/graphql',
  '/api',
  '/oauth2',
  '/config.json',
  '/builds',
  '/healthz',
  '/dev',
  '/payments',
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    landingPreloads(),
    buildManifest(buildId()),
    pluralizeAsCommonJs(),
    // Brotli and gzip files beside each text asset over 1 KiB, which the server sends as they are
    // (server/http/static-site.ts, `preCompressed`) instead of compressing every download again.
    compression({ threshold: 1024 }),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId()),
  },
  build: {
    outDir: 'dist',
    // No <link rel=modulepreload> for a lazy chunk's imports (its CSS still loads): the browser
    // finds them as it reads the chunk. Appending a link per import (30–60 per route, most of
    // them already loaded) was one of the longest main-thread pieces of a page's start on a phone;
    // Lighthouse mobile, same server and data, runs alternating: /checkout/flight 80 → 87–88,
    // the travel overview 74 → 78–82, / 95 → 96 (docs/decisions.md "No module preload links").
    modulePreload: false,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups() },
        chunkFileNames: vendorChunksByHash,
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, apiTarget])),
  },
});
