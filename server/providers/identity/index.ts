import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthConfig } from '../../config.js';
import { injectFetch } from './inject-fetch.js';
import { createOidcClient, type OidcClient } from './oidc-client.js';
import {
  createDevProvider,
  DEV_CLIENT_ID,
  DEV_ID_TOKEN_ALG,
  type DevAccount,
  type DevProvider,
} from './dev-idp-provider.js';

export type { OidcAttempt, OidcClient, OidcIdentity } from './oidc-client.js';

/**
 * Google sign-in: the real Google (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET) or, outside
 * production without them, the development provider at /dev/idp. Both are reached through
 * the same OpenID Connect client; only the dev provider's back channel (discovery, JWKS,
 * token endpoint) goes through app.inject instead of the network.
 */
export interface IdentityService {
  kind: 'google' | 'dev';
  client(): Promise<OidcClient>;
  /** The dev provider (kind 'dev' only), created on first use. */
  devProvider?: () => Promise<DevProvider>;
  /** Names the dev chooser was given for an e-mail (kind 'dev' only). */
  devAccounts?: Map<string, DevAccount>;
}

export function createIdentityService(
  config: AuthConfig,
  deps: { app: FastifyInstance; lookupNames(email: string): Promise<DevAccount | null> },
): IdentityService | null {
  if (config.google) {
    const google = config.google;
    const client = createOidcClient({
      issuer: google.issuer,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      prompt: 'select_account',
    });
    return { kind: 'google', client: async () => client };
  }
  if (!config.devIdp) return null;

  const clientSecret = randomBytes(32).toString('base64url');
  const devAccounts = new Map<string, DevAccount>();
  let provider: Promise<DevProvider> | undefined;
  const devProvider = () =>
    (provider ??= createDevProvider({
      issuer: config.devIdpIssuer,
      clientSecret,
      lookup: async (email) =>
        devAccounts.get(email) ??
        (await deps.lookupNames(email)) ?? { email, given_name: null, family_name: null },
    }));
  const client = createOidcClient({
    issuer: config.devIdpIssuer,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    idTokenAlg: DEV_ID_TOKEN_ALG,
    fetch: injectFetch(deps.app),
    allowHttp: true,
  });
  return { kind: 'dev', client: async () => client, devProvider, devAccounts };
}
