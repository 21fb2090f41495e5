import * as client from 'openid-client';

/*
 * An OpenID Connect relying party (authorization code + PKCE + nonce + state) over
 * openid-client. ID token signatures are always verified against the provider's JWKS
 * (enableNonRepudiationChecks), besides the issuer, audience, nonce and expiry checks.
 */

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** ID token algorithm registered for the client (Google: RS256). */
  idTokenAlg?: string;
  /** For a provider reached without the network (the dev IdP in the same process). */
  fetch?: client.CustomFetch;
  /** Allow http:// (development only). */
  allowHttp?: boolean;
  /** `prompt` of the authorization request (Google: select_account, to pick an account). */
  prompt?: string;
}

/** What a sign-in attempt keeps between start and callback (stored with session_params). */
export interface OidcAttempt {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  email_verified: boolean;
  given_name: string | null;
  family_name: string | null;
}

export interface OidcClient {
  start(redirectUri: string): Promise<{ url: string; attempt: OidcAttempt }>;
  /** `params`: the query the provider sent back to the redirect URI (code, state, iss…). */
  finish(params: Record<string, string>, attempt: OidcAttempt): Promise<OidcIdentity>;
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    configuration ??= client
      .discovery(
        new URL(options.issuer),
        options.clientId,
        { id_token_signed_response_alg: options.idTokenAlg ?? 'RS256' },
        client.ClientSecretBasic(options.clientSecret),
        {
          ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
          execute: [
            client.enableNonRepudiationChecks,
            ...(options.allowHttp ? [client.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((err: unknown) => {
        configuration = undefined; // try again on the next sign-in
        throw err;
      });
    return configuration;
  };

  return {
    async start(redirectUri) {
      const config = await discover();
      const attempt: OidcAttempt = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        code_verifier: client.randomPKCECodeVerifier(),
        redirect_uri: redirectUri,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(attempt.code_verifier),
        code_challenge_method: 'S256',
        ...(options.prompt ? { prompt: options.prompt } : {}),
      });
      return { url: url.href, attempt };
    },

    async finish(params, attempt) {
      const config = await discover();
      const callback = new URL(attempt.redirect_uri);
      for (const [key, value] of Object.entries(params)) callback.searchParams.set(key, value);
      // A flow talks to exactly one provider (kept with session_params), so there is no mix-up
      // to detect when the browser did not forward `iss`: the expected issuer is filled in.
      if (!callback.searchParams.has('iss')) {
        callback.searchParams.set('iss', config.serverMetadata().issuer);
      }
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: attempt.code_verifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      const text = (value: unknown) =>
        typeof value === 'string' && value.trim() ? value.trim() : null;
      return {
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        email_verified: claims.email_verified === true,
        given_name: text(claims.given_name),
        family_name: text(claims.family_name),
      };
    },
  };
}
