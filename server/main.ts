import { sql } from 'drizzle-orm';
import {
  ConfigError,
  loadConfig,
  missingProductionSettings,
  sandboxExposureProblem,
} from './config.js';
import { systemClock } from './domain/context/clock.js';
import { migrateDatabase, openDatabase, type Database } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { createLogger } from './logger.js';
import { missingPaymentSettings } from './providers/payments/config.js';

// Start: validate settings, open and migrate the database, seed demo data on a first
// development start, listen. SIGTERM/SIGINT: stop accepting, drain requests, close the database.
// The HTTP stack (Fastify, GraphQL schemas) loads while the database opens: PGlite boots on its
// own thread, so the two overlap (docs/database.md, "Boot time").

async function main() {
  const bootStarted = performance.now();
  let config;
  try {
    const missing = missingProductionSettings();
    if (missing.length) {
      throw new ConfigError(`Refusing to start in production without: ${missing.join('; ')}`);
    }
    config = loadConfig();
    const exposed = sandboxExposureProblem(config);
    if (exposed) throw new ConfigError(exposed);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config);
  if (config.auth.pepperIsDefault) {
    log.warn('PASSWORD_PEPPER is not set: using the development pepper (never in production)');
  }
  if (config.auth.devOutbox) {
    log.warn('no e-mail/SMS provider for every channel: codes go to the development outbox');
  }
  if (config.isProduction) {
    for (const missing of missingPaymentSettings(process.env, config.payments.enabled)) {
      log.warn(`payment rail enabled but not configured, so it is off: ${missing}`);
    }
  }

  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    poolMax: config.pool.max,
    poolWaitMs: config.pool.waitMs,
    parallelWorkersPerGather: config.parallelWorkers,
    onPgliteRestart: ({ ms, reopenMs, error }) => {
      if (error) log.error({ err: error }, 'the embedded database did not reopen');
      else log.warn({ ms, reopenMs }, 'statement cut off by its time limit: database reopened');
    },
  });
  const appModule = import('./app.js');
  appModule.catch(() => undefined); // awaited below, after the database
  const sinkModule = import('./domain/checkout/payment-sink.js');
  sinkModule.catch(() => undefined);
  let database: Database;
  try {
    database = await opening;
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const databaseMs = Math.round(performance.now() - bootStarted);
  await migrateDatabase(database);
  log.info({ database: database.kind }, 'database migrated');

  // The demo data module is large: production without seeding never loads it.
  const demo = config.seedDemoData || !config.isProduction ? await import('./db/seed.js') : null;
  if (demo && config.seedDemoData && (await demo.isDatabaseEmpty(database.db))) {
    const started = performance.now();
    const summary = await database.unbounded((db) =>
      demo.seedDemo(db, { passwordPepper: config.auth.passwordPepper, inventory: true }),
    );
    // Planner statistics for what was just loaded: PGlite has no autovacuum, and PostgreSQL's
    // comes later; until then every search is planned on an empty table's guesses.
    await database.unbounded((db) => db.execute(sql`analyze`));
    log.info({ summary, ms: Math.round(performance.now() - started) }, 'demo data seeded');
  }

  const { buildApp } = await appModule;
  // Gateways' verified notifications settle checkout sessions (docs/checkout.md).
  const { createCheckoutPaymentSink } = await sinkModule;
  const paymentSink = createCheckoutPaymentSink(database.db, systemClock);
  const app = await buildApp({ config, database, paymentSink });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  if (demo && !config.isProduction) {
    log.info(
      { accounts: demo.DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.phone} (${a.description})`) },
      `demo accounts: sign in with password "${demo.DEMO_PASSWORD}" or a one-time code`,
    );
    if (config.auth.devOutbox) log.info(`development outbox: ${url}/dev/outbox.html`);
    if (config.auth.devIdp) log.info(`development Google stand-in: ${url}/dev/idp`);
    const rails = config.paymentRails;
    if (rails.sandboxes) {
      const sandboxes = [
        rails.card?.sandbox && `Stripe test cards ${url}/dev/stripe/pay`,
        rails.vnpay?.sandbox && 'VNPay (gateway page from each pay link)',
        rails.bank?.sandbox && `bank ${url}/dev/bank`,
        rails.p2c2p?.sandbox && '2C2P (payment page from each pay link)',
      ].filter(Boolean);
      log.info(`payment sandboxes (no money moves): ${sandboxes.join(', ')}`);
    }
  }
  log.info(
    { boot_ms: Math.round(performance.now() - bootStarted), database_ms: databaseMs },
    `Wayfare is serving ${url}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
