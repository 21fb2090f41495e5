import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '../../../server/graphql/services';
import { useTestApp } from '../support/app';

const testApp = useTestApp({
  GRAPHQL_LAST_CHANGE_URL: 'https://changes.example.vn/graphql',
  TAG_MANAGER_URL: 'https://tags.example.vn/gtm.js',
  TAG_MANAGER_ID: 'GTM-TEST',
  DEFAULT_LOCALE: 'en',
  CORPORATE_THEME_DARK_LEVEL_IDS: ' 6F1C0A5E-0000-4000-8000-000000000001, ',
  CORPORATE_THEME_BANK_IDS: 'b1,b2',
});

describe('/config.json', () => {
  it('gives the browser every service base URL, environment overrides included', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = response.json();
    expect(Object.keys(config.graphql).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(config.graphql.main).toBe('/graphql/main');
    expect(config.graphql['last-change']).toBe('https://changes.example.vn/graphql');
    expect(config.accountBaseUrl).toBe('/api/v1');
    expect(config.otpBaseUrl).toBe('/oauth2');
    expect(config.captureExceptionUrl).toBe('/api/captureException');
    expect(config.defaultLocale).toBe('en');
    expect(config.locales).toEqual(['vi', 'en']);
    expect(config.analytics).toEqual({
      sessionReplayUrl: null,
      tagManagerUrl: 'https://tags.example.vn/gtm.js',
      tagManagerId: 'GTM-TEST',
      tagManagerLoad: 'defer',
    });
    expect(config.corporateThemes).toEqual({
      darkLevelIds: ['6f1c0a5e-0000-4000-8000-000000000001'],
      bankCorporateIds: ['b1', 'b2'],
    });
    expect(typeof config.buildId).toBe('string');
  });
});
