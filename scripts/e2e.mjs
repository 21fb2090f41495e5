// End-to-end tests in real Chromium against the production build (run `npm run build` first;
// `npm test` does). Uses Debian's Chromium headless shell (package chromium-headless-shell, the
// headless-only build Playwright itself runs by default), installed with apt-get when missing
// and running as root; without root it falls back to Debian's full `chromium`. The full
// browser's headless mode opens a top-chrome WebUI renderer and does the window work for every
// context: about 1.1 CPU-s per test's context against 0.18 s for the shell, and a quarter of the
// layer's time on CI's two cores (docs/decisions.md "Test suite speed"). CHROMIUM_PATH picks
// another binary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfStale, SERVER_START_ARGS } from './build-server.mjs';
import { ensureDebianPackage } from './debian-package.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function chooseChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = ensureDebianPackage('chromium-headless-shell', () => existsSync(HEADLESS_SHELL), {
    optional: FULL_BROWSERS.some((p) => existsSync(p)),
  });
  if (shell) return HEADLESS_SHELL;
  const full = FULL_BROWSERS.find((p) => existsSync(p));
  console.log(
    `Using ${full}: chromium-headless-shell is not installed and this is not root; ` +
      '`sudo apt-get install -y chromium-headless-shell` makes the tests about a quarter faster.',
  );
  return full;
}
const chromium = chooseChromium();

// E2E_STATIC_DIR lets a run test a build other than ./dist (e.g. `vite build --outDir /tmp/x`).
const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.error(`No production build in ${staticDir}: run \`npm run build\` first.`);
  process.exit(1);
}

// The compiled server (dist-server/, what `npm start` and production run), rebuilt when its
// sources are newer: it is up ~20 s sooner than through tsx, and the suite tests the artifact.
if (await buildServerIfStale()) console.log('Server compiled to dist-server/');

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

// A fresh data folder for the server: initdb, migrations and the demo seed at its start; or the
// folder `npm test` seeded beside the web tests (E2E_DATA_DIR), which the server only opens.
const givenDataDir = process.env.E2E_DATA_DIR;
const dataDir = givenDataDir || mkdtempSync(path.join(tmpdir(), 'wayfare-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_STATIC_DIR: staticDir,
    E2E_SERVER_ARGS: JSON.stringify(SERVER_START_ARGS),
  },
});
if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
