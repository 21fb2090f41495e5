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
}

export class ConfigError extends Error {}

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
  const base = env.PUBLIC_BASE_URL.replace(/\/$/, '');
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((s) => [s, source[serviceUrlVariable(s)] || `${base}/graphql/${s}`]),
  ) as Record<ServiceName, string>;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL,
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
  };
}
