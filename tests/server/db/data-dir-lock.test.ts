import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_BUILD_DIR, SERVER_START_ARGS } from '../../../scripts/build-server.mjs';
import { freePort, startServer } from '../../../scripts/server-process';
import { LOCK_FILE } from '../../../server/db/data-dir-lock';
import { migratedDataDir } from '../support/data-dir';

// Real processes on one DATA_DIR (PGlite serves one process; the servers compiled, as `npm start`
// and production run them): a second server and a seed
// refuse, naming the first by pid; after the first is killed with SIGKILL its lock is stale
// and the next start takes over.
const dataDir = migratedDataDir('wayfare-lock-');
const env = { NODE_ENV: 'test', STATIC_DIR: './no-build', LOG_LEVEL: 'warn', DATA_DIR: dataDir };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs node with `args` to its exit: code and everything it printed. */
async function run(args: string[], extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

const lockOwner = () =>
  (JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }).pid;

describe('the DATA_DIR lock', () => {
  it('refuses a second server and a seed, and survives a SIGKILL of the holder', async () => {
    const first = await startServer(env, {
      dataDir,
      readyPath: '/readyz',
      timeoutMs: 240_000,
      compiled: true,
    });
    const firstPid = first.child.pid!;
    expect(lockOwner()).toBe(firstPid);

    const second = await run(SERVER_START_ARGS, { PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`in use by another Wayfare process: pid ${firstPid}`);

    const seed = await run([path.join(SERVER_BUILD_DIR, 'seed-cli.js')]);
    expect(seed.code).toBe(1);
    expect(seed.output).toContain(`pid ${firstPid}`);

    // The first server still serves: the refusals touched nothing.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    expect(lockOwner()).toBe(firstPid); // left behind by the killed process

    const next = await startServer(env, {
      dataDir,
      readyPath: '/readyz',
      timeoutMs: 240_000,
      compiled: true,
    });
    expect(lockOwner()).toBe(next.child.pid);
    const graphql = await fetch(`${next.url}/graphql/main`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ service_info { service } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(await next.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false); // released at exit
  }, 600_000);
});
