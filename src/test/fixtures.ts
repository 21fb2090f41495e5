import type { RuntimeConfig } from '../config';

/** A configuration shaped like the server's /config.json (test values only). */
export const testConfig: RuntimeConfig = {
  buildId: 'test',
  defaultLocale: 'vi',
  locales: ['vi', 'en'],
  accountBaseUrl: '/api/v1',
  otpBaseUrl: '/oauth2',
  captureExceptionUrl: '/api/captureException',
  graphql: {
    main: '/graphql/main',
    corporate: '/graphql/corporate',
    property: '/graphql/property',
    payments: '/graphql/payments',
    places: '/graphql/places',
    flights: '/graphql/flights',
    trips: '/graphql/trips',
    currencies: '/graphql/currencies',
    hub: '/graphql/hub',
    admin: '/graphql/admin',
    'last-change': '/graphql/last-change',
  },
  features: { googleSignIn: false, devOutbox: true },
  analytics: {
    sessionReplayUrl: null,
    tagManagerUrl: null,
    tagManagerId: null,
    tagManagerLoad: 'defer',
  },
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};
