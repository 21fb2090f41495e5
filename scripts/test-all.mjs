// `npm test`: every layer of the suite, each timed, with a table of the times at the end.
// Stages run one after the other and stop at the first failure; the layers inside a stage run
// side by side. Lint, types, codegen check and the build each use about one core, so on a
// 2-core machine they share the first stage (docs/decisions.md "Test suite speed"); the test
// layers use both cores themselves and run alone.
import { printSummary, runTogether } from './layers.mjs';

const npm = (script) => ({ name: script, command: 'npm', args: ['run', '--silent', script] });

const stages = [
  [npm('lint'), npm('typecheck'), npm('codegen:check'), npm('build')],
  [npm('test:unit')],
  [npm('test:server')],
  [npm('test:e2e')],
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
process.exit(failed ? 1 : 0);
