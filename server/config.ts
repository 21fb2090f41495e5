import path from 'node:path';
import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from './graphql/services.js';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  GRAPHQL_MAX_DEPTH: positiveInt.default(12),
  GRAPHQL_MAX_ALIASES: positiveInt.default(30),
  GRAPHQL_MAX_COST: positiveInt.default(20000),
  GRAPHQL_MAX_BATCH: positiveInt.default(10),
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
  AUTH_IP_LIMIT_FACTOR: z.coerce.number().positive().default(1),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Which peers may set X-Forwarded-For (the client address every per-IP limit uses):
   * true/false, a hop count, or addresses/CIDRs/keywords (`loopback`, `uniquelocal`).
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  seedDemoData: boolean;
  staticDir: string;
  graphql: { maxDepth: number; maxAliases: number; maxCost: number; maxBatch: number };
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
  auth: AuthConfig;
}

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
  /** Multiplies every per-IP limit (offices behind one address, load tests). */
  ipLimitFactor: number;
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
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV === 'development',
    staticDir: path.resolve(env.STATIC_DIR),
    graphql: {
      maxDepth: env.GRAPHQL_MAX_DEPTH,
      maxAliases: env.GRAPHQL_MAX_ALIASES,
      maxCost: env.GRAPHQL_MAX_COST,
      maxBatch: env.GRAPHQL_MAX_BATCH,
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
    auth: authConfig(env, isProduction, base),
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

function authConfig(env: Env, isProduction: boolean, base: string): AuthConfig {
  const publicOrigin = /^https?:\/\//.test(base) ? new URL(base).origin : null;
  const host = ['0.0.0.0', '::', '[::]'].includes(env.HOST) ? 'localhost' : env.HOST;
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
    devIdpIssuer: `${publicOrigin ?? `http://${host}:${env.PORT}`}/dev/idp`,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    renewalTokenTtlSeconds: env.RENEWAL_TOKEN_TTL_DAYS * day,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_DAYS * day,
    ipLimitFactor: env.AUTH_IP_LIMIT_FACTOR,
  };
}
