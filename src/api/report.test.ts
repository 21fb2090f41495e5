import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { testConfig } from '../test/fixtures';
import { server } from '../test/server';
import { isCaptureExceptionUrl, reportToServer } from './report';

describe('reportToServer', () => {
  it('POSTs the report as JSON to captureExceptionUrl', async () => {
    resetConfigForTests(testConfig);
    const received = new Promise<unknown>((resolve) => {
      server.use(
        http.post('*/api/captureException', async ({ request }) => {
          resolve(await request.json());
          return new HttpResponse(null, { status: 204 });
        }),
      );
    });
    reportToServer({ kind: 'error', message: 'boom', url: '/x', method: 'GET', status: 500 });
    await expect(received).resolves.toEqual({
      kind: 'error',
      message: 'boom',
      url: '/x',
      method: 'GET',
      status: 500,
    });
  });

  it('does nothing before the configuration is loaded', () => {
    expect(() => reportToServer({ kind: 'error', message: 'x' })).not.toThrow();
  });

  it('recognises the capture URL, with or without a query', () => {
    expect(isCaptureExceptionUrl('/api/captureException?x=1', '/api/captureException')).toBe(true);
    expect(isCaptureExceptionUrl('/api/v1/user', '/api/captureException')).toBe(false);
  });
});
