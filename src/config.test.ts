import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getConfig, loadConfig } from './config';
import { testConfig } from './test/fixtures';
import { server } from './test/server';

describe('loadConfig', () => {
  it('fetches /config.json once and caches it', async () => {
    let calls = 0;
    server.use(
      http.get('*/config.json', () => {
        calls += 1;
        return HttpResponse.json(testConfig);
      }),
    );
    const [a, b] = await Promise.all([loadConfig(), loadConfig()]);
    await loadConfig();
    expect(a).toEqual(testConfig);
    expect(b).toBe(a);
    expect(calls).toBe(1);
    expect(getConfig().graphql['last-change']).toBe('/graphql/last-change');
  });

  it('forgets a failure so the next call retries', async () => {
    server.use(
      http.get('*/config.json', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    await expect(loadConfig()).rejects.toThrow('500');
    expect(() => getConfig()).toThrow();
    await expect(loadConfig()).resolves.toEqual(testConfig);
  });

  it('rejects a configuration of the wrong shape', async () => {
    server.use(http.get('*/config.json', () => HttpResponse.json({ buildId: 'x' })));
    await expect(loadConfig()).rejects.toThrow('Invalid /config.json');
  });
});
