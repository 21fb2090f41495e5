import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { UTS_PLACEHOLDER } from '../../../server/auth/passwords';
import { loadConfig } from '../../../server/config';
import { loggerOptions } from '../../../server/logger';
import type { Database } from '../../../server/db/client';
import { freshTestDatabase } from '../support/database';
import { call, latestCode, md5 } from './support';
import type { FastifyInstance } from 'fastify';

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  database = await freshTestDatabase();
  // The logger production uses, at its most talkative level.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', STATIC_DIR: './no-build' });
  app = await buildApp({ config, database, logger: loggerOptions(config, stream) });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('account logs', () => {
  it('never carry codes, tokens, session_params or passwords, even at trace level', async () => {
    const email = 'logged@mail.example';
    const secrets: string[] = [];
    const token = (await call(app, 'GET', '/oauth2/auth')).body.token;
    secrets.push(token);
    await call(app, 'POST', '/oauth2/otp', { body: { token, email } });
    const otp = await latestCode(app, email);
    // Six digits may occur inside a time stamp by chance: look for the code as a value.
    secrets.push(`"${otp}"`, `=${otp}`);
    const code = (await call(app, 'POST', '/oauth2/otp/verify', { body: { token, email, otp } }))
      .body.code;
    secrets.push(code);
    const params = (await call(app, 'GET', '/api/v1/auth/otp/new')).body.data.session_params;
    secrets.push(params);
    const pair = (
      await call(app, 'POST', '/api/v1/auth/otp/callback', {
        body: { code, session_params: params },
      })
    ).body.data;
    secrets.push(pair.access_token, pair.renewal_token);
    const password = md5('logged-password');
    secrets.push(password);
    await call(app, 'POST', '/api/v1/user/change-password', {
      token: pair.access_token,
      body: { current_password: UTS_PLACEHOLDER, password, password_confirmation: password },
    });
    await call(app, 'POST', '/api/v1/user/session/new', {
      body: { email, password: md5('wrong-password'), lang: 'vi' },
    });
    secrets.push(md5('wrong-password'));
    const renewed = (
      await call(app, 'POST', '/api/v1/user/session/renew', { token: pair.renewal_token })
    ).body.data;
    secrets.push(renewed.access_token, renewed.renewal_token);
    await call(app, 'POST', '/graphql/main', {
      token: renewed.access_token,
      body: { query: '{ profile { email } }' },
    });
    // The Google popup lands on the web app with the authorization code in the query string.
    const google = (await call(app, 'GET', '/api/v1/auth/google/new')).body.data;
    const state = new URL(google.url).searchParams.get('state') as string;
    secrets.push(state, google.session_params, '4/0AeaYSHgoogle-code');
    await call(app, 'GET', `/auth/google/callback?code=4%2F0AeaYSHgoogle-code&state=${state}`, {
      headers: { accept: 'text/html' },
    });
    await call(app, 'POST', '/api/v1/auth/google/callback', {
      body: { code: '4/0AeaYSHgoogle-code', state, session_params: google.session_params },
    });

    const text = lines.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('/api/v1/user/session/renew');
    expect(text).toContain('/auth/google/callback?code=…&state=…');
  });
});
