import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildServerIfStale, SERVER_START_ARGS } from '../../../scripts/build-server.mjs';
import { loadConfig, sandboxExposureProblem } from '../../../server/config';
import { useTestApp } from '../support/app';

/*
 * Development sandboxes stay on the developer's machine (docs/security.md "Development
 * sandboxes"). With NODE_ENV unset, /dev/bank/transfers used to credit any wallet for anyone who
 * reached the server, and /dev/outbox showed everyone's sign-in codes.
 */

const local = useTestApp({ TEST_HOOKS: 'true' });
const opened = useTestApp({ DEV_SANDBOXES: 'public' });

const REMOTE = '203.0.113.7';
const transfer = { amount: 50_000, description: 'WF TOPUP 123' };

describe('the development sandboxes answer loopback clients only', () => {
  it('refuses the outbox, the bank, the gateways, the identity provider and test hooks to another machine', async () => {
    const app = local().app;
    const attempts = [
      { method: 'GET', url: '/dev/outbox' },
      { method: 'GET', url: '/dev/outbox.html' },
      { method: 'GET', url: '/dev/bank' },
      { method: 'POST', url: '/dev/bank/transfers', payload: transfer },
      { method: 'GET', url: '/dev/vnpay' },
      { method: 'GET', url: '/dev/idp/.well-known/openid-configuration' },
      { method: 'POST', url: '/test-hooks/slow-statement', payload: { seconds: 0 } },
      // The route is what counts, however the path is spelt.
      { method: 'GET', url: '/%64ev/outbox' },
    ] as const;
    for (const attempt of attempts) {
      const r = await app.inject({ ...attempt, remoteAddress: REMOTE });
      expect(r.statusCode, attempt.url).toBe(403);
      expect(r.json().error.message, attempt.url).toMatch(/DEV_SANDBOXES=public/);
    }
  });

  it('ignores X-Forwarded-For: a remote peer claiming to be 127.0.0.1 is still remote', async () => {
    const r = await local().app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: transfer,
      remoteAddress: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    expect(r.statusCode).toBe(403);
  });

  it('answers this machine, over IPv4 and IPv6 loopback', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const r = await local().app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
      expect(r.statusCode, remoteAddress).toBe(200);
      expect(Array.isArray(r.json())).toBe(true);
    }
  });

  it('leaves the real routes alone for everyone', async () => {
    const r = await local().app.inject({ method: 'GET', url: '/healthz', remoteAddress: REMOTE });
    expect(r.statusCode).toBe(200);
  });

  it('DEV_SANDBOXES=public opens them on purpose', async () => {
    const r = await opened().app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: REMOTE,
    });
    expect(r.statusCode).toBe(200);
  });
});

describe('a development server listening beyond this machine', () => {
  const problem = (env: Record<string, string>) => sandboxExposureProblem(loadConfig(env));

  it('is refused unless production or DEV_SANDBOXES=public', () => {
    expect(problem({ HOST: '0.0.0.0' })).toMatch(/DEV_SANDBOXES=public/);
    expect(problem({ HOST: '192.168.1.20', NODE_ENV: 'test' })).toMatch(/NODE_ENV=production/);
    expect(problem({ HOST: '::' })).toMatch(/HOST=127\.0\.0\.1/);
    expect(problem({ HOST: '0.0.0.0', DEV_SANDBOXES: 'public' })).toBeNull();
    expect(problem({ HOST: '0.0.0.0', NODE_ENV: 'production' })).toBeNull();
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(problem({ HOST: host }), host).toBeNull();
    }
  });

  it('does not start, and says why', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, HOST: '0.0.0.0', PORT: '0' };
    delete env.NODE_ENV;
    delete env.DEV_SANDBOXES;
    // The compiled server, as `npm start` runs it (and without tsx compiling it first).
    await buildServerIfStale();
    const child = spawn(process.execPath, SERVER_START_ARGS, { env });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/Refusing to listen on 0\.0\.0\.0 outside production/);
    expect(stderr).toMatch(/DEV_SANDBOXES=public/);
  }, 60_000);
});
