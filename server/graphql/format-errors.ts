import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  ERROR_CODES,
  isPoolWaitExceeded,
  isStatementTimeout,
  OVERLOADED_MESSAGE,
  TRANSPORT_CODES,
  httpStatusFor,
  requestErrorOf,
  type ErrorCode,
} from '../errors.js';

// Every error a client sees carries extensions.code. Expected failures (AppError, GraphQL
// syntax/validation) keep their message; anything else is masked with the request id and
// logged in full so support can find it.

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/**
 * Mercurius (CommonJS) and this module (ESM) may load different copies of graphql-js, so a
 * GraphQLError is recognised by name, never by instanceof.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/** Mercurius wraps validation failures in one error whose originalError lists them all. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const original = error.originalError as { errors?: unknown; code?: unknown } | undefined;
    const nested = original?.errors;
    // Only validation wrappers are unpacked; others (a mutation by GET…) keep their status.
    if (Array.isArray(nested) && original?.code === 'MER_ERR_GQL_VALIDATION') {
      return nested.map((e) =>
        isGraphQLError(e) ? e : new GraphQLError(String((e as Error).message ?? e)),
      );
    }
    return [error];
  });
}

/** graphql-js' "Did you mean …?" hints name fields and values a client did not ask about. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export interface FormatOptions {
  /** Production: drop field and value suggestions from messages (introspection is off too). */
  maskSuggestions?: boolean;
}

export function formatError(
  error: GraphQLError,
  requestId: string,
  log: FastifyBaseLogger,
  options: FormatOptions = {},
): { formatted: GraphQLFormattedError; code: ErrorCode } {
  const original = error.originalError;
  const json = error.toJSON();
  const base = options.maskSuggestions
    ? { ...json, message: json.message.replace(SUGGESTION, '') }
    : json;
  if (original instanceof AppError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original.fields) extensions.fields = original.fields;
    return { formatted: { ...base, message: original.message, extensions }, code: original.code };
  }
  // The request itself (body parsing, media type, size, no query): its own code, never INTERNAL.
  const transport = !error.path && original ? requestErrorOf(original) : null;
  if (transport) {
    return {
      formatted: { message: transport.message, extensions: { code: transport.code } },
      code: transport.code,
    };
  }
  const declared = error.extensions?.code;
  if (!original || isGraphQLError(original)) {
    // Parse and validation errors, our limit rules, scalar parse errors: the client's input.
    const code =
      typeof declared === 'string' && KNOWN_CODES.has(declared) ? declared : 'BAD_USER_INPUT';
    const fields = error.extensions?.fields;
    const extensions = Array.isArray(fields) ? { code, fields } : { code };
    return { formatted: { ...base, extensions }, code: code as ErrorCode };
  }
  if (isPoolWaitExceeded(original)) {
    // No database connection came free within DB_POOL_WAIT_MS: overload, not a bug.
    log.warn({ requestId, path: error.path }, 'GraphQL: no database connection, overloaded');
    return {
      formatted: {
        message: OVERLOADED_MESSAGE,
        locations: base.locations,
        path: base.path,
        extensions: { code: 'OVERLOADED' },
      },
      code: 'OVERLOADED',
    };
  }
  if (isStatementTimeout(original)) {
    // The database's statement_timeout stopped it: the query asked too much, not a bug.
    log.warn({ requestId, path: error.path }, 'GraphQL statement cancelled by its time limit');
    return {
      formatted: {
        message: 'This took too long and was stopped: ask for less and try again.',
        locations: base.locations,
        path: base.path,
        extensions: { code: 'TIMEOUT', request_id: requestId },
      },
      code: 'TIMEOUT',
    };
  }
  log.error({ err: original, requestId, path: error.path }, 'unexpected GraphQL error');
  return {
    formatted: {
      message: `Internal error. Reference: ${requestId}`,
      locations: base.locations,
      path: base.path,
      extensions: { code: 'INTERNAL', request_id: requestId },
    },
    code: 'INTERNAL',
  };
}

export function formatExecution(
  execution: ExecutionResult,
  requestId: string,
  log: FastifyBaseLogger,
  options: FormatOptions = {},
): { statusCode: number; response: ExecutionResult } {
  const results = flatten(execution.errors ?? []).map((e) =>
    formatError(e, requestId, log, options),
  );
  const errors = results.map((r) => r.formatted);
  // Requests that never executed answer 4xx: transport errors (bad body, media type, size, rate)
  // their own status, parse/validation/limit errors 400. Execution errors answer 200, except
  // OVERLOADED with no data at all: nothing was answered, so 503 (Retry-After: register.ts).
  const executed = execution.data !== undefined && execution.data !== null;
  const transport =
    execution.data === undefined
      ? results.find((r) => TRANSPORT_CODES.has(r.code))
      : !executed
        ? results.find((r) => r.code === 'OVERLOADED')
        : undefined;
  const onlyInput = results.every((r) => r.code === 'BAD_USER_INPUT');
  const statusCode = executed
    ? 200
    : transport
      ? httpStatusFor(transport.code)
      : onlyInput
        ? 400
        : 200;
  return {
    statusCode,
    response: { data: execution.data ?? null, errors: errors as unknown as GraphQLError[] },
  };
}
