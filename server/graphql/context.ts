import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { VerifiedPatron } from '../auth/patron.js';
import type { RequestAuth } from '../auth/request-auth.js';
import type { AuthUser } from '../domain/accounts/sessions.js';
import type { Database } from '../db/client.js';
import type { PaymentRails } from '../providers/payments/index.js';
import type { PlacesCache } from '../domain/inventory/places/answer-cache.js';
import type { PlacesPage } from '../domain/inventory/places/service.js';
import type { ServiceName } from './services.js';

/** What every resolver receives. */
export interface RequestContext {
  service: ServiceName;
  requestId: string;
  /** From the x-locale header: 'vi' (default) or 'en'; 'zh-TW' is accepted and kept. */
  locale: string;
  /** The verified X-Patron-Id (see server/auth/patron.ts), or null. */
  patronId: string | null;
  /**
   * Whose account the operation reads and writes: the signed-in user, or the person they act
   * for where common/permissions/acting.ts allows it (set per root field by ./acting.ts).
   */
  user: AuthUser | null;
  /** The signed-in user (from `authorization: Bearer <access token>`), or null, always. */
  actor: AuthUser | null;
  /** The account a travel agent or delegate acts for in this request, verified and audited. */
  patron: VerifiedPatron | null;
  /** Account services and the raw auth state (server/auth/request-auth.ts). */
  auth: RequestAuth | null;
  /** The client address (behind trusted proxies: from X-Forwarded-For). */
  ip: string;
  config: AppConfig;
  database: Database;
  /** The configured payment rails (server/providers/payments). */
  paymentRails: PaymentRails;
  /** This node's autocomplete answers (answer-cache.ts); absent: every question asks. */
  placesCache?: PlacesCache<PlacesPage>;
}

export function localeFrom(request: FastifyRequest, fallback: string): string {
  const header = request.headers['x-locale'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[a-z]{2}([-_][A-Za-z]{2})?$/.test(value) ? value.replace('_', '-') : fallback;
}

export function buildContext(
  service: ServiceName,
  config: AppConfig,
  database: Database,
  paymentRails: PaymentRails = {},
  placesCache?: PlacesCache<PlacesPage>,
): (request: FastifyRequest, reply: FastifyReply) => RequestContext {
  return (request) => {
    const auth = request.auth ?? null;
    return {
      service,
      requestId: request.id,
      locale: localeFrom(request, config.defaultLocale),
      patronId: auth?.patron?.id ?? null,
      user: auth?.user ?? null,
      actor: auth?.user ?? null,
      patron: auth?.patron ?? null,
      auth,
      ip: request.ip,
      config,
      database,
      paymentRails,
      placesCache,
    };
  };
}
