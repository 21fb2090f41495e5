import { formErrorsOf, isFieldError } from '../../api/fieldErrors';
import { HttpError } from '../../api/httpError';
import { accountApi } from '../../api/rest';
import { CORPORATE_LIMITS } from '../../../common/corporate-rules';

/**
 * What is wrong with a chosen logo file before it is sent: its declared type or its size (the
 * server checks the file's first bytes too). The rule's catalogue key, or null.
 */
export function logoProblem(file: File): string | null {
  if (!CORPORATE_LIMITS.logoTypes.includes(file.type)) return 'validate.rules.type';
  if (file.size > CORPORATE_LIMITS.logoMaxBytes) return 'validate.rules.max_size';
  return null;
}

/** POST /api/v1/corporate/logo (owner or admin): the stored logo's URL. */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('logo', file, file.name);
  const answer = await accountApi<{ data: { logo: string } }>('corporate/logo', {
    method: 'POST',
    body: form,
  });
  return answer.data.logo;
}

/** A refused upload as form errors under the logo input (`{ logo: message key }`). */
export function logoUploadErrors(error: unknown): Record<string, string> {
  const body = error instanceof HttpError ? (error.body as { error?: { fields?: unknown } }) : null;
  const fields = Array.isArray(body?.error?.fields) ? body.error.fields.filter(isFieldError) : [];
  if (fields.length > 0) return { logo: formErrorsOf(fields).logo ?? 'validate.rules.type' };
  if (error instanceof HttpError && error.status === 413)
    return { logo: 'validate.rules.max_size' };
  return { logo: 'console.detail.logoUploadFailed' };
}
