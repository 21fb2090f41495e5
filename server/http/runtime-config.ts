import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { RuntimeConfig } from '../../common/runtime-config-contract.js';
import { enabledPaymentMethods } from '../domain/payments/methods.js';

export function runtimeConfig(config: AppConfig, buildId: string): RuntimeConfig {
  return {
    buildId,
    defaultLocale: config.defaultLocale,
    locales: ['vi', 'en'],
    accountBaseUrl: config.accountBaseUrl,
    otpBaseUrl: config.otpBaseUrl,
    captureExceptionUrl: '/api/captureException',
    graphql: config.serviceUrls,
    // Google sign-in: the real Google client or, outside production, the dev IdP at /dev/idp.
    features: {
      googleSignIn: Boolean(config.auth.google) || config.auth.devIdp,
      devOutbox: config.auth.devOutbox,
    },
    analytics: config.analytics,
    mapTileUrl: config.mapTileUrl,
    // The same catalogue checkout takes its supported methods from (no token needed to read it).
    payments: { methods: enabledPaymentMethods(config.payments) },
    corporateThemes: config.corporateThemes,
  };
}

export async function runtimeConfigRoute(
  app: FastifyInstance,
  opts: { config: AppConfig; buildId: string },
) {
  const body = runtimeConfig(opts.config, opts.buildId);
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
