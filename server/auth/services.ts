import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { createMessenger, type Messenger } from '../providers/messaging/index.js';
import type { Clock } from '../domain/context/clock.js';
import { deriveAuthKeys, keyedHash, type AuthKeys } from './crypto.js';
import type { Identifier } from './identifiers.js';
import { hitLimit } from './rate-limit.js';
import type { SessionCache } from './session-cache.js';
import type { LimitRule } from './limits.js';

/** What the account rules need, built once per app (buildApp) and shared by every request. */
export interface AccountServices {
  db: Db;
  clock: Clock;
  keys: AuthKeys;
  config: AuthConfig;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** This node's cache of live sessions (session-cache.ts); absent: every request asks. */
  sessions?: SessionCache;
}

export function createAccountServices(opts: {
  db: Db;
  clock: Clock;
  config: AuthConfig;
  log: FastifyBaseLogger;
  sessions?: SessionCache;
}): AccountServices {
  return {
    db: opts.db,
    clock: opts.clock,
    config: opts.config,
    keys: deriveAuthKeys(opts.config.passwordPepper),
    messenger: createMessenger(opts.config, opts.db, opts.clock, opts.log),
    log: opts.log,
    sessions: opts.sessions,
  };
}

/** Stable keyed hash of an identifier: what limits and codes are counted and bound by. */
export function identifierHash(services: AccountServices, identifier: Identifier): string {
  return keyedHash(services.keys.identifiers, `${identifier.channel}:${identifier.value}`);
}

/** Keyed hash of a client address (raw IPs are never stored). */
export function ipHash(services: AccountServices, ip: string): string {
  return keyedHash(services.keys.identifiers, `ip:${ip}`).slice(0, 22);
}

/** Counts one use of a per-IP limit (scaled by AUTH_IP_LIMIT_FACTOR). */
export function hitIpLimit(services: AccountServices, rule: LimitRule, ip: string) {
  return hitLimit(services, rule, ipHash(services, ip), services.config.ipLimitFactor);
}
