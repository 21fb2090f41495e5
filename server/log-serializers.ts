import type { FastifyRequest } from 'fastify';

/*
 * What a request or an error looks like in the logs. The rule is by kind, not by name: no
 * query-string value and no SQL parameter value is ever written, whatever the parameter is
 * called (docs/security.md, "Log hygiene").
 */

const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_.[\]-]{0,39}$/;
const MAX_PATH = 512;

/**
 * The path, and of the query string only the parameter names: `/auth/google/callback?code=…&
 * state=…`. A key without `=` (a flag, or a bare token as `?eyJ…`) and a name not shaped like
 * one are hidden too.
 */
export function loggableUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const shortPath = path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
  if (cut === -1 || url[cut] === '#') return shortPath;
  const query = url.slice(cut + 1).split('#')[0] ?? '';
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return '…';
      const raw = pair.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        name = raw;
      }
      return PARAMETER_NAME.test(name) ? `${name}=…` : '…';
    });
  return names.length ? `${shortPath}?${names.join('&')}` : shortPath;
}

/** Fastify's request serializer, with the URL made loggable. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of PostgreSQL (pg, PGlite) and drizzle errors that carry values, never identifiers. */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
  'hint',
  'raw',
]);
/** Fields kept as they are: identifiers, codes and positions. */
const SCALAR = new Set(['string', 'number', 'boolean']);
const MAX_DEPTH = 4;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);

/**
 * An error message without values: drizzle's "Failed query: … params: …" loses the params
 * line, and a PostgreSQL data exception (SQLSTATE class 22, whose message quotes the value it
 * refused, e.g. `invalid input syntax for type uuid: "…"`) loses the quoted value.
 */
export function loggableMessage(message: string, code?: unknown): string {
  let text = message.replace(/\nparams: [\s\S]*$/, '');
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
    text = text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
  }
  return text;
}

function serializeAt(error: ErrorLike, depth: number): Record<string, unknown> {
  const message = typeof error.message === 'string' ? error.message : String(error.message);
  const safeMessage = loggableMessage(message, error.code);
  const out: Record<string, unknown> = {
    type: error instanceof Error ? error.constructor.name : String(error.name ?? 'Error'),
    message: safeMessage,
  };
  if (typeof error.stack === 'string') {
    const frames = error.stack.indexOf('\n    at ');
    out.stack = `${String(out.type)}: ${safeMessage}${frames === -1 ? '' : error.stack.slice(frames)}`;
  }
  for (const key of Object.keys(error)) {
    if (key in out || key === 'cause' || VALUE_FIELDS.has(key)) continue;
    const value = error[key];
    if (value === undefined) continue;
    if (isErrorLike(value)) {
      if (depth < MAX_DEPTH) out[key] = serializeAt(value, depth + 1);
    } else if (SCALAR.has(typeof value)) {
      out[key] = key === 'message' ? loggableMessage(String(value), error.code) : value;
    } else if (key === 'fields' || key === 'extensions' || key === 'path') {
      out[key] = value;
    }
  }
  if (isErrorLike(error.cause) && depth < MAX_DEPTH) {
    out.cause = serializeAt(error.cause, depth + 1);
  }
  return out;
}

/**
 * The `err` serializer of every logger: type, message, stack, the error's scalar fields
 * (SQLSTATE code, table, constraint, the SQL text with its $n placeholders) and its causes,
 * without parameter values or the fields PostgreSQL fills with them.
 */
export function serializeError(error: unknown): unknown {
  return isErrorLike(error) ? serializeAt(error, 0) : error;
}
