// Server integration tests: always on PGlite; on PostgreSQL too when TEST_DATABASE_URL is set.
// The two passes run one after the other: side by side (TEST_SERVER_TOGETHER=1, lines tagged
// [PGlite] / [PostgreSQL]) was measured slower on the 2-core CI machine, the PostgreSQL pass
// alone taking 1,033 s against about 12 min for both in series (docs/decisions.md "Test suite
// speed"). Extra arguments go to both vitest runs.
import { printSummary, runLayer, runTogether } from './layers.mjs';

const extra = process.argv.slice(2);
const pass = (name, db) => ({
  name,
  command: 'npx',
  args: ['vitest', 'run', '--project', 'server', ...extra],
  env: { TEST_DB: db },
});

const passes = [pass('PGlite', 'pglite')];
if (process.env.TEST_DATABASE_URL) passes.push(pass('PostgreSQL', 'postgres'));

const started = Date.now();
let results;
if (process.env.TEST_SERVER_TOGETHER !== '1') {
  results = [];
  for (const one of passes) {
    const result = await runLayer(one);
    results.push(result);
    if (!result.ok) break;
  }
} else {
  results = await runTogether(passes);
}
if (passes.length > 1) printSummary(results, Date.now() - started);
process.exit(results.every((result) => result.ok) && results.length === passes.length ? 0 : 1);
