import path from 'node:path';
import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from './graphql/services.js';
import {
  PaymentSettingsError,
  parseEnabledMethods,
  parseFees,
  type PaymentSettings,
} from './domain/payments/methods.js';
import type { StorageConfig } from './providers/storage/index.js';
import { paymentRailsConfig, type PaymentRailsConfig } from './providers/payments/config.js';
import type { EInvoiceConfig } from './providers/einvoice/index.js';

// Every setting the server reads, validated once at start. The README's configuration table
// lists the same names; `.env.example` shows them with their defaults.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.string().url().optional();
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  // Longest one database statement may run (0: no limit); docs/database.md.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  // PostgreSQL's parallel workers per statement (default 0: none); docs/database.md.
  DB_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  // Admission control (docs/capacity.md): past either limit requests are answered 503 (past the
  // concurrency limit after a short wait in the queue).
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(1).default(1000),
  // Requests in flight: default 16 (off under NODE_ENV=test). Event-loop delay: off unless set
  // (a PGlite statement, a slow test machine lag the loop without the server being overloaded).
  ADMISSION_MAX_CONCURRENT: z.coerce.number().int().min(0).optional(),
  ADMISSION_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  ADMISSION_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).optional(),
  // Past the concurrency limit: how many may wait for a place, and for how long (ms).
  ADMISSION_QUEUE: z.coerce.number().int().min(0).default(32),
  ADMISSION_QUEUE_WAIT_MS: z.coerce.number().int().min(1).default(30),
  LISTEN_BACKLOG: z.coerce.number().int().min(1).default(1024),
  // Seconds a node keeps an autocomplete answer (docs/capacity.md, "Places"); 0: off.
  PLACES_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  SEED_DEMO_DATA: bool.optional(),
  STATIC_DIR: z.string().min(1).default('./dist'),
  PUBLIC_BASE_URL: z.string().default(''),
  DEFAULT_LOCALE: z.enum(['vi', 'en']).default('vi'),
  TAG_MANAGER_URL: optionalUrl,
  TAG_MANAGER_ID: z.string().optional(),
  TAG_MANAGER_LOAD: z.enum(['defer', 'async']).default('defer'),
  SESSION_REPLAY_URL: optionalUrl,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  // Spec §6 corporate themes: comma-separated ids (docs/decisions.md, "Corporate themes").
  CORPORATE_THEME_DARK_LEVEL_IDS: z.string().default(''),
  CORPORATE_THEME_BANK_IDS: z.string().default(''),
  GRAPHQL_MAX_DEPTH: positiveInt.default(12),
  GRAPHQL_MAX_ALIASES: positiveInt.default(30),
  GRAPHQL_MAX_COST: positiveInt.default(20000),
  GRAPHQL_MAX_BATCH: positiveInt.default(10),
  GRAPHQL_MAX_RESPONSE_BYTES: positiveInt.default(2 * 1024 * 1024),
  GRAPHQL_ANON_PER_MINUTE: positiveInt.default(1200),
  CAPTURE_EXCEPTION_PER_MINUTE: positiveInt.default(30),
  BUILD_ID: z.string().optional(),
  // Accounts (docs/accounts.md).
  PASSWORD_PEPPER: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Wayfare <no-reply@wayfare.example>'),
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  RENEWAL_TOKEN_TTL_DAYS: positiveInt.default(14),
  SESSION_MAX_AGE_DAYS: positiveInt.default(30),
  // Seconds a node trusts a session it looked up (docs/capacity.md); 0: every request asks.
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  AUTH_IP_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  // Payment rails (server/domain/payments/methods.ts), file storage, support inbox.
  PAYMENT_METHODS: z.string().optional(),
  PAYMENT_FEES: z.string().optional(),
  // Gateways of the rails (server/providers/payments/config.ts, docs/payments.md).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\S+$/, 'must be a Stripe publishable key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret')
    .optional(),
  STRIPE_SANDBOX_WEBHOOK_URL: z.string().url().optional(),
  VNPAY_TMN_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{8}$/, 'must be 8 letters or digits')
    .optional(),
  VNPAY_HASH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  VNPAY_PAY_URL: z.string().url().optional(),
  VNPAY_API_URL: z.string().url().optional(),
  VNPAY_SANDBOX_IPN_URL: z.string().url().optional(),
  BANK_BIN: z
    .string()
    .regex(/^\d{6}$/, 'must be the 6-digit NAPAS BIN')
    .optional(),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,19}$/, 'must be 1–19 letters or digits')
    .optional(),
  BANK_ACCOUNT_NAME: z.string().min(1).max(100).optional(),
  BANK_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  BANK_SANDBOX_NOTIFY_URL: z.string().url().optional(),
  P2C2P_MERCHANT_ID: z.string().min(1).max(50).optional(),
  P2C2P_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  P2C2P_API_URL: z.string().url().optional(),
  P2C2P_BACKEND_RETURN_URL: z.string().url().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  SUPPORT_INBOX_EMAIL: z.string().email().default('support@wayfare.example'),
  // How long a support agent's "acting for" session lasts (docs/security.md "Acting for").
  SUPPORT_ACTING_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  // Checkout (docs/checkout.md): how long a cart holds its seats or rooms, and its price parts.
  CHECKOUT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  CHECKOUT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Booking request reminders and escalation (docs/approvals.md); 0 = off on this node.
  APPROVALS_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Reconciliation statements issued at each cycle's end (docs/finance.md "Statements"); 0 = off.
  STATEMENTS_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  // Hold limits (docs/checkout.md "Hold limits"): per account, and per client address times
  // CHECKOUT_ADDRESS_LIMIT_FACTOR (an office or a household shares one address).
  // off: no hold limits at all — for test suites that race many carts of one traveller;
  // refused in production.
  CHECKOUT_HOLD_LIMITS: z.enum(['on', 'off']).default('on'),
  CHECKOUT_SEATS_PER_FLIGHT: z.coerce.number().int().min(1).max(9).default(9),
  CHECKOUT_OPEN_CARTS: z.coerce.number().int().min(1).max(1000).default(3),
  CHECKOUT_CARTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  CHECKOUT_ADDRESS_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(2),
  // Pending-payment reconciliation and the job queue (docs/jobs.md).
  CHECKOUT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  CHECKOUT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  CHECKOUT_SERVICE_FEE_RATE: z.coerce.number().min(0).max(100).default(0),
  CHECKOUT_VAT_RATE: z.coerce.number().min(0).max(100).default(10),
  // VAT e-invoices (docs/finance.md "VAT e-invoices"): the provider (the offline sandbox outside
  // production; none in production until a licensed provider's adapter exists), the platform's
  // tax details printed as the seller, the series' last two letters, the send period (0 = off).
  EINVOICE_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  EINVOICE_SELLER_NAME: z.string().default('Công ty TNHH Wayfare Việt Nam'),
  EINVOICE_SELLER_TAX_CODE: z.string().default('0314409058'),
  EINVOICE_SELLER_ADDRESS: z
    .string()
    .default('Tầng 5, 12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh'),
  EINVOICE_SERIES_SUFFIX: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('WF'),
  EINVOICE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // Security headers and reporting (docs/security.md).
  EMBED_ALLOWED_ORIGINS: z.string().default(''),
  CSP_EXTRA_SOURCES: z.string().default(''),
  SECURITY_CONTACT: z.string().optional(),
  // Test-only routes (server/http/test-hooks.ts); never registered in production.
  TEST_HOOKS: bool.default(false),
  // Who the development sandboxes (/dev/*, /test-hooks) answer: this machine only, or anyone
  // (docs/security.md "Development sandboxes").
  DEV_SANDBOXES: z.enum(['local', 'public']).default('local'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Longest a database statement may run while serving, in ms (0: no limit). */
  statementTimeoutMs: number;
  /** PostgreSQL pool: its size and the longest a request waits for a connection (ms). */
  pool: { max: number; waitMs: number };
  /** PostgreSQL: `max_parallel_workers_per_gather` of the server's connections. */
  parallelWorkers: number;
  /**
   * Admission control (server/http/admission.ts): most requests in flight and the mean event
   * loop delay (ms) past which a request is answered 503 at once (0: that limit off).
   */
  admission: {
    maxConcurrent: number;
    maxEventLoopDelayMs: number;
    /** Event-loop utilisation (0–1) past which a request is answered 503 at once (0: off). */
    maxEventLoopUtilization: number;
    /** Past maxConcurrent: requests that may wait for a place, and the longest wait (ms). */
    maxQueued: number;
    maxWaitMs: number;
  };
  /** Connections the kernel may queue before the server accepts them (listen backlog). */
  listenBacklog: number;
  /**
   * Seconds a node keeps an autocomplete answer (PLACES_CACHE_SECONDS, default 30; off under
   * NODE_ENV=test, where tests change the inventory between questions; 0: off).
   */
  placesCacheSeconds: number;
  /** Test-only routes (server/http/test-hooks.ts): TEST_HOOKS=true, never in production. */
  testHooks: boolean;
  /**
   * DEV_SANDBOXES: 'local' (default), the /dev/* sandboxes and /test-hooks answer loopback
   * clients only; 'public', anyone who reaches the server (a shared test machine).
   */
  devSandboxes: 'local' | 'public';
  logLevel: Env['LOG_LEVEL'];
  /** JSON lines, or readable lines for a person; unset: readable in development on a TTY. */
  logFormat: Env['LOG_FORMAT'];
  /**
   * Which peers may set X-Forwarded-For (the client address every per-IP limit uses):
   * true/false, a hop count, or addresses/CIDRs/keywords (`loopback`, `uniquelocal`).
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  seedDemoData: boolean;
  staticDir: string;
  graphql: {
    maxDepth: number;
    maxAliases: number;
    maxCost: number;
    maxBatch: number;
    /** Largest answer sent (bytes of JSON); larger ones answer RESPONSE_TOO_LARGE. */
    maxResponseBytes: number;
    /** GraphQL operations per minute per client address without a valid access token. */
    anonymousPerMinute: number;
  };
  captureExceptionPerMinute: number;
  buildId: string | undefined;
  /** Base URL of each service as the browser should call it (GRAPHQL_<NAME>_URL overrides). */
  serviceUrls: Record<ServiceName, string>;
  accountBaseUrl: string;
  otpBaseUrl: string;
  defaultLocale: 'vi' | 'en';
  analytics: {
    sessionReplayUrl: string | null;
    tagManagerUrl: string | null;
    tagManagerId: string | null;
    tagManagerLoad: 'defer' | 'async';
  };
  mapTileUrl: string;
  /** Spec §6: corporate levels with the dark theme; bank-customer corporates with theirs. */
  corporateThemes: { darkLevelIds: string[]; bankCorporateIds: string[] };
  auth: AuthConfig;
  /** Which payment rails are on, and their fees (PAYMENT_METHODS, PAYMENT_FEES). */
  payments: PaymentSettings;
  /** The gateway (or /dev sandbox) each rail talks to (server/providers/payments/config.ts). */
  paymentRails: PaymentRailsConfig;
  /** Where uploaded files go (STORAGE_DRIVER, S3_*). */
  storage: StorageConfig;
  /** Where new contact, complaint and report tickets are announced. */
  supportInboxEmail: string;
  /** Checkout holds and price parts (CHECKOUT_*; docs/checkout.md). */
  checkout: CheckoutConfig;
  /** The job queue, and the booking request deadline sweep's period (docs/jobs.md). */
  jobs: {
    pollMs: number;
    leaseSeconds: number;
    approvalsSeconds: number;
    statementsSeconds: number;
  };
  security: SecurityConfig;
  /** VAT e-invoices: provider, seller, series (server/providers/einvoice). */
  einvoice: EInvoiceConfig;
}

/** Security headers and the vulnerability contact (server/http/security-headers.ts). */
export interface SecurityConfig {
  /** Origins allowed to frame the two mobile embeds /m/corporate-{booking,flight}-detail; empty: nobody. */
  embedAllowedOrigins: string[];
  /** Operator additions to the Content-Security-Policy, per directive (CSP_EXTRA_SOURCES). */
  extraSources: CspSourceList;
  /** security.txt Contact: SECURITY_CONTACT, else security@ the PUBLIC_BASE_URL host. */
  contact: string | null;
}

/** Directives whose source lists configuration may extend (never script or style keywords). */
export const EXTENSIBLE_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'worker-src',
  'form-action',
  'frame-ancestors',
] as const;
export type ExtensibleDirective = (typeof EXTENSIBLE_DIRECTIVES)[number];
export type CspSourceList = Partial<Record<ExtensibleDirective, string[]>>;

/** Account and sign-in settings (server/auth, docs/accounts.md). */
export interface AuthConfig {
  /** Server secret mixed into password hashes (argon2 `secret`) and code/token HMACs. */
  passwordPepper: string;
  /** True when PASSWORD_PEPPER was not set and the development default is in use. */
  pepperIsDefault: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  sms: { url: string; apiKey: string | null } | null;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Not production, and no provider for at least one channel: messages go to /dev/outbox. */
  devOutbox: boolean;
  /** Not production and no Google client: the local OpenID provider at /dev/idp stands in. */
  devIdp: boolean;
  /** Absolute origin of the app when PUBLIC_BASE_URL is absolute, else null (from requests). */
  publicOrigin: string | null;
  /** Issuer URL of the development identity provider. */
  devIdpIssuer: string;
  accessTokenTtlSeconds: number;
  renewalTokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  /** Seconds a node keeps a looked-up live session (SESSION_CACHE_SECONDS; 0: off). */
  sessionCacheSeconds: number;
  /** Multiplies every per-IP limit (offices behind one address, load tests). */
  ipLimitFactor: number;
  /** Minutes a support agent may act for a user after giving a reason (SUPPORT_ACTING_MINUTES). */
  supportActingMinutes: number;
}

/** Used outside production when PASSWORD_PEPPER is unset; main.ts logs a warning. */
export const DEVELOPMENT_PEPPER = 'wayfare-development-pepper-not-for-production-use';

export class ConfigError extends Error {}

export function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The environment variable that moves one GraphQL service, e.g. GRAPHQL_LAST_CHANGE_URL. */
export function serviceUrlVariable(service: ServiceName): string {
  return `GRAPHQL_${service.toUpperCase().replace(/-/g, '_')}_URL`;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const base = env.PUBLIC_BASE_URL.replace(/\/$/, '');
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((s) => [s, source[serviceUrlVariable(s)] || `${base}/graphql/${s}`]),
  ) as Record<ServiceName, string>;
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    pool: { max: env.DB_POOL_SIZE, waitMs: env.DB_POOL_WAIT_MS },
    parallelWorkers: env.DB_PARALLEL_WORKERS,
    admission: {
      maxConcurrent: env.ADMISSION_MAX_CONCURRENT ?? (env.NODE_ENV === 'test' ? 0 : 16),
      maxEventLoopDelayMs: env.ADMISSION_MAX_EVENT_LOOP_DELAY_MS ?? 0,
      maxEventLoopUtilization: env.ADMISSION_MAX_EVENT_LOOP_UTILIZATION ?? 0,
      maxQueued: env.ADMISSION_QUEUE,
      maxWaitMs: env.ADMISSION_QUEUE_WAIT_MS,
    },
    listenBacklog: env.LISTEN_BACKLOG,
    placesCacheSeconds: env.PLACES_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 30),
    testHooks: env.TEST_HOOKS && !isProduction,
    devSandboxes: env.DEV_SANDBOXES,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV === 'development',
    staticDir: path.resolve(env.STATIC_DIR),
    graphql: {
      maxDepth: env.GRAPHQL_MAX_DEPTH,
      maxAliases: env.GRAPHQL_MAX_ALIASES,
      maxCost: env.GRAPHQL_MAX_COST,
      maxBatch: env.GRAPHQL_MAX_BATCH,
      maxResponseBytes: env.GRAPHQL_MAX_RESPONSE_BYTES,
      anonymousPerMinute: env.GRAPHQL_ANON_PER_MINUTE,
    },
    captureExceptionPerMinute: env.CAPTURE_EXCEPTION_PER_MINUTE,
    buildId: env.BUILD_ID,
    serviceUrls,
    accountBaseUrl: source.ACCOUNT_API_URL || `${base}/api/v1`,
    otpBaseUrl: source.OTP_API_URL || `${base}/oauth2`,
    defaultLocale: env.DEFAULT_LOCALE,
    analytics: {
      sessionReplayUrl: env.SESSION_REPLAY_URL ?? null,
      tagManagerUrl: env.TAG_MANAGER_URL ?? null,
      tagManagerId: env.TAG_MANAGER_ID ?? null,
      tagManagerLoad: env.TAG_MANAGER_LOAD,
    },
    mapTileUrl: env.MAP_TILE_URL,
    corporateThemes: {
      darkLevelIds: idList(env.CORPORATE_THEME_DARK_LEVEL_IDS),
      bankCorporateIds: idList(env.CORPORATE_THEME_BANK_IDS),
    },
    auth: authConfig(env, isProduction, base),
    security: securityConfig(env, base),
    payments: paymentSettings(env),
    paymentRails: paymentRailsConfig(
      { ...env, VNPAY_PAY_URL: env.VNPAY_PAY_URL?.replace(/\/$/, '') },
      { isProduction, origin: serverOrigin(env, base) },
    ),
    storage: storageConfig(env),
    einvoice: {
      provider:
        (env.EINVOICE_PROVIDER ?? (isProduction ? 'none' : 'sandbox')) === 'sandbox'
          ? 'sandbox'
          : null,
      seller: {
        name: env.EINVOICE_SELLER_NAME,
        tax_code: env.EINVOICE_SELLER_TAX_CODE,
        address: env.EINVOICE_SELLER_ADDRESS,
      },
      seriesSuffix: env.EINVOICE_SERIES_SUFFIX,
      sweepSeconds: env.EINVOICE_SWEEP_SECONDS,
    },
    supportInboxEmail: env.SUPPORT_INBOX_EMAIL,
    jobs: {
      pollMs: env.JOBS_POLL_MS,
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      approvalsSeconds: env.APPROVALS_SWEEP_SECONDS,
      statementsSeconds: env.STATEMENTS_SWEEP_SECONDS,
    },
    checkout: {
      holdMinutes: env.CHECKOUT_HOLD_MINUTES,
      sweepSeconds: env.CHECKOUT_SWEEP_SECONDS,
      reconcileSeconds: env.CHECKOUT_RECONCILE_SECONDS,
      reconcileAfterSeconds: env.CHECKOUT_RECONCILE_AFTER_SECONDS,
      serviceFeeRate: env.CHECKOUT_SERVICE_FEE_RATE,
      vatRate: env.CHECKOUT_VAT_RATE,
      limits: {
        enabled: checkoutHoldLimits(env, isProduction),
        seatsPerFlight: env.CHECKOUT_SEATS_PER_FLIGHT,
        openCarts: env.CHECKOUT_OPEN_CARTS,
        cartsPerHour: env.CHECKOUT_CARTS_PER_HOUR,
        addressFactor: env.CHECKOUT_ADDRESS_LIMIT_FACTOR,
      },
    },
  };
}

export interface CheckoutConfig {
  /** Minutes a cart holds its seats or rooms (CHECKOUT_HOLD_MINUTES, default 15). */
  holdMinutes: number;
  /** Seconds between two sweeps for lapsed holds on this node; 0 = off (CHECKOUT_SWEEP_SECONDS). */
  sweepSeconds: number;
  /** Seconds between two reconciliations of unconfirmed gateway payments; 0 = off (CHECKOUT_RECONCILE_SECONDS). */
  reconcileSeconds: number;
  /** A gateway payment is reconciled once PROCESSING this long (CHECKOUT_RECONCILE_AFTER_SECONDS). */
  reconcileAfterSeconds: number;
  /** Service fee, percent of the items (CHECKOUT_SERVICE_FEE_RATE, default 0). */
  serviceFeeRate: number;
  /** VAT contained in prices, percent (CHECKOUT_VAT_RATE, default 10). */
  vatRate: number;
  /** What one account, and one client address, may hold at once (docs/checkout.md "Hold limits"). */
  limits: CartLimits;
}

/** Hold limits per account; per client address each is multiplied by `addressFactor`. */
export interface CartLimits {
  /** CHECKOUT_HOLD_LIMITS=off turns them off (never in production). */
  enabled: boolean;
  /** Seats held on one flight (CHECKOUT_SEATS_PER_FLIGHT, default 9: one booking's passengers). */
  seatsPerFlight: number;
  /** Carts holding something at once (CHECKOUT_OPEN_CARTS, default 3). */
  openCarts: number;
  /** Carts created in the last hour (CHECKOUT_CARTS_PER_HOUR, default 20). */
  cartsPerHour: number;
  /** Per-address multiplier (CHECKOUT_ADDRESS_LIMIT_FACTOR, default 2). */
  addressFactor: number;
}

function checkoutHoldLimits(env: Env, isProduction: boolean): boolean {
  if (env.CHECKOUT_HOLD_LIMITS === 'on') return true;
  if (isProduction) {
    throw new ConfigError(
      'Invalid configuration — CHECKOUT_HOLD_LIMITS=off: one account could hold a whole flight; production keeps the hold limits on.',
    );
  }
  return false;
}

function paymentSettings(env: Env): PaymentSettings {
  try {
    return { enabled: parseEnabledMethods(env.PAYMENT_METHODS), fees: parseFees(env.PAYMENT_FEES) };
  } catch (error) {
    if (error instanceof PaymentSettingsError) {
      throw new ConfigError(
        `Invalid configuration — PAYMENT_METHODS/PAYMENT_FEES: ${error.message}`,
      );
    }
    throw error;
  }
}

function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') {
    return { driver: 'local', root: path.join(path.resolve(env.DATA_DIR), 'files') };
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration — STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, ' +
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    driver: 's3',
    endpoint: S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Settings production cannot run without, each named with what it is for. main.ts refuses to
 * start while this is not empty (tests may build a production app without them).
 */
export function missingProductionSettings(source: NodeJS.ProcessEnv = process.env): string[] {
  if (source.NODE_ENV !== 'production') return [];
  const missing: string[] = [];
  if (!source.PASSWORD_PEPPER) missing.push('PASSWORD_PEPPER (server secret for password hashes)');
  if (!source.SMTP_URL) missing.push('SMTP_URL (e-mail delivery of one-time codes)');
  if (!source.SMS_PROVIDER_URL) missing.push('SMS_PROVIDER_URL (SMS delivery of one-time codes)');
  if (Boolean(source.GOOGLE_CLIENT_ID) !== Boolean(source.GOOGLE_CLIENT_SECRET)) {
    missing.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (set both or neither)');
  }
  return missing;
}

/** Whether an address (a HOST to listen on, or a peer) is this machine's loopback. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    a === 'localhost' ||
    a === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(a) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(a)
  );
}

/**
 * Why this server must not start, or null: outside production the development sandboxes
 * (which credit wallets, show everyone's codes and sign anyone in) are on, so listening
 * beyond this machine needs DEV_SANDBOXES=public said on purpose.
 */
export function sandboxExposureProblem(
  config: Pick<AppConfig, 'isProduction' | 'host' | 'devSandboxes'>,
): string | null {
  if (config.isProduction || config.devSandboxes === 'public' || isLoopbackAddress(config.host)) {
    return null;
  }
  return (
    `Refusing to listen on ${config.host} outside production: the development sandboxes ` +
    '(/dev/bank credits any wallet, /dev/outbox shows every sign-in code, /dev/idp signs anyone in) ' +
    'would be reachable from other machines. Set NODE_ENV=production for a real deployment, ' +
    'HOST=127.0.0.1 to stay on this machine, or DEV_SANDBOXES=public to open them on purpose.'
  );
}

/** Where this server is reached: PUBLIC_BASE_URL's origin, else http://HOST:PORT. */
function serverOrigin(env: Env, base: string): string {
  const publicOrigin = /^https?:\/\//.test(base) ? new URL(base).origin : null;
  const host = ['0.0.0.0', '::', '[::]'].includes(env.HOST) ? 'localhost' : env.HOST;
  return publicOrigin ?? `http://${host}:${env.PORT}`;
}

function authConfig(env: Env, isProduction: boolean, base: string): AuthConfig {
  const publicOrigin = /^https?:\/\//.test(base) ? new URL(base).origin : null;
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          issuer: env.GOOGLE_ISSUER,
        }
      : null;
  const day = 24 * 60 * 60;
  return {
    passwordPepper: env.PASSWORD_PEPPER ?? DEVELOPMENT_PEPPER,
    pepperIsDefault: !env.PASSWORD_PEPPER,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    sms: env.SMS_PROVIDER_URL
      ? { url: env.SMS_PROVIDER_URL, apiKey: env.SMS_API_KEY ?? null }
      : null,
    google,
    devOutbox: !isProduction && (!env.SMTP_URL || !env.SMS_PROVIDER_URL),
    devIdp: !isProduction && !google,
    publicOrigin,
    devIdpIssuer: `${serverOrigin(env, base)}/dev/idp`,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    renewalTokenTtlSeconds: env.RENEWAL_TOKEN_TTL_DAYS * day,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_DAYS * day,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    ipLimitFactor: env.AUTH_IP_LIMIT_FACTOR,
    supportActingMinutes: env.SUPPORT_ACTING_MINUTES,
  };
}

/**
 * A CSP host source an operator may name: scheme and host (a leading `*.` allowed), optional
 * port, optional path; or a bare scheme such as `wss:`. Keywords ('unsafe-inline', 'self' …),
 * quotes, semicolons and commas are refused, so configuration can widen where resources come
 * from but never turn off the policy's protections.
 */
const HOST_SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?|(?:https|wss|http|ws|data|blob):)$/i;

function hostSources(value: string, setting: string, withHost = false): string[] {
  const sources = value.split(/[\s,]+/).filter(Boolean);
  // A bare scheme (https:) would let any host run scripts or frame the app.
  const bad = sources.filter(
    (source) => !HOST_SOURCE.test(source) || (withHost && !source.includes('//')),
  );
  if (bad.length) {
    throw new ConfigError(
      `Invalid configuration — ${setting}: not a host source (scheme://host[:port]): ${bad.join(', ')}`,
    );
  }
  return sources;
}

const HOSTS_ONLY = new Set<ExtensibleDirective>(['script-src', 'worker-src', 'frame-ancestors']);

/** CSP_EXTRA_SOURCES: `connect-src https://a.example; img-src https://b.example`. */
export function parseCspExtraSources(value: string): CspSourceList {
  const list: CspSourceList = {};
  for (const part of value
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [directive = '', ...sources] = part.split(/\s+/);
    const name = directive.toLowerCase() as ExtensibleDirective;
    if (!EXTENSIBLE_DIRECTIVES.includes(name)) {
      throw new ConfigError(
        `Invalid configuration — CSP_EXTRA_SOURCES: ${directive} cannot be extended (one of ${EXTENSIBLE_DIRECTIVES.join(', ')})`,
      );
    }
    const added = hostSources(sources.join(' '), 'CSP_EXTRA_SOURCES', HOSTS_ONLY.has(name));
    list[name] = [...(list[name] ?? []), ...added];
  }
  return list;
}

/** SECURITY_CONTACT: an e-mail address (made a mailto: URI) or a mailto:/https:/tel: URI. */
function securityContact(given: string | undefined, base: string): string | null {
  const value = given?.trim();
  if (value) {
    if (/^[^@\s:/]+@[^@\s/]+\.[^@\s/]+$/.test(value)) return `mailto:${value}`;
    if (/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+|tel:\+?[\d-]+)$/i.test(value)) return value;
    throw new ConfigError(
      'Invalid configuration — SECURITY_CONTACT: an e-mail address or a mailto:, https: or tel: URI',
    );
  }
  const host = /^https?:\/\//.test(base) ? new URL(base).hostname : null;
  return host ? `mailto:security@${host.replace(/^www\./, '')}` : null;
}

function securityConfig(env: Env, base: string): SecurityConfig {
  return {
    embedAllowedOrigins: hostSources(env.EMBED_ALLOWED_ORIGINS, 'EMBED_ALLOWED_ORIGINS', true),
    extraSources: parseCspExtraSources(env.CSP_EXTRA_SOURCES),
    contact: securityContact(env.SECURITY_CONTACT, base),
  };
}

/** A comma-separated list of ids, lower-cased, without blanks. */
function idList(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
}

/** The origin of links in e-mails: PUBLIC_BASE_URL's, else http://HOST:PORT. */
export function appOrigin(config: AppConfig): string {
  const host = ['0.0.0.0', '::', '[::]'].includes(config.host) ? 'localhost' : config.host;
  return config.auth.publicOrigin ?? `http://${host}:${config.port}`;
}
