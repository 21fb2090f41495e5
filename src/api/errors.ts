import { HttpError, type HttpErrorBody } from './httpError';

export interface GraphQLErrorLike {
  message?: string;
  path?: ReadonlyArray<string | number>;
  extensions?: {
    code?: string;
    /** One invalid field: the error's message belongs to it. */
    field?: string;
    /** Several invalid fields: field → message. */
    fields?: Record<string, string>;
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

function fieldErrors(errors: GraphQLErrorLike[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const e of errors) {
    const message = normalizeErrorMessage(e.message, 400);
    if (e.extensions?.fields) Object.assign(result, e.extensions.fields);
    else if (e.extensions?.field) result[e.extensions.field] = message;
    else result.root = { serverError: message };
  }
  return result;
}

/**
 * Turns a GraphQL (or fetch) failure into a react-admin compatible HttpError:
 * UNAUTHENTICATED or an 'unauthorized' message → 401, FORBIDDEN → 403,
 * BAD_USER_INPUT → 400 with `body.errors` (from `extensions.fields`, `extensions.field`, else
 * `root.serverError`); otherwise the HTTP status, else 500.
 */
export function toHttpError(error: unknown): HttpError {
  const errors = graphQLErrorsOf(error);
  const httpStatus = httpStatusOf(error);
  if (error instanceof HttpError && errors.length === 0) return error;

  const first = errors[0];
  const codes = errors.map((e) => e.extensions?.code);
  const rawMessage = first?.message || messageOf(error);
  const body: HttpErrorBody = { graphQLErrors: errors };
  let status: number;
  if (codes.includes('UNAUTHENTICATED') || /unauthori[sz]ed/i.test(rawMessage)) {
    status = 401;
    body.code = 'UNAUTHENTICATED';
  } else if (codes.includes('FORBIDDEN')) {
    status = 403;
    body.code = 'FORBIDDEN';
  } else if (codes.includes('BAD_USER_INPUT')) {
    status = 400;
    body.code = 'BAD_USER_INPUT';
    body.errors = fieldErrors(errors.filter((e) => e.extensions?.code === 'BAD_USER_INPUT'));
  } else {
    status = httpStatus && httpStatus >= 400 ? httpStatus : 500;
    if (typeof first?.extensions?.code === 'string') body.code = first.extensions.code;
  }
  return new HttpError(normalizeErrorMessage(rawMessage, httpStatus ?? status), status, body);
}
