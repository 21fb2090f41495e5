import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { REDACTED_PATHS } from '../../../server/logger';
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

describe('logs', () => {
  it('redact credentials wherever they appear', () => {
    const { lines, stream } = capture();
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, stream);
    log.info({
      req: { headers: { authorization: 'Bearer s3cret-token', cookie: 'uts_token=abc' } },
      body: { password: 'e10adc3949ba59abbe56e057f20f883e', otp: '123456', email: 'an@example.vn' },
    });
    const text = lines.join('');
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
    const { lines, stream } = capture();
    const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: './no-build' });
    const database = await freshTestDatabase();
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    try {
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
    } finally {
      await app.close();
      await database.close();
    }
    const text = lines.join('');
    expect(text).toContain(loggedRequestId(lines));
    expect(text).not.toContain('s3cret-token');
    expect(text).not.toContain('hunter2-password');
  });
});

/** The request id the app logged for the request (present on every line of it). */
function loggedRequestId(lines: string[]): string {
  const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request');
  expect(entry?.reqId).toBeTruthy();
  return entry.reqId;
}
