import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app';
import { createCheckoutPaymentSink } from '../../../server/domain/checkout/payment-sink';
import { loadConfig, type AppConfig } from '../../../server/config';
import type { Clock } from '../../../server/domain/context/clock.ts';
import { md5Hex, UTS_PLACEHOLDER } from '../../../server/auth/passwords';
import type { Database } from '../../../server/db/client';
import { freshTestDatabase } from '../support/database';

/** A clock the tests move instead of sleeping. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-03-02T08:00:00Z')) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export interface AccountsTestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  clock: TestClock;
}

/** The real app over a fresh database with a movable clock; closed after the file. */
export function useAccountsApp(
  env: Record<string, string> = {},
  setup?: (t: AccountsTestApp) => Promise<void>,
): () => AccountsTestApp {
  let current: AccountsTestApp | undefined;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './tests/server/fixtures/no-build',
      ...env,
    });
    const database = await freshTestDatabase();
    const clock = new TestClock();
    // Gateway notifications settle checkouts, as server/main.ts wires it.
    const paymentSink = createCheckoutPaymentSink(database.db, clock);
    const app = await buildApp({ config, database, logger: false, clock, paymentSink });
    await app.ready();
    current = { app, database, config, clock };
    await setup?.(current);
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.database.close();
  });
  return () => {
    if (!current) throw new Error('useAccountsApp: the app is not ready yet');
    return current;
  };
}

export const md5 = md5Hex;

/** Each caller its own client address, so per-IP limits of one test do not touch another. */
let nextIp = 1;
export function newIp(): string {
  const n = nextIp++;
  return `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export interface Call {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, unknown>;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Call> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      'x-forwarded-for': opts.ip ?? '203.0.113.10',
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
  });
  const text = response.body;
  return {
    status: response.statusCode,
    body: text ? safeJson(text) : null,
    headers: response.headers,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function gql(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Call> {
  return call(app, 'POST', '/graphql/main', { body: { query, variables }, ...opts });
}

/** The newest code the outbox holds for a recipient. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const { body } = await call(app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!Array.isArray(body) || !body[0]?.code) throw new Error(`no message to ${to}`);
  return body[0].code as string;
}

export type Who = { email: string } | { phone_number: string };

export function recipientOf(who: Who): string {
  return 'email' in who ? who.email : who.phone_number;
}

/** GET /oauth2/auth then POST /oauth2/otp: the flow token (the code is in the outbox). */
export async function requestCode(app: FastifyInstance, who: Who, ip = newIp()): Promise<string> {
  const { body } = await call(app, 'GET', '/oauth2/auth', { ip });
  const sent = await call(app, 'POST', '/oauth2/otp', { body: { token: body.token, ...who }, ip });
  if (sent.status !== 200) throw new Error(`otp send failed: ${JSON.stringify(sent.body)}`);
  return body.token as string;
}

/** The whole code sign-in: code, verify, session_params, callback → token pair. */
export async function signInByCode(app: FastifyInstance, who: Who, ip = newIp()) {
  const token = await requestCode(app, who, ip);
  const otp = await latestCode(app, recipientOf(who));
  const verified = await call(app, 'POST', '/oauth2/otp/verify', {
    body: { token, otp, ...who },
    ip,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const params = await call(app, 'GET', '/api/v1/auth/otp/new', { ip });
  const pair = await call(app, 'POST', '/api/v1/auth/otp/callback', {
    body: { code: verified.body.code, session_params: params.body.data.session_params },
    ip,
  });
  if (pair.status !== 200) throw new Error(`callback failed: ${JSON.stringify(pair.body)}`);
  return pair.body.data as { access_token: string; renewal_token: string; expires_in: number };
}

export async function signInByPassword(
  app: FastifyInstance,
  who: Who,
  password: string,
  ip = newIp(),
) {
  return call(app, 'POST', '/api/v1/user/session/new', {
    body: { ...who, password: md5(password), lang: 'en' },
    ip,
  });
}

export const PROFILE =
  '{ profile { id email first_name last_name role corporateRole login_time setting { country_calling_code national_phone_number locale dob gender } } }';

/** POST /user/change-password with the current password (MD5 of 'UTS' while there is none). */
export function changePassword(
  app: FastifyInstance,
  token: string,
  password: string,
  current: string = UTS_PLACEHOLDER,
) {
  return call(app, 'POST', '/api/v1/user/change-password', {
    token,
    body: {
      current_password: current,
      password: md5(password),
      password_confirmation: md5(password),
    },
  });
}

/** A new account (by code) that has `password`; its first token pair. */
export async function accountWithPassword(app: FastifyInstance, who: Who, password: string) {
  const pair = await signInByCode(app, who);
  const set = await changePassword(app, pair.access_token, password);
  if (set.status !== 200) throw new Error(`password not set: ${JSON.stringify(set.body)}`);
  return pair;
}
