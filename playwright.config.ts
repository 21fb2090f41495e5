import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// Driven by scripts/e2e.mjs, which picks the port, the data folder and Debian's Chromium headless
// shell.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test has 60 s unless it says otherwise, and a web-first assertion waits up to 30 s
  // (Playwright's defaults are 30 and 5), the one wait for every journey (no file sets its own):
  // with two workers, two browsers and the server on CI's two cores (load 10–14), the console's
  // first page took 17 s from the link to its first data call on 2026-11-28 (its chunks,
  // profile, permissions, resource chunk, data provider; a trace showed each arriving, none
  // stuck), and "Session timed out!"-style waits failed at 15 s. A passing check waits no longer.
  timeout: 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace only on a retry: recording one for every test (retain-on-failure) cost about a
    // tenth of the suite's CPU (a five-file sample: 203–210 against 186–194 CPU-s, 2026-11-29),
    // and a failure on CI is retried, which records it. E2E_TRACE=retain-on-failure asks for one
    // on a local run without retries (docs/decisions.md "Test suite speed").
    trace: {
      mode: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'on-first-retry',
      screenshots: false,
    },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    // The compiled server, built by scripts/e2e.mjs when stale; run alone, through tsx.
    command: process.env.E2E_SERVER_ARGS
      ? ['node', ...(JSON.parse(process.env.E2E_SERVER_ARGS) as string[])]
          .map((a) => JSON.stringify(a))
          .join(' ')
      : 'node --import tsx server/main.ts',
    url: `${baseURL}/readyz`,
    // A fresh data folder: initdb, migrations and the demo seed (about 30 s on a loaded machine);
    // under `npm test` the folder was seeded beside the web tests and the server only opens it.
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // test, not production: the account journeys read codes from the development outbox and
      // sign in with Google through the development identity provider (both off in production).
      NODE_ENV: 'test',
      DATA_DIR: process.env.E2E_DATA_DIR ?? './data/e2e',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? './dist',
      // Demo users (password 'wayfare-demo') for the sign-in journeys.
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1: some seventy sign-ins in a few minutes are many
      // people behind one address, not an attack. The per-address limits themselves are
      // tested in tests/server/accounts (AUTH_IP_LIMIT_FACTOR, docs/accounts.md).
      AUTH_IP_LIMIT_FACTOR: '20',
      // The same for the hold limits per address, and the demo traveller makes a dozen carts in
      // each run (more when a journey is retried or the suite runs again within the hour). The
      // limits themselves are tested in tests/server/checkout/hold-limits*.test.ts.
      CHECKOUT_ADDRESS_LIMIT_FACTOR: '20',
      CHECKOUT_OPEN_CARTS: '10',
      CHECKOUT_CARTS_PER_HOUR: '200',
      // The test-only routes (server/http/test-hooks*.ts; loopback only, never in production):
      // the escalation journey moves the deadlines job's clock for its own request.
      TEST_HOOKS: 'true',
    },
  },
});
