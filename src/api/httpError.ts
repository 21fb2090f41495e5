import type { FieldError } from './fieldErrors';

/** Body of an HttpError: react-admin reads `errors` (field → message) for server-side validation. */
export interface HttpErrorBody {
  code?: string;
  errors?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Same shape as react-admin's HttpError (message, status, body) without importing react-admin,
 * so the public bundle stays free of it; react-admin accepts any error carrying a status.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: HttpErrorBody | null;

  constructor(message: string, status: number, body: HttpErrorBody | null = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** The field errors a BAD_USER_INPUT answer carried (src/api/errors.ts), else none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof HttpError)) return [];
  const fields = error.body?.fieldErrors;
  return Array.isArray(fields) ? (fields as FieldError[]) : [];
}
