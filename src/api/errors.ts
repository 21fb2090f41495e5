import { formErrorsOf, isFieldError, type FieldError } from './fieldErrors';
import { HttpError, type HttpErrorBody } from './httpError';

export interface GraphQLErrorLike {
  message?: string;
  path?: ReadonlyArray<string | number>;
  extensions?: {
    code?: string;
    /** BAD_USER_INPUT: one entry per invalid field (./fieldErrors.ts). */
    fields?: readonly FieldError[];
    [key: string]: unknown;
  };
}

/**
 * A stack frame, as the spec's "text before 'at'" means it: either a new line starting with
 * `at ` or an inline ` at name (file:line:col)`. Plain words such as "at least" are kept.
 */
const MULTILINE_FRAME = /\r?\n\s*at\s/;
const INLINE_FRAME = /\s+at\s+(?:(?:new|async)\s+)?(?:[^\s()]+\s+)?\(?[^\s()]*:\d+:\d+\)?/;

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

function stripStack(text: string): string {
  let end = text.length;
  for (const pattern of [MULTILINE_FRAME, INLINE_FRAME]) {
    const match = pattern.exec(text);
    if (match && match.index < end) end = match.index;
  }
  return text.slice(0, end);
}

/**
 * Spec §8: the message is the text before the stack (` at …`), with a leading 'Error:' removed;
 * with no message left it is 'GraphQL Error (Code: {status})'.
 */
export function normalizeErrorMessage(error: unknown, status?: number): string {
  const text = stripStack(messageOf(error))
    .replace(/^\s*(?:Error:\s*)+/, '')
    .trim();
  return text || `GraphQL Error (Code: ${status ?? 0})`;
}

function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  if (!error || typeof error !== 'object') return [];
  const e = error as { graphQLErrors?: unknown; errors?: unknown };
  const list = Array.isArray(e.graphQLErrors) ? e.graphQLErrors : e.errors;
  return Array.isArray(list) ? (list as GraphQLErrorLike[]) : [];
}

function httpStatusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; networkError?: unknown };
  if (typeof e.status === 'number') return e.status;
  if (typeof e.statusCode === 'number') return e.statusCode;
  const network = e.networkError as { statusCode?: unknown } | null | undefined;
  return typeof network?.statusCode === 'number' ? network.statusCode : undefined;
}

function fieldsOf(error: GraphQLErrorLike): FieldError[] {
  const fields: unknown = error.extensions?.fields;
  return Array.isArray(fields) ? fields.filter(isFieldError) : [];
}

/**
 * react-admin's `body.errors`: each field error under its input (./fieldErrors.ts), and the
 * messages of input errors that name no field under `root.serverError`.
 */
function formErrors(errors: GraphQLErrorLike[]): Record<string, unknown> {
  const fields = errors.flatMap(fieldsOf);
  const result: Record<string, unknown> = formErrorsOf(fields);
  const loose = errors
    .filter((e) => fieldsOf(e).length === 0)
    .map((e) => normalizeErrorMessage(e.message, 400));
  if (loose.length > 0) result.root = { serverError: loose.join(' ') };
  return result;
}

/** HTTP statuses of the server's error codes (docs/decisions.md, "Error codes"). */
const STATUS_OF_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
  NOT_IMPLEMENTED: 501,
  INTERNAL: 500,
};

/** The most telling code: auth first, then input, then the first error's. */
const CODE_PRIORITY = ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND'];

/**
 * The one mapping of GraphQL (or fetch) failures to react-admin compatible HttpErrors:
 * UNAUTHENTICATED or an 'unauthorized' message → 401, FORBIDDEN → 403, NOT_FOUND → 404,
 * BAD_USER_INPUT → 400 with `body.errors` (field → message, from `extensions.fields`; errors
 * naming no field under `root.serverError`) and `body.fieldErrors` as sent, RATE_LIMITED → 429,
 * NOT_IMPLEMENTED → 501; otherwise the HTTP status, else 500. `body.code` keeps the code and
 * `body.graphQLErrors` the errors as received.
 */
export function toHttpError(error: unknown): HttpError {
  const errors = graphQLErrorsOf(error);
  const httpStatus = httpStatusOf(error);
  if (error instanceof HttpError && errors.length === 0) return error;

  const codes = errors.map((e) => e.extensions?.code).filter((c): c is string => !!c);
  const unauthorized = [messageOf(error), ...errors.map((e) => e.message ?? '')].some((m) =>
    /unauthori[sz]ed/i.test(m),
  );
  const code = unauthorized
    ? 'UNAUTHENTICATED'
    : (CODE_PRIORITY.find((c) => codes.includes(c)) ?? codes[0]);
  const lead = errors.find((e) => e.extensions?.code === code) ?? errors[0];
  const body: HttpErrorBody = { graphQLErrors: errors };
  if (code) body.code = code;
  const status =
    (code && STATUS_OF_CODE[code]) || (httpStatus && httpStatus >= 400 ? httpStatus : 500);
  if (code === 'BAD_USER_INPUT') {
    const input = errors.filter((e) => e.extensions?.code === 'BAD_USER_INPUT');
    body.errors = formErrors(input);
    body.fieldErrors = input.flatMap(fieldsOf);
  }
  const message = lead?.message || messageOf(error);
  return new HttpError(normalizeErrorMessage(message, httpStatus ?? status), status, body);
}
