import { describe, expect, it } from 'vitest';
import { normalizeErrorMessage, toHttpError } from './errors';
import { HttpError } from './httpError';

describe('normalizeErrorMessage', () => {
  it('keeps the text before the stack and removes the Error: prefix', () => {
    expect(normalizeErrorMessage('Error: Boom\n    at foo (http://x/a.js:1:2)')).toBe('Boom');
    expect(normalizeErrorMessage('Error: Boom at Object.<anonymous> (/srv/a.js:10:5)')).toBe(
      'Boom',
    );
    expect(normalizeErrorMessage(new Error('Error: Not allowed'))).toBe('Not allowed');
  });

  it('keeps ordinary words such as "at least"', () => {
    expect(normalizeErrorMessage('Password must be at least 6 characters long')).toBe(
      'Password must be at least 6 characters long',
    );
    expect(normalizeErrorMessage('Meeting at 10:30')).toBe('Meeting at 10:30');
  });

  it("falls back to 'GraphQL Error (Code: {status})' without a message", () => {
    expect(normalizeErrorMessage('', 502)).toBe('GraphQL Error (Code: 502)');
    expect(normalizeErrorMessage(undefined, 500)).toBe('GraphQL Error (Code: 500)');
    expect(normalizeErrorMessage('Error:', 404)).toBe('GraphQL Error (Code: 404)');
  });
});

describe('toHttpError', () => {
  it('maps UNAUTHENTICATED and "unauthorized" to 401', () => {
    const e = toHttpError({
      graphQLErrors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(e).toBeInstanceOf(HttpError);
    expect(e.status).toBe(401);
    expect(toHttpError({ graphQLErrors: [{ message: 'unauthorized' }] }).status).toBe(401);
  });

  it('maps FORBIDDEN to 403', () => {
    const e = toHttpError({
      graphQLErrors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(e.status).toBe(403);
    expect(e.message).toBe('no');
  });

  it('maps BAD_USER_INPUT to 400 with body.errors per field', () => {
    const e = toHttpError({
      graphQLErrors: [
        { message: 'Email is invalid', extensions: { code: 'BAD_USER_INPUT', field: 'email' } },
        {
          message: 'bad',
          extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Name is required' } },
        },
      ],
    });
    expect(e.status).toBe(400);
    expect(e.body?.errors).toEqual({ email: 'Email is invalid', name: 'Name is required' });
  });

  it('puts field-less input errors under root.serverError', () => {
    const e = toHttpError({
      graphQLErrors: [{ message: 'Nope', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(e.body?.errors).toEqual({ root: { serverError: 'Nope' } });
  });

  it('keeps the HTTP status of other failures, else 500', () => {
    expect(toHttpError({ status: 503, message: '' }).status).toBe(503);
    expect(toHttpError({ status: 503, message: '' }).message).toBe('GraphQL Error (Code: 503)');
    expect(toHttpError({ graphQLErrors: [{ message: 'Error: kaput' }] }).status).toBe(500);
    expect(toHttpError({ networkError: { statusCode: 502 }, message: 'gw' }).status).toBe(502);
  });
});
