import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { logFormat, loggerOptions, REDACTED_PATHS } from '../../../server/logger';
import { createReadableFormatter } from '../../../server/log-readable';
import { loggableMessage, loggableUrl } from '../../../server/log-serializers';
import { freshTestDatabase } from '../support/database';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

// The app with the logger production uses, writing into `lines`.
const { lines, stream } = capture();
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', STATIC_DIR: './no-build' });
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await freshTestDatabase();
  app = await buildApp({ config, database, logger: loggerOptions(config, stream) });
  // Routes that fail in the database the way a real query can.
  app.get('/test/bad-uuid', async () => {
    await database.db.execute(sql`select ${'secret-param-4711'}::uuid`);
  });
  app.get('/test/duplicate', async () => {
    await database.db.execute(
      sql`create temporary table if not exists log_probe (value text unique)`,
    );
    await database.db.execute(sql`insert into log_probe (value) values (${'secret-key-0815'})`);
    await database.db.execute(sql`insert into log_probe (value) values (${'secret-key-0815'})`);
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const logged = () => lines.map((l) => JSON.parse(l) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any

describe('logs', () => {
  it('redact credentials wherever they appear', () => {
    const { lines: out, stream: sink } = capture();
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer s3cret-token', cookie: 'uts_token=abc' } },
      body: { password: 'e10adc3949ba59abbe56e057f20f883e', otp: '123456', email: 'an@example.vn' },
    });
    const text = out.join('');
    for (const secret of [
      's3cret-token',
      'uts_token=abc',
      'e10adc3949ba59abbe56e057f20f883e',
      '123456',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('an@example.vn');
  });

  it('carry one line per request with its id, and nothing of a GraphQL body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql/main',
      headers: { authorization: 'Bearer s3cret-token', 'content-type': 'application/json' },
      payload: {
        query: 'query($p: String!) { has_password(user_name: $p) }',
        variables: { p: 'hunter2-password' },
      },
    });
    expect(response.statusCode).toBe(200);
    const text = lines.join('');
    // Production: one line, written with the answer, carrying the request, status and time.
    const ofRequest = logged().filter((l) => l.reqId === response.headers['x-request-id']);
    expect(ofRequest).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        level: 30,
        req: expect.objectContaining({ method: 'POST', url: '/graphql/main' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(logged().some((l) => l.msg === 'incoming request')).toBe(false);
    expect(text).not.toContain('s3cret-token');
    expect(text).not.toContain('hunter2-password');
  });

  it('name the query parameters of a request but never their values', async () => {
    await app.inject({
      url: '/auth/google/callback?code=4%2F0Ab-secret-code&state=secret-state-99&iss=https%3A%2F%2Faccounts.google.com',
      headers: { accept: 'text/html' },
    });
    await app.inject({
      url: '/graphql/main?query=%7Bhas_name(user_name%3A%22probe%40mail.example%22)%7D',
    });
    await app.inject({ url: '/api/v1/nothing?eyJhbGciOiJIUzI1NiJ9.bare-token-42' });
    const urls = logged()
      .filter((l) => l.msg === 'request completed')
      .map((l) => l.req.url);
    expect(urls).toContain('/auth/google/callback?code=…&state=…&iss=…');
    expect(urls).toContain('/graphql/main?query=…');
    expect(urls).toContain('/api/v1/nothing?…');
    const text = lines.join('');
    for (const secret of ['secret-code', 'secret-state-99', 'probe', 'bare-token-42']) {
      expect(text).not.toContain(secret);
    }
  });

  it('carry the failed statement and its SQLSTATE, not the parameter values', async () => {
    expect((await app.inject({ url: '/test/bad-uuid' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/test/duplicate' })).statusCode).toBe(500);
    const errors = logged().filter((l) => l.msg === 'unexpected error');
    expect(errors).toHaveLength(2);
    const [badUuid, duplicate] = errors.map((l) => l.err);
    expect(badUuid.message).toContain('Failed query: select $1::uuid');
    expect(badUuid.cause.code).toBe('22P02');
    expect(badUuid.cause.message).toBe('invalid input syntax for type uuid: "…"');
    expect(duplicate.message).toContain('insert into log_probe (value) values ($1)');
    expect(duplicate.cause).toMatchObject({ code: '23505', constraint: 'log_probe_value_key' });
    const text = lines.join('');
    expect(text).not.toContain('secret-param-4711');
    expect(text).not.toContain('secret-key-0815');
  });
});

describe('log serializers', () => {
  it('keep the path and parameter names of a URL', () => {
    expect(loggableUrl('/p')).toBe('/p');
    expect(loggableUrl('/p?')).toBe('/p');
    expect(loggableUrl('/p?to=city%3Ada-nang&depart=2026-05-01&flag')).toBe('/p?to=…&depart=…&…');
    expect(loggableUrl('/x?a%20b=1&%zz=2&<script>=3')).toBe('/x?…&…&…');
    expect(loggableUrl(`/${'a'.repeat(600)}`)).toHaveLength(513);
  });

  it('drop drizzle parameters and the values PostgreSQL quotes in data exceptions', () => {
    expect(loggableMessage('Failed query: select $1\nparams: a@b.vn,42')).toBe(
      'Failed query: select $1',
    );
    expect(loggableMessage('value "99999999999" is out of range for type integer', '22003')).toBe(
      'value "…" is out of range for type integer',
    );
    expect(loggableMessage('relation "users" does not exist', '42P01')).toBe(
      'relation "users" does not exist',
    );
  });
});

describe('log format', () => {
  it('is readable in development at a terminal, JSON otherwise unless LOG_FORMAT says', () => {
    const tty = { isTTY: true };
    expect(logFormat({ env: 'development', logFormat: undefined }, tty)).toBe('pretty');
    expect(logFormat({ env: 'development', logFormat: undefined }, {})).toBe('json');
    expect(logFormat({ env: 'production', logFormat: undefined }, tty)).toBe('json');
    expect(logFormat({ env: 'development', logFormat: 'json' }, tty)).toBe('json');
    expect(logFormat({ env: 'production', logFormat: 'pretty' }, {})).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('prints one line per answered request and errors with their stack', () => {
    const format = createReadableFormatter(false);
    const time = new Date(2026, 2, 2, 8, 15, 4, 530).getTime();
    expect(
      format(
        JSON.stringify({
          level: 30,
          time,
          reqId: 'r1',
          req: { method: 'POST', url: '/graphql/main' },
          msg: 'incoming request',
        }),
      ),
    ).toBeNull();
    expect(
      format(
        JSON.stringify({
          level: 30,
          time,
          reqId: 'r1',
          res: { statusCode: 200 },
          responseTime: 12.44,
          msg: 'request completed',
        }),
      ),
    ).toBe('08:15:04.530 INFO  200 POST /graphql/main 12.4 ms  reqId=r1\n');
    const error = format(
      JSON.stringify({
        level: 50,
        time,
        reqId: 'r2',
        err: {
          type: 'Error',
          message: 'boom',
          stack: 'Error: boom\n    at x (y.ts:1:1)',
          code: 'E1',
        },
        msg: 'unexpected error',
      }),
    );
    expect(error).toBe(
      '08:15:04.530 ERROR unexpected error  reqId=r2\n    Error: boom\n        at x (y.ts:1:1)\n    code=E1\n',
    );
    expect(format('not json')).toBe('not json\n');
  });
});
