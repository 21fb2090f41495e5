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
  }
}
