// `npm test`: every layer of the suite, each timed, with a table of the times at the end.
// Stages run one after the other and stop at the first failure; the layers inside a stage run
// side by side. Lint, types, codegen check and the build each use about one core, so on a
// 2-core machine they share the first stage (docs/decisions.md "Test suite speed"); the test
// layers use both cores themselves and run alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printSummary, runTogether } from './layers.mjs';

const npm = (script, env) => ({
  name: script,
  command: 'npm',
  args: ['run', '--silent', script],
  env,
});

// The e2e server's demo database (a fresh PGlite folder, as `npm run test:e2e` alone makes) is
// seeded beside the web tests: the seed is one process on one core (about 30 s), which the web
// layer leaves partly idle, instead of the e2e layer waiting for it with one core idle
// (docs/decisions.md "Test suite speed"). DATABASE_URL is cleared so it is always PGlite.
const e2eData = mkdtempSync(path.join(tmpdir(), 'wayfare-e2e-'));
const e2eSeed = { ...npm('seed', { DATA_DIR: e2eData, DATABASE_URL: '' }), name: 'e2e:seed' };

const stages = [
  [npm('lint'), npm('typecheck'), npm('codegen:check'), npm('build')],
  [npm('test:unit'), e2eSeed],
  [npm('test:server')],
  [npm('test:e2e', { E2E_DATA_DIR: e2eData })],
];

const started = Date.now();
const rows = [];
let failed = false;
for (const stage of stages) {
  if (failed) {
    rows.push(...stage.map((layer) => ({ name: layer.name })));
    continue;
  }
  const stageStarted = Date.now();
  const results = await runTogether(stage);
  rows.push(...results);
  if (stage.length > 1) {
    rows.push({ name: `  (stage wall time)`, ok: true, ms: Date.now() - stageStarted });
  }
  failed = results.some((result) => !result.ok);
}
printSummary(rows, Date.now() - started);
rmSync(e2eData, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
