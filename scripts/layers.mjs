// Runs commands as named layers and times them, for scripts/test-all.mjs and
// scripts/test-server.mjs. A layer run alone streams its output as it comes; layers run
// together prefix each line with the layer's name, so a CI log stays readable.
import { spawn } from 'node:child_process';

/** Seconds with one decimal, e.g. "83.4 s". */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one layer: { name, command, args, env }. Resolves to { name, ok, ms }; never rejects.
 * `prefix`: tag each output line with the name (for layers running side by side).
 */
export function runLayer(layer, { prefix = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${layer.name}: ${[layer.command, ...layer.args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(layer.command, layer.args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...layer.env },
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) tagLines(stream, layer.name);
    }
    const finish = (ok) => {
      const ms = Date.now() - started;
      console.log(`${ok ? '✔' : '✘'} ${layer.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
      resolve({ name: layer.name, ok, ms });
    };
    child.on('error', (error) => {
      console.error(`${layer.name}: ${error.message}`);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

function tagLines(stream, name) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`[${name}] ${rest}\n`);
  });
}

/** Runs layers side by side; resolves when all have ended. */
export function runTogether(layers) {
  return Promise.all(layers.map((layer) => runLayer(layer, { prefix: layers.length > 1 })));
}

/** The closing table: one row per layer (or group of layers run together), then the total. */
export function printSummary(rows, totalMs) {
  const width = Math.max(5, ...rows.map((row) => row.name.length));
  console.log(`\n${'layer'.padEnd(width)}  ${'time'.padStart(9)}  result`);
  for (const row of rows) {
    const result = row.ok === undefined ? 'not run' : row.ok ? 'passed' : 'FAILED';
    const time = row.ms === undefined ? '' : seconds(row.ms);
    console.log(`${row.name.padEnd(width)}  ${time.padStart(9)}  ${result}`);
  }
  console.log(`${'total'.padEnd(width)}  ${seconds(totalMs).padStart(9)}`);
}
