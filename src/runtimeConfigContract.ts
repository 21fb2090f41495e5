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
}
