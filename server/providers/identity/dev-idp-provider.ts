import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * The development identity provider: a real OpenID provider (the oidc-provider package, a
 * certified implementation) standing in for Google when GOOGLE_CLIENT_ID is unset outside
 * production. Signing keys, client secret and cookie keys are made fresh at every start; its
 * state lives in memory. It is loaded with a dynamic import, so production never loads it.
 */

export const DEV_CLIENT_ID = 'wayfare-dev';
export const DEV_ID_TOKEN_ALG = 'ES256';

/** A person the chooser signed in: the account id encodes the e-mail. */
export interface DevAccount {
  email: string;
  given_name: string | null;
  family_name: string | null;
}

/** The few members of oidc-provider's Provider this app uses (the package ships no types). */
export interface DevProvider {
  proxy: boolean;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ uid: string; prompt: { name: string }; params: Record<string, unknown> }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Client: { prototype: { redirectUriAllowed(value: string): boolean } };
}

interface GrantLike {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

interface ProviderContext {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    provider: {
      Grant: {
        new (props: { clientId: string; accountId: string }): GrantLike;
        find(id: string): Promise<GrantLike | undefined>;
      };
    };
  };
  type: string;
  body: string;
}

export const accountIdOf = (email: string) => Buffer.from(email, 'utf8').toString('base64url');
export const emailOfAccountId = (id: string) => Buffer.from(id, 'base64url').toString('utf8');

/** True for the callback page of the web app on any origin (the dev client only). */
export function isAppCallback(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.pathname === '/auth/google/callback' && !url.hash;
  } catch {
    return false;
  }
}

export async function createDevProvider(opts: {
  issuer: string;
  clientSecret: string;
  /** Names for an e-mail: the chooser's entry, else the user's names in the database. */
  lookup(email: string): Promise<DevAccount>;
}): Promise<DevProvider> {
  const { default: Provider } = (await import('oidc-provider')) as unknown as {
    default: new (issuer: string, configuration: Record<string, unknown>) => DevProvider;
  };
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: DEV_ID_TOKEN_ALG,
    use: 'sig',
  };

  const provider = new Provider(opts.issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: opts.clientSecret,
        redirect_uris: ['http://localhost/auth/google/callback'],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: DEV_ID_TOKEN_ALG,
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the ID token itself carries e-mail and names.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      AccessToken: 60 * 60,
    },
    pkce: { required: () => true },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `/dev/idp/interaction/${interaction.uid}`,
    },
    clientBasedCORS: () => false,
    async findAccount(_ctx: unknown, sub: string) {
      const account = await opts.lookup(emailOfAccountId(sub));
      return {
        accountId: sub,
        async claims() {
          const name = [account.given_name, account.family_name].filter(Boolean).join(' ');
          return {
            sub,
            email: account.email,
            email_verified: true,
            ...(account.given_name ? { given_name: account.given_name } : {}),
            ...(account.family_name ? { family_name: account.family_name } : {}),
            ...(name ? { name } : {}),
          };
        },
      };
    },
    // The first-party client needs no consent screen: every sign-in gets the standard scopes.
    async loadExistingGrant(ctx: ProviderContext) {
      const { client, session, provider: p } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const found = await p.Grant.find(existing);
        if (found) return found;
      }
      const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx: ProviderContext, out: Record<string, string>) {
      ctx.type = 'html';
      const lines = Object.entries(out).map(
        ([k, v]) => `<p><b>${escapeHtml(k)}</b>: ${escapeHtml(String(v))}</p>`,
      );
      ctx.body = `<!doctype html><title>Development sign-in error</title><h1>Sign-in error</h1>${lines.join('')}`;
    },
  });
  provider.proxy = true;
  // The dev client may return to the web app's callback page on whatever origin serves it.
  provider.Client.prototype.redirectUriAllowed = isAppCallback;
  return provider;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
