// End-to-end tests in real Chromium against the production build (run `npm run build` first;
// `npm test` does). Uses Debian's Chromium: installs it with apt-get when missing and running
// as root, otherwise stops with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfStale, SERVER_START_ARGS } from './build-server.mjs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
let chromium = candidates.find((p) => p && existsSync(p));

if (!chromium) {
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    chromium = '/usr/bin/chromium';
  } else {
    console.error('Chromium is missing. Install it with:\n  sudo apt-get install -y chromium');
    process.exit(1);
  }
}

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
