import { describe, expect, it } from 'vitest';
import type { FieldError as ServerFieldError } from '../../server/errors';
import { normalizeErrorMessage, toHttpError } from './errors';
import { FIELD_RULES, type FieldError } from './fieldErrors';
import { HttpError } from './httpError';

/**
 * A BAD_USER_INPUT error exactly as server/graphql/format-errors.ts sends it (its test,
 * tests/server/graphql/field-errors.test.ts, checks the same shape on the wire). Typed by the
 * server's own FieldError, so a change of shape there fails the type check here.
 */
const serverFields: ServerFieldError[] = [
  { field: 'email', rule: 'invalid_format', message: 'Invalid email address' },
  { field: 'frequent_flyer_codes.0.code', rule: 'too_small', message: 'Too small' },
  { field: 'employee_id', rule: 'employee_id_taken', message: 'Employee id NV-7 is taken' },
];
const browserFields: FieldError[] = serverFields;
const badUserInput = {
  message: 'Check the form',
  path: ['create_corporate_staff'],
  extensions: { code: 'BAD_USER_INPUT', fields: serverFields },
};

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

  it('maps BAD_USER_INPUT to 400 with each field error under its input', () => {
    const e = toHttpError({ graphQLErrors: [badUserInput] });
    expect(e.status).toBe(400);
    expect(e.message).toBe('Check the form');
    expect(e.body?.code).toBe('BAD_USER_INPUT');
    // Known rules become catalogue keys react-admin translates; others keep the server's text.
    expect(e.body?.errors).toEqual({
      email: 'validate.rules.invalid_format',
      'frequent_flyer_codes.0.code': 'validate.rules.too_small',
      employee_id: 'Employee id NV-7 is taken',
    });
    expect(e.body?.fieldErrors).toEqual(browserFields);
  });

  it('keeps the first error of a field, and puts field-less input errors under root.serverError', () => {
    const e = toHttpError({
      graphQLErrors: [
        {
          message: 'x',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [
              { field: 'name', rule: 'required', message: 'is required' },
              { field: 'name', rule: 'too_big', message: 'Too big' },
            ],
          },
        },
        { message: 'Too many operations in one batch', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
    expect(e.body?.errors).toEqual({
      name: 'validate.rules.required',
      root: { serverError: 'Too many operations in one batch' },
    });
  });

  it('ignores entries that are not { field, rule, message }', () => {
    const e = toHttpError({
      graphQLErrors: [
        { message: 'Nope', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'bad' } } },
      ],
    });
    expect(e.body?.errors).toEqual({ root: { serverError: 'Nope' } });
  });

  it('puts field-less input errors under root.serverError', () => {
    const e = toHttpError({
      graphQLErrors: [{ message: 'Nope', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(e.body?.errors).toEqual({ root: { serverError: 'Nope' } });
  });

  it.each([
    ['NOT_FOUND', 404],
    ['RATE_LIMITED', 429],
    ['NOT_IMPLEMENTED', 501],
    ['INTERNAL', 500],
  ])('maps %s to %i and keeps the code', (code, status) => {
    const e = toHttpError({ status: 200, graphQLErrors: [{ message: 'm', extensions: { code } }] });
    expect(e.status).toBe(status);
    expect(e.body?.code).toBe(code);
  });

  it('prefers the auth code when several errors arrive together', () => {
    const e = toHttpError({
      graphQLErrors: [
        { message: 'gone', extensions: { code: 'NOT_FOUND' } },
        { message: 'no', extensions: { code: 'FORBIDDEN' } },
      ],
    });
    expect(e.status).toBe(403);
    expect(e.message).toBe('no');
  });

  it('translates every rule it names', async () => {
    const { validateVi } = await import('../i18n/site/validate.vi');
    const { validateEn } = await import('../i18n/site/validate.en');
    for (const rule of FIELD_RULES) {
      expect(validateVi.rules[rule], rule).toBeTruthy();
      expect(validateEn.rules[rule], rule).toBeTruthy();
    }
  });

  it('keeps the HTTP status of other failures, else 500', () => {
    expect(toHttpError({ status: 503, message: '' }).status).toBe(503);
    expect(toHttpError({ status: 503, message: '' }).message).toBe('GraphQL Error (Code: 503)');
    expect(toHttpError({ graphQLErrors: [{ message: 'Error: kaput' }] }).status).toBe(500);
    expect(toHttpError({ networkError: { statusCode: 502 }, message: 'gw' }).status).toBe(502);
  });
});
