// `npm start`: build the web app when dist/ is missing or older than its sources, compile the
// server when dist-server/ is (scripts/build-server.mjs), then run the compiled server (which
// migrates the database and, on a first development start, seeds demo data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServerIfStale, SERVER_START_ARGS } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, child) => Math.max(max, newest(path.join(entry, child))),
    0,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
  console.log(builtAt ? 'Sources changed: rebuilding the web app…' : 'Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (await buildServerIfStale()) console.log('Server compiled to dist-server/');

const server = spawn(process.execPath, SERVER_START_ARGS, {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
