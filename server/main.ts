import { ConfigError, loadConfig, missingProductionSettings } from './config.js';
import { buildApp } from './app.js';
import { migrateDatabase, openDatabase, type Database } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './db/seed.js';
import { createLogger } from './logger.js';

// Start: validate settings, open and migrate the database, seed demo data on a first
// development start, listen. SIGTERM/SIGINT: stop accepting, drain requests, close the database.

async function main() {
  let config;
  try {
    const missing = missingProductionSettings();
    if (missing.length) {
      throw new ConfigError(`Refusing to start in production without: ${missing.join('; ')}`);
    }
    config = loadConfig();
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

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeoutMs,
      onPgliteRestart: ({ ms, reopenMs, error }) => {
        if (error) log.error({ err: error }, 'the embedded database did not reopen');
        else log.warn({ ms, reopenMs }, 'statement cut off by its time limit: database reopened');
      },
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await migrateDatabase(database);
  log.info({ database: database.kind }, 'database migrated');

  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    const started = performance.now();
    const summary = await database.unbounded((db) =>
      seedDemo(db, { passwordPepper: config.auth.passwordPepper, inventory: true }),
    );
    log.info({ summary, ms: Math.round(performance.now() - started) }, 'demo data seeded');
  }

  const app = await buildApp({ config, database });

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

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  if (!config.isProduction) {
    log.info(
      { accounts: DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.phone} (${a.description})`) },
      `demo accounts: sign in with password "${DEMO_PASSWORD}" or a one-time code`,
    );
    if (config.auth.devOutbox) log.info(`development outbox: ${url}/dev/outbox.html`);
    if (config.auth.devIdp) log.info(`development Google stand-in: ${url}/dev/idp`);
  }
  log.info(`Wayfare is serving ${url}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
