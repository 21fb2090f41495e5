import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfStale, SERVER_START_ARGS } from './build-server.mjs';

// Starts the production server in its own process on a free port over a fresh database (or the
// data folder given) and measures how long it takes until /healthz (or the path given) answers.

export interface RunningServer {
  url: string;
  bootMs: number;
  child: ChildProcess;
  dataDir: string;
  /** SIGTERM, wait for the exit, remove the data folder; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /** Use this data folder and keep it at stop (default: a new temporary one, removed). */
  dataDir?: string;
  /** Remove the given `dataDir` at stop too (a folder made for this one server). */
  removeDataDir?: boolean;
  /** Path polled until it answers 2xx (default /healthz). */
  readyPath?: string;
  /** stdout/stderr of the server: inherited (default) or collected into `output`. */
  output?: string[];
  /** How long to wait for readyPath (default 60 s; a first start that seeds needs more). */
  timeoutMs?: number;
  /** Run the compiled server (dist-server/main.js, built when stale) as `npm start` does. */
  compiled?: boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'wayfare-bench-'));
  if (options.compiled) await buildServerIfStale();
  const args = options.compiled ? SERVER_START_ARGS : ['--import', 'tsx', 'server/main.ts'];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // Production refuses to start without these; nothing is sent during a benchmark run
      // (port 9 is discard: a delivery attempt would fail and be logged).
      PASSWORD_PEPPER: 'benchmark-pepper-benchmark-pepper-0123',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
      ...env,
    },
    stdio: ['ignore', options.output ? 'pipe' : 'inherit', options.output ? 'pipe' : 'inherit'],
  });
  if (options.output) {
    const output = options.output;
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  }
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${options.readyPath ?? '/healthz'}`, child, options.timeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    if (!options.dataDir || options.removeDataDir)
      rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const bootMs = Math.round(performance.now() - started);
  return {
    url,
    bootMs,
    child,
    dataDir,
    async stop() {
      const exited = new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) resolve(child.exitCode);
        else child.once('exit', (code) => resolve(code));
      });
      child.kill('SIGTERM');
      const code = await exited;
      if (!options.dataDir || options.removeDataDir) {
        rmSync(dataDir, { recursive: true, force: true });
      }
      return code;
    },
  };
}
