// Server integration tests. Without TEST_DATABASE_URL every file runs on PGlite. With it, the
// files that open the test database run on PostgreSQL, and the PGlite pass runs only the files
// that never use TEST_DB (below) and those about what differs between the engines
// (ENGINE_SPECIFIC): raw rows read the same on both (server/db/pglite-options.ts) and the
// PostgreSQL tests keep PGlite's one-transaction-at-a-time rule
// (tests/server/support/one-connection.ts), both checked by tests/server/db/engine-parity.test.ts;
// docs/decisions.md "Test suite speed" has the reasoning and the times. TEST_SERVER_BOTH=1 runs
// every database file on both engines, as before. The two passes run one after the other: side
// by side (TEST_SERVER_TOGETHER=1, lines tagged [PGlite] / [PostgreSQL]) was measured slower on
// the 2-core CI machine. Extra arguments go to both vitest runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Files about what the engines do differently, which the PGlite pass runs besides the files
 * above when the database files run on PostgreSQL: every branch on the engine in server/ code
 * (`database.kind`, `testDbKind()`) and the engines' own differences.
 */
const ENGINE_SPECIFIC = [
  // Raw rows' values and the outer handle inside a transaction, on both engines.
  'tests/server/db/engine-parity.test.ts',
  // migrateDatabase: drizzle's PGlite migrator, or node-postgres under an advisory lock.
  'tests/server/db/migrations.test.ts',
  'tests/server/db/corporate-ledger-migration.test.ts',
  // Named statements on PostgreSQL, unnamed on PGlite.
  'tests/server/db/named-statements.test.ts',
  // The pooled connections' parallel workers (PostgreSQL only; skipped on PGlite).
  'tests/server/db/parallel-workers.test.ts',
  // The pool's wait (PostgreSQL only; skipped on PGlite, listed as it reads testDbKind()).
  'tests/server/http/pool-overload.test.ts',
  // The statement deadline: PGlite's thread is reopened, PostgreSQL's statement_timeout.
  'tests/server/http/heavy-query.test.ts',
  // Server processes on a PGlite folder (its own thread) or a PostgreSQL database.
  'tests/server/checkout/crash.test.ts',
  'tests/server/checkout/hold-limits-nodes.test.ts',
  // LISTEN/NOTIFY: PGlite's own listen, or a pg.Client per channel (server/db/notifications.ts).
  'tests/server/accounts/session-cache.test.ts',
  'tests/server/inventory/places-cache.test.ts',
  // What the driver is handed per query: SQL text (PGlite) or a config object (node-postgres).
  'tests/server/corporate/batched-loading.test.ts',
  // The job queue's claim (FOR UPDATE SKIP LOCKED) on one connection and on a pool.
  'tests/server/jobs/queue.test.ts',
  // unaccent and pg_trgm: PGlite's bundled builds of the extensions, as the app loads them.
  'tests/server/corporate/departments.test.ts',
];

// The lists name files that exist, and every test file that branches on the engine
// (`testDbKind()`) is in ENGINE_SPECIFIC: a new one would otherwise run on PostgreSQL only.
const TESTS = 'tests/server';
const branching = readdirSync(TESTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join(TESTS, file.split(path.sep).join('/')))
  .filter((file) => readFileSync(file, 'utf8').includes('testDbKind('));
const problems = [
  ...[...SAME_ON_EVERY_DATABASE, ...ENGINE_SPECIFIC]
    .filter((file) => !file.includes('*') && !existsSync(file))
    .map((file) => `${file}: listed in scripts/test-server.mjs but missing`),
  ...branching
    .filter((file) => !ENGINE_SPECIFIC.includes(file))
    .map((file) => `${file}: calls testDbKind(), add it to ENGINE_SPECIFIC`),
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

/** vitest's file filters match a part of the path: 'bench/**\/*.test.ts' becomes 'bench/'. */
const asFilters = (globs) => globs.map((glob) => glob.replace('**/*.test.ts', ''));

// Files named on the command line run as asked, on every engine.
const onlyPglite =
  process.env.TEST_DATABASE_URL && process.env.TEST_SERVER_BOTH !== '1' && extra.length === 0;
const passes = [
  pass(
    'PGlite',
    'pglite',
    onlyPglite ? asFilters([...SAME_ON_EVERY_DATABASE, ...ENGINE_SPECIFIC]) : [],
  ),
];
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
