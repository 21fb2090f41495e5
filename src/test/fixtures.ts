import type { RuntimeConfig } from '../config';
import type { PaymentMethodInfo } from '../../common/runtime-config-contract';

const noFee = { percent: 0, fixed: 0, currency: 'VND' };
const instant = (
  code: PaymentMethodInfo['code'],
  to: PaymentMethodInfo['refund']['to'],
  days: [number, number],
): PaymentMethodInfo => ({
  code,
  audience: code === 'CORPORATE_WALLET' ? 'CORPORATE' : 'ALL',
  currencies: ['VND'],
  fee: noFee,
  confirmation: 'INSTANT',
  hold_minutes: null,
  refund: { to, min_business_days: days[0], max_business_days: days[1] },
});

/** The six rails as a default server offers them (server/domain/payments/methods.ts). */
export const testPaymentMethods: PaymentMethodInfo[] = [
  {
    ...instant('CARD', 'ORIGINAL_METHOD', [5, 10]),
    fee: { percent: 2.2, fixed: 0, currency: 'VND' },
  },
  instant('VNPAY', 'ORIGINAL_METHOD', [5, 15]),
  instant('P2C2P', 'ORIGINAL_METHOD', [7, 14]),
  {
    ...instant('BANK_TRANSFER', 'BANK_ACCOUNT', [3, 5]),
    confirmation: 'ON_CREDIT',
    hold_minutes: 60,
  },
  instant('WALLET', 'WALLET', [0, 1]),
  instant('CORPORATE_WALLET', 'CORPORATE_ACCOUNT', [0, 1]),
];

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
  payments: { methods: testPaymentMethods },
  corporateThemes: { darkLevelIds: [], bankCorporateIds: [] },
};
