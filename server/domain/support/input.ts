import { z } from 'zod';
import { AppError, type FieldError } from '../../errors.js';
import { parseEmail, parsePhone, phoneDigits } from '../../auth/identifiers.js';
import { isUuid } from '../../db/sql-values.js';
import {
  TAKES_ATTACHMENTS,
  TICKET_KINDS,
  TICKET_LIMITS as L,
  TICKET_STATUSES,
  TICKET_TOPICS,
  type TicketKind,
} from '../../../common/support-rules.js';
import { text } from '../context/input.js';

/*
 * Support's inputs (docs/module-template.md). The ticket form comes from the HTTP route and the
 * corporate profile as a whole form (parseTicketForm); the other operations' arguments are parsed
 * by the resolvers with the schemas at the end of this file, after the role check.
 */

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

/** The ticket lists' and changes' arguments; they fail with the message `invalid_input`. */
export const INVALID_INPUT = 'invalid_input';

const ticketPage = {
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).max(100_000).default(0),
};
const statuses = z.array(z.enum(TICKET_STATUSES)).max(4).nullish();
/** A ticket id; support_ticket(id) answers null for anything else. */
export const ticketId = z.string().uuid('must be a ticket id');

/** support_tickets (main): the signed-in user's own. */
export const myTicketsInput = z.object({ status: statuses, ...ticketPage });
/** support_tickets (admin): the inbox. */
export const staffTicketsInput = z.object({
  status: statuses,
  kind: z.array(z.enum(TICKET_KINDS)).max(3).nullish(),
  search: z.string().trim().max(100).nullish(),
  sort: z.enum(['NEWEST', 'OLDEST', 'UPDATED']).default('NEWEST'),
  ...ticketPage,
});
export const replyInput = z.object({
  ticket_id: ticketId,
  body: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(L.replyMax, `must be at most ${L.replyMax} characters`),
  close: z.boolean().nullish(),
});
export const statusInput = z.object({ ticket_id: ticketId, status: z.enum(TICKET_STATUSES) });

const CORPORATE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

const page = {
  limit: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  offset: z.number().int().min(0, 'must not be negative').default(0),
};
const search = text(200)
  .transform((v) => v.trim())
  .nullish()
  .transform((v) => v || undefined);
/** users (admin): the directory's people. */
export const usersInput = z.looseObject({ search, ...page });
/** corporates (admin): the directory's corporates. */
export const corporatesInput = z.looseObject({
  search,
  status: z.array(z.enum(CORPORATE_STATUSES)).nullish(),
  ...page,
});

/** reject_corporate. */
export const rejectInput = z.looseObject({
  corporate_id: z.string(),
  reason: text(1000)
    .transform((v) => v.trim())
    .pipe(z.string().min(5, 'must be at least 5 characters')),
});

/** start_acting_for. */
export const startActingInput = z.looseObject({
  user_id: z.string().refine(isUuid, 'must be a user id'),
  reason: text(500)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(5, 'must be at least 5 characters')),
});

const userId = z
  .string()
  .refine(isUuid, 'must be a user id')
  .transform((v) => v.toLowerCase())
  .nullish();
/** audit_logs: by actor, patron, either, or action prefix. */
export const auditLogInput = z.looseObject({
  actor_user_id: userId,
  patron_user_id: userId,
  user_id: userId,
  action: text(100).nullish(),
  limit: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  offset: z.number().int().min(0, 'must not be negative').default(0),
});

export type MyTicketsInput = z.infer<typeof myTicketsInput>;
export type StaffTicketsInput = z.infer<typeof staffTicketsInput>;
export type ReplyInput = z.infer<typeof replyInput>;
export type StatusInput = z.infer<typeof statusInput>;
export type UsersInput = z.infer<typeof usersInput>;
export type CorporatesInput = z.infer<typeof corporatesInput>;
export type RejectInput = z.infer<typeof rejectInput>;
export type StartActingInput = z.infer<typeof startActingInput>;
export type AuditLogInput = z.infer<typeof auditLogInput>;
