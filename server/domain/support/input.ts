import { z } from 'zod';
import { AppError, type FieldError } from '../../errors.js';
import { parseEmail, parsePhone, phoneDigits } from '../../auth/identifiers.js';
import {
  TAKES_ATTACHMENTS,
  TICKET_KINDS,
  TICKET_LIMITS as L,
  TICKET_TOPICS,
  type TicketKind,
} from '../../../common/support-rules.js';

/** A form field as the browser sends it: blank means not given. */
const optionalText = z
  .string()
  .trim()
  .max(300)
  .optional()
  .transform((v) => v || undefined);

const form = z.object({
  kind: z.enum(TICKET_KINDS),
  topic: z.string().trim().min(1, 'is required'),
  name: z
    .string()
    .trim()
    .min(L.nameMin, `must be at least ${L.nameMin} characters`)
    .max(L.nameMax, `must be at most ${L.nameMax} characters`),
  email: optionalText,
  phone_number: optionalText,
  order_code: optionalText,
  message: z
    .string()
    .trim()
    .min(L.messageMin, `must be at least ${L.messageMin} characters`)
    .max(L.messageMax, `must be at most ${L.messageMax} characters`),
  locale: z.enum(['vi', 'en']).optional(),
});

export interface TicketForm {
  kind: TicketKind;
  topic: string;
  name: string;
  email: string | null;
  /** Digits with the calling code. */
  phone: string | null;
  order_code: string | null;
  message: string;
  locale: 'vi' | 'en' | undefined;
}

/** Checks a submitted form; every problem is named by field and rule (400 BAD_USER_INPUT). */
export function parseTicketForm(raw: unknown): TicketForm {
  const parsed = form.safeParse(raw);
  const fields: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        field: i.path.join('.'),
        rule: i.code,
        message: i.message,
      }));
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', 'invalid_ticket', fields);
  const input = parsed.data;
  const email = input.email ? parseEmail(input.email) : null;
  const phoneParts = input.phone_number ? parsePhone(input.phone_number) : null;
  if (input.email && !email) {
    fields.push({ field: 'email', rule: 'email', message: 'Email is invalid' });
  }
  if (input.phone_number && !phoneParts) {
    fields.push({ field: 'phone_number', rule: 'phone', message: 'Phone number is invalid' });
  }
  if (!input.email && !input.phone_number) {
    fields.push({
      field: 'email',
      rule: 'email_or_phone',
      message: 'An e-mail address or a phone number is required',
    });
  }
  if (!(TICKET_TOPICS[input.kind] as readonly string[]).includes(input.topic)) {
    fields.push({ field: 'topic', rule: 'enum', message: 'is not a topic of this form' });
  }
  const orderCode = TAKES_ATTACHMENTS[input.kind] ? input.order_code : undefined;
  if (orderCode && !L.orderCodePattern.test(orderCode)) {
    fields.push({
      field: 'order_code',
      rule: 'format',
      message: 'must be 4–32 letters, digits or dashes',
    });
  }
  if (fields.length) throw new AppError('BAD_USER_INPUT', 'invalid_ticket', fields);
  return {
    kind: input.kind,
    topic: input.topic,
    name: input.name,
    email,
    phone: phoneParts ? phoneDigits(phoneParts) : null,
    order_code: orderCode ? orderCode.toUpperCase() : null,
    message: input.message,
    locale: input.locale,
  };
}
