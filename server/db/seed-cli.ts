/**
 * `npm run seed [-- --force] [-- --staff N]`: opens the database from the environment
 * (DATABASE_URL, else PGlite in DATA_DIR, default ./data), applies migrations and inserts the
 * demo data if the database is empty. --force empties every application table first.
 *
 * `npm run seed -- --analysis-scale=1000000 [--analysis-platform=10000000]`: instead, adds the
 * analysis benchmark's bookings (server/db/analysis-generator.ts): one company with that many,
 * then other companies up to the platform's total; prints how long each part took.
 */
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from './client.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { truncateAppTables } from './reset.js';
import { generateCompany, generatePlatform } from './analysis-generator.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  seedDemo,
  type SeedSummary,
} from './seed.js';

const { values } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    staff: { type: 'string' },
    'analysis-scale': { type: 'string' },
    'analysis-platform': { type: 'string' },
  },
});
const wholeNumber = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number, got ${value}`);
  return n;
};
const analysisScale = wholeNumber('analysis-scale', values['analysis-scale']);
const analysisPlatform = wholeNumber('analysis-platform', values['analysis-platform']);
const staffInLargeCorporate = values.staff === undefined ? undefined : Number(values.staff);
if (staffInLargeCorporate !== undefined && !Number.isInteger(staffInLargeCorporate)) {
  throw new Error(`--staff must be a whole number, got ${values.staff}`);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';
const database = await openDatabase({ databaseUrl, dataDir }).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await migrateDatabase(database);
  const where = database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  if (analysisScale !== undefined || analysisPlatform !== undefined) {
    await generateAnalysis(where, analysisScale ?? 0, analysisPlatform ?? 0);
  } else if (!values.force && !(await isDatabaseEmpty(database.db))) {
    console.log(`${where} already holds data: nothing seeded (use --force to replace it).`);
  } else {
    const started = performance.now();
    // Truncate and seed in one transaction: a failed --force run leaves the old data.
    const summary = await database.db.transaction(async (tx) => {
      if (values.force) await truncateAppTables(tx);
      return seedDemo(tx, {
        staffInLargeCorporate,
        passwordPepper: process.env.PASSWORD_PEPPER || undefined,
        inventory: true,
      });
    });
    printSummary(where, summary, performance.now() - started);
  }
} finally {
  await database.close();
}

async function generateAnalysis(where: string, scale: number, platform: number): Promise<void> {
  const started = performance.now();
  if (scale > 0) {
    const company = await generateCompany(database.db, { bookings: scale, label: 'Phân Tích' });
    console.log(
      `Generated ${scale} bookings and ${company.expenses} expense claims for one company (${company.staff} staff, id ${company.corporateId}) into ${where} in ${(company.ms / 1000).toFixed(1)} s`,
    );
  }
  const rest = Math.max(0, platform - scale);
  if (rest > 0) {
    const t = performance.now();
    await generatePlatform(database.db, rest, 50_000, (done) =>
      console.log(
        `  platform: ${done} of ${rest} other bookings (${((performance.now() - t) / 1000).toFixed(0)} s)`,
      ),
    );
    console.log(
      `Generated ${rest} bookings of other companies in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  console.log(`Analysis generator: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
}

function printSummary(where: string, summary: SeedSummary, ms: number): void {
  console.log(`Seeded demo data into ${where} in ${(ms / 1000).toFixed(2)} s`);
  console.log(`  ${summary.totalRows} rows in ${summary.statements} statements`);
  if (summary.inventory)
    console.log(
      `  inventory from ${summary.inventory.first_date} (${summary.inventory.days} days) in ${(summary.inventory.ms / 1000).toFixed(2)} s: ${JSON.stringify(summary.inventory.rows)}`,
    );
  if (summary.orders)
    console.log(
      `  ${summary.orders.orders} orders over the past year (${summary.orders.cancelled} cancelled, ${summary.orders.top_ups} top-ups, ${summary.orders.skipped} skipped) in ${(summary.orders.ms / 1000).toFixed(2)} s`,
    );
  for (const corporate of summary.corporates) {
    console.log(`  ${corporate.display_name}: ${corporate.staff} staff (id ${corporate.id})`);
  }
  console.log(`Demo accounts (password "${DEMO_PASSWORD}", or sign in with a one-time code):`);
  for (const account of DEMO_ACCOUNTS) {
    const role = account.corporate ? `${account.role} @ ${account.corporate}` : account.role;
    console.log(
      `  ${account.email.padEnd(30)} ${account.phone}  ${role.padEnd(28)} ${account.description}`,
    );
  }
}
