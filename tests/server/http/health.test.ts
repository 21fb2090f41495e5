import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';

const testApp = useTestApp();

describe('health', () => {
  it('/healthz answers 200 once the database is migrated', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 while the database answers', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('every answer carries a request id, and a sane given one is kept', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.headers['x-request-id']).toBe('trace-12345678');
    const generated = await testApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
