import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Generous for a loaded 2-core CI machine (findBy waits up to 10 s, see setup.ts).
          testTimeout: 20_000,
          // ra-data-graphql's ESM imports lodash subpaths ('lodash/merge.js'): run it through
          // Vite like the browser build does.
          server: { deps: { inline: ['ra-data-graphql'] } },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          // A file's set-up opens PGlite from the snapshot and builds the app: over 60 s on a
          // loaded 2-core machine (docs/decisions.md "Test suite speed").
          hookTimeout: 180_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
