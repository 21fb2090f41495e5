// Server integration tests: always on PGlite; on PostgreSQL too when TEST_DATABASE_URL is set.
// The two passes run one after the other: side by side (TEST_SERVER_TOGETHER=1, lines tagged
// [PGlite] / [PostgreSQL]) was measured slower on the 2-core CI machine, the PostgreSQL pass
// alone taking 1,033 s against about 12 min for both in series (docs/decisions.md "Test suite
// speed"). Extra arguments go to both vitest runs.
import { ensurePoppler } from './ensure-poppler.mjs';
import { printSummary, runLayer, runTogether } from './layers.mjs';

ensurePoppler();

const extra = process.argv.slice(2);
const pass = (name, db, args = []) => ({
  name,
  command: 'npx',
  args: ['vitest', 'run', '--project', 'server', ...args, ...extra],
  env: { TEST_DB: db },
});

/**
 * Files that never use TEST_DB: they start the server as a process on a PGlite data folder of
 * its own (its lock, its worker thread, shutdown, the compiled build), read build output, or
 * open no database at all. The PostgreSQL pass would run them a second time unchanged, so only
 * the PGlite pass runs them.
 */
const SAME_ON_EVERY_DATABASE = [
  'tests/server/db/data-dir-lock.test.ts',
  'tests/server/db/pglite-thread.test.ts',
  'tests/server/http/shutdown.test.ts',
  'tests/server/http/compiled-server.test.ts',
  'bench/**/*.test.ts',
  // Pure: they open no database at all (rules, parsers, templates, the cost model, signatures).
  'tests/server/policy/evaluate.test.ts',
  'tests/server/policy/offers.test.ts',
  'tests/server/policy/search-equals-checkout.test.ts',
  'tests/server/graphql/cost.test.ts',
  'tests/server/graphql/scalars.test.ts',
  'tests/server/graphql/format-errors.test.ts',
  'tests/server/graphql/contract.test.ts',
  'tests/server/graphql/acting-rules.test.ts',
  'tests/server/http/content-security-policy.test.ts',
  'tests/server/corporate/budget-period.test.ts',
  'tests/server/mail/templates.test.ts',
  'tests/server/expenses/einvoice-xml.test.ts',
  'tests/server/checkout/no-float.test.ts',
  'tests/server/checkout/pricing.test.ts',
  'tests/server/checkout/tax-code.test.ts',
  'tests/server/storage/storage.test.ts',
  'tests/server/payments/bank-transfer.test.ts',
  'tests/server/payments/p2c2p.test.ts',
  'tests/server/payments/csp.test.ts',
  'tests/server/payments/vnpay.test.ts',
  'tests/server/payments/vietqr.test.ts',
  'tests/server/documents/pdf.test.ts',
  'tests/server/documents/xlsx.test.ts',
];

const passes = [pass('PGlite', 'pglite')];
if (process.env.TEST_DATABASE_URL) {
  const skip = SAME_ON_EVERY_DATABASE.flatMap((glob) => ['--exclude', glob]);
  passes.push(pass('PostgreSQL', 'postgres', skip));
}

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
