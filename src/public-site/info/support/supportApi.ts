import { HttpError } from '../../../api/httpError';
import { accountApi } from '../../../api/rest';
import { getCurrentLocale } from '../../../i18n/locale';
import { HONEYPOT_FIELD, type TicketKind } from '../../../../common/support-rules';

export interface TicketDraft {
  kind: TicketKind;
  name: string;
  email: string;
  phone: string;
  topic: string;
  order_code: string;
  message: string;
  /** The honeypot: empty for people. */
  trap: string;
}

export interface SentTicket {
  id: string;
  number: string;
  kind: TicketKind;
  status: string;
  inserted_at: string;
}

/** A phone as typed (0912…, +84 912…) → digits with the calling code, or '' when empty. */
export function wirePhone(input: string): string {
  const digits = input.replace(/[\s.()-]/g, '');
  if (!digits) return '';
  if (digits.startsWith('+')) return digits.slice(1);
  return digits.startsWith('0') ? `84${digits.slice(1)}` : digits;
}

/**
 * POST /api/v1/support/tickets as multipart/form-data (docs/decisions.md "Public pages"). The
 * session's token goes along when there is one, so the ticket joins the account.
 */
export async function sendTicket(draft: TicketDraft, files: File[]): Promise<SentTicket> {
  const form = new FormData();
  form.append('kind', draft.kind);
  form.append('name', draft.name.trim());
  form.append('email', draft.email.trim());
  form.append('phone_number', wirePhone(draft.phone));
  form.append('topic', draft.topic);
  form.append('order_code', draft.order_code.trim());
  form.append('message', draft.message.trim());
  form.append('locale', getCurrentLocale() === 'en' ? 'en' : 'vi');
  form.append(HONEYPOT_FIELD, draft.trap);
  for (const file of files) form.append('attachments', file, file.name);
  const answer = await accountApi<{ data: SentTicket }>('support/tickets', {
    method: 'POST',
    body: form,
  });
  return answer.data;
}

/** The server's field errors (`error.fields`), keyed by field, when the call was refused. */
export function serverFieldErrors(
  error: unknown,
): Array<{ field: string; rule: string; message: string }> {
  if (!(error instanceof HttpError) || error.status !== 400) return [];
  const body = error.body as { error?: { fields?: unknown } } | null;
  return Array.isArray(body?.error?.fields) ? body.error.fields : [];
}
