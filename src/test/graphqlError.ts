import { HttpResponse } from 'msw';

/**
 * The one GraphQL error answer of the web tests, exactly as server/graphql/format-errors.ts
 * writes it: HTTP 200 (unless `extra.status`), `data: null`, one error with its code (and the
 * field errors of BAD_USER_INPUT). Code first, then the message, everywhere.
 */
export function graphqlError(
  code: string,
  message: string,
  extra: { fields?: Array<{ field: string; rule: string; message: string }>; status?: number } = {},
  path: string[] = [],
) {
  return HttpResponse.json(
    {
      data: null,
      errors: [
        {
          message,
          path,
          extensions: { code, ...(extra.fields ? { fields: extra.fields } : {}) },
        },
      ],
    },
    { status: extra.status ?? 200 },
  );
}
