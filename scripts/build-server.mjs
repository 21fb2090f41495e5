// Compiles the server to JavaScript in dist-server/ (esbuild: one ESM bundle per entry, shared
// chunks, packages left in node_modules), so production starts without compiling TypeScript.
// `node scripts/build-server.mjs` builds; `npm start` calls buildServerIfStale() first.
//
// Files the server reads at run time from `import.meta.dirname` are copied beside the bundle,
// where that expression then points: server/db/migrations → dist-server/migrations (client.ts),
// server/graphql/**/*.graphql → dist-server/** (graphql/services.ts). The database thread is its
// own entry, dist-server/pglite-worker.js (db/pglite-thread.ts).
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUILD_DIR = path.join(root, 'dist-server');
export const SERVER_ENTRY = path.join(SERVER_BUILD_DIR, 'main.js');
/** node arguments that run the compiled server (stack traces point into server/*.ts). */
export const SERVER_START_ARGS = ['--enable-source-maps', SERVER_ENTRY];
const SOURCES = ['server', 'common', 'package-lock.json', 'scripts/build-server.mjs'];

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

export function serverBuildIsStale() {
  const builtAt = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map(newest));
}

export async function buildServer() {
  const { build } = await import('esbuild');
  // Build into a fresh folder, then swap it in: a server starting meanwhile never sees half.
  const staging = `${SERVER_BUILD_DIR}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'seed-cli': 'server/db/seed-cli.ts',
      'pglite-worker': 'server/db/pglite-worker.ts',
    },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    chunkNames: 'chunk-[hash]',
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server/db/migrations'), path.join(staging, 'migrations'), {
    recursive: true,
  });
  cpSync(path.join(root, 'server/graphql'), staging, {
    recursive: true,
    filter: (source) => statSync(source).isDirectory() || source.endsWith('.graphql'),
  });
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  renameSync(staging, SERVER_BUILD_DIR);
}

/** Builds when dist-server/ is missing or older than the server's sources; true if it built. */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return false;
  await buildServer();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`Server compiled to dist-server/ in ${Math.round(performance.now() - started)} ms`);
}
