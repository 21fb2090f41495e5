import { spawnSync } from 'node:child_process';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale, SERVER_START_ARGS } from '../../../scripts/build-server.mjs';
import { missingProductionSettings } from '../../../server/config';
import { call, requestCode, useAccountsApp } from './support';

describe('development outbox', () => {
  const t = useAccountsApp();

  it('lists every message newest first as JSON', async () => {
    await requestCode(t().app, { email: 'first@mail.example' });
    t().clock.advance(1);
    await requestCode(t().app, { phone_number: '84977000555' });
    const { status, body, headers } = await call(t().app, 'GET', '/dev/outbox');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.map((m: { to: string }) => m.to)).toEqual(['84977000555', 'first@mail.example']);
    // DESIGN.md's shape, plus an e-mail's subject and HTML part (null for an SMS).
    expect(Object.keys(body[0]).sort()).toEqual([
      'channel',
      'code',
      'created_at',
      'html',
      'subject',
      'text',
      'to',
    ]);
    expect(body[0]).toMatchObject({
      channel: 'sms',
      created_at: '2026-03-02T08:00:01.000Z',
      subject: null,
      html: null,
    });
    expect(body[1].subject).toBe('Mã xác thực Wayfare của bạn');
    expect(body[1].html).toContain(`>${body[1].code}</p>`);
    expect(body[0].text).toContain(body[0].code);
    expect((await call(t().app, 'GET', '/dev/outbox?to=%2B84977000555')).body).toHaveLength(1);
  });

  it('shows them on a small page', async () => {
    const r = await t().app.inject({ method: 'GET', url: '/dev/outbox.html' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('Development outbox');
    expect(r.body).toContain('first@mail.example');
  });
});

describe('in production', () => {
  const t = useAccountsApp({ NODE_ENV: 'production' });

  it('has no outbox, no development identity provider and no Google without a client', async () => {
    expect((await call(t().app, 'GET', '/dev/outbox')).status).toBe(404);
    expect((await call(t().app, 'GET', '/dev/idp/.well-known/openid-configuration')).status).toBe(
      404,
    );
    expect((await call(t().app, 'GET', '/api/v1/auth/google/new')).status).toBe(404);
    const config = (await call(t().app, 'GET', '/config.json')).body;
    expect(config.features).toEqual({ googleSignIn: false, devOutbox: false });
  });

  it('names each missing setting', () => {
    expect(missingProductionSettings({ NODE_ENV: 'production' })).toEqual([
      'PASSWORD_PEPPER (server secret for password hashes)',
      'SMTP_URL (e-mail delivery of one-time codes)',
      'SMS_PROVIDER_URL (SMS delivery of one-time codes)',
    ]);
    expect(
      missingProductionSettings({
        NODE_ENV: 'production',
        PASSWORD_PEPPER: 'p'.repeat(32),
        SMTP_URL: 'smtp://mail',
        SMS_PROVIDER_URL: 'https://sms.example/send',
      }),
    ).toEqual([]);
    expect(missingProductionSettings({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses to start, saying which setting is missing', async () => {
    // The compiled server, as production runs it (and without tsx compiling it first).
    await buildServerIfStale();
    const run = spawnSync(process.execPath, SERVER_START_ARGS, {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PASSWORD_PEPPER: 'p'.repeat(32),
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SMS_PROVIDER_URL');
    expect(run.stderr).not.toContain('SMTP_URL');
  });
});

/** Wakes whoever waits for a condition each time something arrives (no polling, no sleeps). */
function arrivals() {
  const waiting = new Set<() => void>();
  return {
    notify: () => waiting.forEach((check) => check()),
    until: (done: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!done()) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      }),
  };
}

/** A tiny SMTP server that keeps what it receives. */
function fakeSmtp() {
  const received: string[] = [];
  const messages = arrivals();
  const server = createTcpServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
            messages.notify();
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received, until: messages.until };
}

describe('real providers', () => {
  const smtp = fakeSmtp();
  const sms: Array<{ auth: string | undefined; body: unknown }> = [];
  const smsArrivals = arrivals();
  const smsServer = createHttpServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      sms.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(202).end();
      smsArrivals.notify();
    });
  });
  const ports = { smtp: 0, sms: 0 };
  beforeAll(async () => {
    await new Promise<void>((r) => smtp.server.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => smsServer.listen(0, '127.0.0.1', r));
    ports.smtp = (smtp.server.address() as { port: number }).port;
    ports.sms = (smsServer.address() as { port: number }).port;
  });
  afterAll(() => {
    smtp.server.close();
    smsServer.close();
  });

  const t = useAccountsApp({
    get SMTP_URL() {
      return `smtp://127.0.0.1:${ports.smtp}`;
    },
    get SMS_PROVIDER_URL() {
      return `http://127.0.0.1:${ports.sms}/send`;
    },
    SMS_API_KEY: 'sms-key',
    MAIL_FROM: 'Wayfare <codes@wayfare.example>',
  } as Record<string, string>);

  it('sends e-mail by SMTP and SMS through the HTTP gateway; no outbox then', async () => {
    await requestCode(t().app, { email: 'smtp.user@mail.example' });
    await smtp.until(() => smtp.received.join('\n').includes('To: smtp.user@mail.example'));
    expect(smtp.received.join('\n')).toContain('From: Wayfare <codes@wayfare.example>');

    await requestCode(t().app, { phone_number: '84988000666' });
    await smsArrivals.until(() => sms.length === 1);
    expect(sms[0].auth).toBe('Bearer sms-key');
    expect(sms[0].body).toMatchObject({ to: '+84988000666' });
    expect((sms[0].body as { text: string }).text).toMatch(/\d{6}/);

    expect((await call(t().app, 'GET', '/dev/outbox')).status).toBe(404);
    expect((await call(t().app, 'GET', '/config.json')).body.features.devOutbox).toBe(false);
  });
});
