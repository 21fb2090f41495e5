import type { SiteKey } from '../../../i18n/site';
import { TAKES_ATTACHMENTS, TICKET_LIMITS as L } from '../../../../common/support-rules';
import type { TicketDraft } from './supportApi';
import { wirePhone } from './supportApi';
import { isPhoneNumber } from '../../../app/phoneRule';

export type FieldName =
  'name' | 'email' | 'phone' | 'topic' | 'order_code' | 'message' | 'attachments';

export interface FieldProblem {
  key: SiteKey;
  vars?: Record<string, string | number>;
}

export type Problems = Partial<Record<FieldName, FieldProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The browser's first check of a form (the server checks the same rules again). */
export async function checkDraft(draft: TicketDraft, files: File[]): Promise<Problems> {
  const problems: Problems = {};
  const name = draft.name.trim();
  if (name.length < L.nameMin)
    problems.name = { key: 'support.errors.nameRequired', vars: { min: L.nameMin } };
  else if (name.length > L.nameMax)
    problems.name = { key: 'support.errors.nameTooLong', vars: { max: L.nameMax } };
  const email = draft.email.trim();
  const phone = wirePhone(draft.phone);
  if (!email && !phone) problems.email = { key: 'support.errors.reachRequired' };
  if (email && (!EMAIL.test(email) || email.length > 254))
    problems.email = { key: 'support.errors.emailInvalid' };
  if (phone && !(await isPhoneNumber(phone)))
    problems.phone = { key: 'support.errors.phoneInvalid' };
  if (!draft.topic) problems.topic = { key: 'support.errors.topicRequired' };
  const code = draft.order_code.trim();
  if (TAKES_ATTACHMENTS[draft.kind] && code && !L.orderCodePattern.test(code)) {
    problems.order_code = { key: 'support.errors.orderCodeInvalid' };
  }
  const message = draft.message.trim();
  if (message.length < L.messageMin)
    problems.message = { key: 'support.errors.messageTooShort', vars: { min: L.messageMin } };
  else if (message.length > L.messageMax)
    problems.message = { key: 'support.errors.messageTooLong', vars: { max: L.messageMax } };
  const attachments = checkFiles(files);
  if (attachments) problems.attachments = attachments;
  return problems;
}

const ACCEPTED = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;

/** Count, size and kind by name (the server decides by content). */
export function checkFiles(files: File[]): FieldProblem | undefined {
  if (files.length > L.maxFiles)
    return { key: 'support.errors.tooManyFiles', vars: { count: L.maxFiles } };
  const big = files.find((f) => f.size > L.maxFileBytes);
  if (big)
    return {
      key: 'support.errors.fileTooLarge',
      vars: { name: big.name, size: L.maxFileBytes / 1024 / 1024 },
    };
  const odd = files.find((f) => !ACCEPTED.test(f.name));
  if (odd) return { key: 'support.errors.fileType', vars: { name: odd.name } };
  return undefined;
}

/** Maps a server field (`attachments.1`, `phone_number`) to the form's field. */
export function formFieldOf(serverField: string): FieldName | null {
  const base = serverField.split('.')[0];
  if (base === 'phone_number') return 'phone';
  return ['name', 'email', 'topic', 'order_code', 'message', 'attachments'].includes(base)
    ? (base as FieldName)
    : null;
}
