import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/*
 * Test files share their worker's modules (`isolate: false`): importing react-admin, MUI and
 * the server once per worker instead of once per file took the web suite from ~500 s to ~190 s
 * and each server pass from ~6 min to 2–3 min (docs/decisions.md, "Test suite speed"). Each file
 * still gets a fresh jsdom, and src/test/setup.ts resets the site's module-level state after
 * every test. A file that replaces a module (`vi.mock`) needs a module registry of its own —
 * in a shared one the first file's replacement is the one every later file gets — so those
 * files run isolated in the 'web-module-mocks' project.
 */
const ROOT = import.meta.dirname;
const MOCKS_A_MODULE = /\bvi\.(?:do)?mock\(/;
const webTestFiles = ['src', 'common'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
);
const mockingWebFiles = webTestFiles.filter((file) =>
  MOCKS_A_MODULE.test(readFileSync(path.join(ROOT, file), 'utf8')),
);

const web = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
): TestProjectInlineConfiguration => ({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name,
    environment: 'jsdom',
    ...files,
    isolate,
    // Vitest's default in a run is one worker fewer than the cores: one worker on CI's two.
    maxWorkers: 2,
    setupFiles: ['src/test/setup.ts'],
    // Generous for a loaded 2-core CI machine (findBy waits up to 10 s, see setup.ts).
    testTimeout: 20_000,
    // ra-data-graphql's ESM imports lodash subpaths ('lodash/merge.js'): run it through
    // Vite like the browser build does.
    server: { deps: { inline: ['ra-data-graphql'] } },
  },
});

export default defineConfig({
  test: {
    projects: [
      web(
        'web',
        {
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts'],
          exclude: mockingWebFiles,
        },
        false,
      ),
      web('web-module-mocks', { include: mockingWebFiles }, true),
      {
        test: {
          name: 'server',
          environment: 'node',
          // bench/*.test.ts: build-size checks that need Node, not a browser (the charts chunk).
          include: ['tests/server/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          // A file's set-up opens PGlite from the snapshot and builds the app: over 60 s on a
          // loaded 2-core machine (docs/decisions.md "Test suite speed").
          hookTimeout: 180_000,
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
