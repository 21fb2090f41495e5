import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../server/errors';
import { formatExecution } from '../../../server/graphql/format-errors';

function fakeLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

const executionError = (original: Error) =>
  new GraphQLError(original.message, { path: ['profile'], originalError: original });

describe('GraphQL error formatting', () => {
  it('masks an unexpected error, names the request id and logs it in full', () => {
    const { log, error } = fakeLog();
    const secret = new Error('connection to 10.0.0.5 refused: password authentication failed');
    const { statusCode, response } = formatExecution(
      { data: { profile: null }, errors: [executionError(secret)] },
      'req-1234abcd',
      log,
    );
    expect(statusCode).toBe(200);
    const [formatted] = response.errors ?? [];
    expect(formatted.message).toBe('Internal error. Reference: req-1234abcd');
    expect(formatted.extensions).toEqual({ code: 'INTERNAL', request_id: 'req-1234abcd' });
    expect(JSON.stringify(response)).not.toContain('10.0.0.5');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: secret, requestId: 'req-1234abcd' }),
      'unexpected GraphQL error',
    );
  });

  it('keeps an expected error with its code and field errors', () => {
    const { log, error } = fakeLog();
    const fields = [{ field: 'email', rule: 'format', message: 'Email is invalid' }];
    const { response } = formatExecution(
      {
        data: null,
        errors: [executionError(new AppError('BAD_USER_INPUT', 'Check the form', fields))],
      },
      'r',
      log,
    );
    expect(response.errors?.[0].message).toBe('Check the form');
    expect(response.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
    expect(error).not.toHaveBeenCalled();
  });

  it.each(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'NOT_IMPLEMENTED'] as const)(
    'passes %s through',
    (code) => {
      const { log } = fakeLog();
      const { response } = formatExecution(
        { data: { x: null }, errors: [executionError(new AppError(code, 'nope'))] },
        'r',
        log,
      );
      expect(response.errors?.[0].extensions?.code).toBe(code);
    },
  );
});

describe('a statement stopped by its time limit', () => {
  it('answers TIMEOUT with the request id, not INTERNAL, and does not log an error', () => {
    const { log, error } = fakeLog();
    const canceled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const wrapped = Object.assign(new Error('Failed query: select …'), { cause: canceled });
    const { response } = formatExecution(
      { data: { search_properties: null }, errors: [executionError(wrapped)] },
      'req-1',
      { ...log, warn: vi.fn() } as unknown as FastifyBaseLogger,
    );
    expect(response.errors?.[0].extensions).toEqual({ code: 'TIMEOUT', request_id: 'req-1' });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a wait for a database connection past DB_POOL_WAIT_MS', () => {
  // What pg-pool rejects with; drizzle wraps it as it wraps every driver error.
  const waited = () =>
    Object.assign(new Error('Failed query: select …'), {
      cause: new Error('timeout exceeded when trying to connect'),
    });

  it('answers 503 OVERLOADED when nothing was answered, and does not log an error', () => {
    const { log, error } = fakeLog();
    const { statusCode, response } = formatExecution(
      { data: null, errors: [executionError(waited())] },
      'req-1',
      { ...log, warn: vi.fn() } as unknown as FastifyBaseLogger,
    );
    expect(statusCode).toBe(503);
    expect(response.errors?.[0]).toMatchObject({
      message: 'The server is busy: try again in a moment.',
      extensions: { code: 'OVERLOADED' },
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps 200 when other fields were answered, the waiting one marked OVERLOADED', () => {
    const { log } = fakeLog();
    const { statusCode, response } = formatExecution(
      {
        data: { profile: null, service_info: { service: 'main' } },
        errors: [executionError(waited())],
      },
      'req-1',
      { ...log, warn: vi.fn() } as unknown as FastifyBaseLogger,
    );
    expect(statusCode).toBe(200);
    expect(response.errors?.[0].extensions).toEqual({ code: 'OVERLOADED' });
  });

  it('leaves another error with the same words but a code of its own unexpected', () => {
    const { log, error } = fakeLog();
    const other = Object.assign(new Error('timeout exceeded when trying to connect'), {
      code: 'ECONNREFUSED',
    });
    const { response } = formatExecution(
      { data: { profile: null }, errors: [executionError(other)] },
      'req-1',
      log,
    );
    expect(response.errors?.[0].extensions?.code).toBe('INTERNAL');
    expect(error).toHaveBeenCalled();
  });
});
