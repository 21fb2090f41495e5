// Expected failures carry a stable code that clients can act on (DESIGN.md convention 9).
// Anything that is not an AppError is unexpected: masked for the client, logged in full.

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'NOT_IMPLEMENTED',
  'RATE_LIMITED',
  'INTERNAL',
  // The request itself, refused before anything ran (transport; docs/graphql-contract.md).
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  // The answer was larger than the server sends (GRAPHQL_MAX_RESPONSE_BYTES).
  'RESPONSE_TOO_LARGE',
  // A database statement ran past its time limit and was cancelled (statement_timeout).
  'TIMEOUT',
  // The server is past its capacity: refused before any work (admission control) or after
  // waiting DB_POOL_WAIT_MS for a database connection. Answered 503 with Retry-After.
  'OVERLOADED',
  // The travel policy refuses the company account for this trip (issue 21,
  // docs/travel-policy-verdicts.md): blocked, needs approval, or needs a reason code.
  'POLICY_BLOCKED',
  'POLICY_APPROVAL_REQUIRED',
  'POLICY_REASON_REQUIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem with one input field: `field` names it, `rule` says which rule failed. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }
}

export function notImplemented(operation: string): AppError {
  return new AppError(
    'NOT_IMPLEMENTED',
    `${operation} is not implemented yet: it arrives with a later release.`,
  );
}

/** HTTP status that matches a code, for REST answers. */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'BAD_USER_INPUT':
      return 400;
    case 'NOT_FOUND':
      return 404;
    case 'NOT_IMPLEMENTED':
      return 501;
    case 'RATE_LIMITED':
      return 429;
    case 'INTERNAL':
      return 500;
    case 'BAD_REQUEST':
      return 400;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'METHOD_NOT_ALLOWED':
      return 405;
    case 'RESPONSE_TOO_LARGE':
      return 200; // GraphQL: it ran, and its answer is replaced by this error
    case 'TIMEOUT':
    case 'OVERLOADED':
      return 503;
    case 'POLICY_BLOCKED':
    case 'POLICY_APPROVAL_REQUIRED':
      return 403;
    case 'POLICY_REASON_REQUIRED':
      return 400;
  }
}

/** Codes of requests refused before anything ran: they answer with their own HTTP status. */
export const TRANSPORT_CODES: ReadonlySet<ErrorCode> = new Set([
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'OVERLOADED',
]);

/** What an overloaded server answers (OVERLOADED), and how many seconds it asks to wait. */
export const OVERLOADED_MESSAGE = 'The server is busy: try again in a moment.';
export const OVERLOADED_RETRY_AFTER_SECONDS = 1;

/**
 * A framework error about the request itself (Fastify's body parsing, mercurius' request
 * checks, a route's limit): the code and message to answer with, keeping its 4xx status.
 * Anything else (no 4xx status) is not the client's doing and stays unexpected.
 */
export function requestErrorOf(error: unknown): { code: ErrorCode; message: string } | null {
  const { statusCode, code, message } = (error ?? {}) as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  const text = typeof message === 'string' ? message : 'Bad request.';
  if (code === 'MER_ERR_METHOD_NOT_ALLOWED') {
    return { code: 'METHOD_NOT_ALLOWED', message: 'Only queries may be sent by GET: POST it.' };
  }
  switch (statusCode) {
    case 404:
      return { code: 'NOT_FOUND', message: text };
    case 405:
      return { code: 'METHOD_NOT_ALLOWED', message: text };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE', message: text };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: text };
    case 429:
      return { code: 'RATE_LIMITED', message: text };
  }
  if (code === 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND') {
    return { code: 'BAD_REQUEST', message: 'The request has no GraphQL query.' };
  }
  return { code: 'BAD_REQUEST', message: text };
}

/** Whether `error` or an error it wraps (drizzle wraps the driver's in `cause`) matches. */
function causes(error: unknown, matches: (e: { code?: unknown; message?: unknown }) => boolean) {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (matches(e as { code?: unknown; message?: unknown })) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's query_canceled: a statement stopped by statement_timeout (or a cancel). */
const QUERY_CANCELED = '57014';

/** Whether an error (or the error it wraps, as drizzle does) is a cancelled statement. */
export function isStatementTimeout(error: unknown): boolean {
  return causes(error, (e) => e.code === QUERY_CANCELED);
}

/**
 * What node-postgres' pool (pg-pool) rejects a query or a checkout with when no connection
 * came free within its connectionTimeoutMillis (DB_POOL_WAIT_MS): a plain Error, no code.
 * PGlite has no pool: its statements queue without a deadline, so it has no equivalent.
 */
const POOL_WAIT_EXCEEDED = 'timeout exceeded when trying to connect';

/**
 * Whether an error (or the error it wraps) is a wait for a pooled database connection that ran
 * past DB_POOL_WAIT_MS: every connection was busy, so the server is past its capacity and the
 * request is answered OVERLOADED (503, Retry-After), as admission control would have.
 */
export function isPoolWaitExceeded(error: unknown): boolean {
  return causes(error, (e) => e.message === POOL_WAIT_EXCEEDED && e.code === undefined);
}
