import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// Driven by scripts/e2e.mjs, which picks the port, the data folder and Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A web-first assertion waits up to 15 s (Playwright's default is 5): with two workers, two
  // browsers and the server on CI's two cores (load 12–14), a lazy page took longer than 5 s to
  // draw, and four journeys failed waiting for a heading that came. A passing check waits no
  // longer for it.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
