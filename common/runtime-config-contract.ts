// The /config.json contract, shared by the server that writes it (server/http/runtime-config.ts)
// and the browser that reads it (src/config.ts). Types and constants only: nothing here may pull
// server code into the bundle or browser code into the server.

/** The eleven GraphQL services of the spec, each served at /graphql/<service>. */
export const SERVICE_NAMES = [
  'main',
  'corporate',
  'property',
  'payments',
  'places',
  'flights',
  'trips',
  'currencies',
  'hub',
  'admin',
  'last-change',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface AnalyticsConfig {
  sessionReplayUrl: string | null;
  tagManagerUrl: string | null;
  tagManagerId: string | null;
  tagManagerLoad: 'defer' | 'async';
}

/** Runtime configuration, served at /config.json (never baked into the bundle). */
export interface RuntimeConfig {
  buildId: string;
  defaultLocale: 'vi' | 'en';
  locales: Array<'vi' | 'en'>;
  /** REST account service, e.g. "/api/v1". */
  accountBaseUrl: string;
  /** One-time code service, e.g. "/oauth2". */
  otpBaseUrl: string;
  /** Error and slow-call reports, e.g. "/api/captureException". */
  captureExceptionUrl: string;
  /** One GraphQL endpoint per service, e.g. { main: "/graphql/main" }; absolute URLs allowed. */
  graphql: Record<ServiceName, string>;
  features: { googleSignIn: boolean; devOutbox: boolean };
  analytics: AnalyticsConfig;
  mapTileUrl: string;
  /**
   * Spec §6 themes: the corporate levels whose members get the dark theme, and the corporates
   * (bank customers) that get the bank's light theme. Lower-case ids.
   */
  corporateThemes: { darkLevelIds: string[]; bankCorporateIds: string[] };
  /** The payment rails this server takes, in display order (server/domain/payments/methods.ts). */
  payments: { methods: PaymentMethodInfo[] };
}

/** Codes of spec §3's order payment methods that Wayfare runs. */
export const PAYMENT_METHOD_CODES = [
  'CARD',
  'VNPAY',
  'P2C2P',
  'BANK_TRANSFER',
  'WALLET',
  'CORPORATE_WALLET',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** A surcharge: a percentage of the amount plus a fixed part in minor units of `currency`. */
export interface PaymentFee {
  percent: number;
  fixed: number;
  currency: string;
}

/** One payment rail as the server offers it. */
export interface PaymentMethodInfo {
  code: PaymentMethodCode;
  /** Everyone, or only travellers paying with their company's account. */
  audience: 'ALL' | 'CORPORATE';
  currencies: string[];
  fee: PaymentFee;
  /** INSTANT, or ON_CREDIT: confirmed when the money is credited (bank transfer). */
  confirmation: 'INSTANT' | 'ON_CREDIT';
  /** ON_CREDIT rails: minutes the seats or rooms are held while the money arrives. */
  hold_minutes: number | null;
  refund: {
    to: 'ORIGINAL_METHOD' | 'BANK_ACCOUNT' | 'WALLET' | 'CORPORATE_ACCOUNT';
    min_business_days: number;
    max_business_days: number;
  };
}
