import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, ERROR_CODES, type ErrorCode } from '../errors.js';

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
    const nested = (error.originalError as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(nested)) {
      return nested.map((e) =>
        isGraphQLError(e) ? e : new GraphQLError(String((e as Error).message ?? e)),
      );
    }
    return [error];
  });
}

export function formatError(
  error: GraphQLError,
  requestId: string,
  log: FastifyBaseLogger,
): { formatted: GraphQLFormattedError; code: ErrorCode } {
  const original = error.originalError;
  const base = error.toJSON();
  if (original instanceof AppError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original.fields) extensions.fields = original.fields;
    return { formatted: { ...base, message: original.message, extensions }, code: original.code };
  }
  const declared = error.extensions?.code;
  if (!original || isGraphQLError(original)) {
    // Parse and validation errors, our limit rules, scalar parse errors: the client's input.
    const code =
      typeof declared === 'string' && KNOWN_CODES.has(declared) ? declared : 'BAD_USER_INPUT';
    return { formatted: { ...base, extensions: { code } }, code: code as ErrorCode };
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
): { statusCode: number; response: ExecutionResult } {
  const results = flatten(execution.errors ?? []).map((e) => formatError(e, requestId, log));
  const errors = results.map((r) => r.formatted);
  // Requests that never executed (parse, validation, limits) answer 400; execution errors 200.
  const executed = execution.data !== undefined && execution.data !== null;
  const onlyInput = results.every((r) => r.code === 'BAD_USER_INPUT');
  const statusCode = executed ? 200 : onlyInput ? 400 : 200;
  return {
    statusCode,
    response: { data: execution.data ?? null, errors: errors as unknown as GraphQLError[] },
  };
}
