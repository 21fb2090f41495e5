import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { ServiceName } from './services.js';

/** What every resolver receives. Later issues add the signed-in user and the patron. */
export interface RequestContext {
  service: ServiceName;
  requestId: string;
  /** From the x-locale header: 'vi' (default) or 'en'; 'zh-TW' is accepted and kept. */
  locale: string;
  /** The X-Patron-Id header, verified by the accounts issue before anything acts on it. */
  patronId: string | null;
  config: AppConfig;
  database: Database;
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
): (request: FastifyRequest, reply: FastifyReply) => RequestContext {
  return (request) => {
    const patron = request.headers['x-patron-id'];
    return {
      service,
      requestId: request.id,
      locale: localeFrom(request, config.defaultLocale),
      patronId: (Array.isArray(patron) ? patron[0] : patron) || null,
      config,
      database,
    };
  };
}
