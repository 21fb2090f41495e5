import { useTranslate } from 'react-admin';

/**
 * What to show for a failed support action: the first field error (a `validate.rules.*` key is
 * translated, another rule keeps the server's text), else a message naming no field, else the
 * error's own message (src/api/errors.ts toHttpError).
 */
export function useErrorText(): (error: unknown) => string {
  const translate = useTranslate();
  return (error) => {
    const errors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors ?? {};
    const { root, ...fields } = errors;
    const first = Object.values(fields).find((v): v is string => typeof v === 'string');
    if (first) return translate(first, { _: first });
    const loose = (root as { serverError?: string } | undefined)?.serverError;
    if (loose) return loose;
    return error instanceof Error ? error.message : String(error);
  };
}
