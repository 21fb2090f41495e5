import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { AuthUser } from '../accounts/sessions.js';
import { email, recipientOf, ticketReplySms } from '../../mail/index.js';
import {
  TICKET_KINDS,
  TICKET_LIMITS,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  type TicketStatus,
} from '../../../common/support-rules.js';
import { signedFileUrl } from './files.js';
import {
  attachmentsOf,
  claimTickets,
  findTicket,
  insertReply,
  listTickets,
  lockTicket,
  messagesOf,
  setTicketStatus,
  type TicketFilter,
  type TicketRow,
} from './repository.js';
import type { SupportServices } from './tickets.js';

/** Who may move a ticket where (common/support-rules.ts, which the support inbox shows). */
export function canMove(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_TRANSITIONS[from].includes(to);
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError(
    'BAD_USER_INPUT',
    'invalid_input',
    parsed.error.issues.map((i) => ({ field: i.path.join('.'), rule: i.code, message: i.message })),
  );
}

const page = {
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).max(100_000).default(0),
};
const statuses = z.array(z.enum(TICKET_STATUSES)).max(4).nullish();
const myListInput = z.object({ status: statuses, ...page });
const staffListInput = z.object({
  status: statuses,
  kind: z.array(z.enum(TICKET_KINDS)).max(3).nullish(),
  search: z.string().trim().max(100).nullish(),
  sort: z.enum(['NEWEST', 'OLDEST', 'UPDATED']).default('NEWEST'),
  ...page,
});
const uuid = z.string().uuid('must be a ticket id');
const replyInput = z.object({
  ticket_id: uuid,
  body: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(TICKET_LIMITS.replyMax, `must be at most ${TICKET_LIMITS.replyMax} characters`),
  close: z.boolean().nullish(),
});
const statusInput = z.object({ ticket_id: uuid, status: z.enum(TICKET_STATUSES) });

/** A ticket as GraphQL returns it: the thread and files, with short-lived file links. */
async function present(s: SupportServices, rows: TicketRow[], forStaff: boolean) {
  const ids = rows.map((r) => r.id);
  const db = s.accounts.db;
  const [messages, attachments] = await Promise.all([messagesOf(db, ids), attachmentsOf(db, ids)]);
  const now = s.accounts.clock.now();
  const files = attachments.map((a) => ({
    id: a.id,
    ticket_id: a.ticket_id,
    message_id: a.message_id,
    file_name: a.file_name,
    content_type: a.content_type,
    size: a.size_bytes,
    url: signedFileUrl(s.fileKey, a.id, now),
  }));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    topic: row.topic,
    name: row.name,
    email: row.email,
    phone_number: row.phone,
    order_code: row.order_code,
    locale: row.locale,
    inserted_at: row.inserted_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    attachments: files.filter((f) => f.ticket_id === row.id),
    messages: messages
      .filter((m) => m.message.ticket_id === row.id)
      .map(({ message, author_first_name, author_last_name }) => ({
        id: message.id,
        author: message.author,
        // Travellers see "Wayfare support"; staff see who answered.
        author_name:
          message.author === 'CUSTOMER'
            ? row.name
            : forStaff
              ? [author_last_name, author_first_name].filter(Boolean).join(' ') || null
              : null,
        body: message.body,
        inserted_at: message.inserted_at.toISOString(),
        attachments: files.filter((f) => f.message_id === message.id),
      })),
  }));
}

/** The signed-in user's tickets, newest first (tickets sent from their e-mail or phone too). */
export async function myTickets(s: SupportServices, user: AuthUser, raw: unknown) {
  const input = parse(myListInput, raw);
  await claimTickets(s.accounts.db, user.id);
  const filter: TicketFilter = { userId: user.id, status: input.status ?? undefined };
  const result = await listTickets(s.accounts.db, filter, { ...input, sort: 'UPDATED' });
  return { entries: await present(s, result.entries, false), total_count: result.total_count };
}

/** One of the user's tickets, or null (someone else's is never shown). */
export async function myTicket(s: SupportServices, user: AuthUser, id: string) {
  if (!uuid.safeParse(id).success) return null;
  await claimTickets(s.accounts.db, user.id);
  const row = await findTicket(s.accounts.db, id, user.id);
  return row ? (await present(s, [row], false))[0] : null;
}

export async function staffTickets(s: SupportServices, raw: unknown) {
  const input = parse(staffListInput, raw);
  const filter: TicketFilter = {
    status: input.status ?? undefined,
    kind: input.kind ?? undefined,
    search: input.search || undefined,
  };
  const result = await listTickets(s.accounts.db, filter, input);
  return { entries: await present(s, result.entries, true), total_count: result.total_count };
}

export async function staffTicket(s: SupportServices, id: string) {
  if (!uuid.safeParse(id).success) return null;
  const row = await findTicket(s.accounts.db, id);
  return row ? (await present(s, [row], true))[0] : null;
}

const notFound = () => new AppError('NOT_FOUND', 'ticket_not_found');

/** The ticket a change was just made to (tickets are never deleted, so it is there). */
async function decidedTicket(s: SupportServices, id: string) {
  const ticket = await staffTicket(s, id);
  if (!ticket) throw notFound();
  return ticket;
}
const badMove = (from: TicketStatus, to: TicketStatus) =>
  new AppError('BAD_USER_INPUT', 'invalid_status_change', [
    { field: 'status', rule: 'transition', message: `A ${from} ticket cannot become ${to}` },
  ]);

/** Moves a ticket along its workflow (row-locked, so two agents cannot cross). */
export async function changeStatus(s: SupportServices, staff: AuthUser, raw: unknown) {
  const input = parse(statusInput, raw);
  const row = await s.accounts.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.ticket_id);
    if (!ticket) throw notFound();
    if (!canMove(ticket.status, input.status)) throw badMove(ticket.status, input.status);
    await setTicketStatus(tx, ticket.id, input.status, s.accounts.clock.now());
    return { ...ticket, status: input.status };
  });
  s.accounts.log.info(
    { ticket: row.number, status: input.status, staff: staff.id },
    'support ticket status',
  );
  return decidedTicket(s, row.id);
}

/**
 * Support answers: the reply joins the thread, the ticket becomes ANSWERED (or CLOSED), and
 * the sender gets the reply by e-mail (or a text message pointing to their account) in the
 * language they wrote in.
 */
export async function replyToTicket(s: SupportServices, staff: AuthUser, raw: unknown) {
  const input = parse(replyInput, raw);
  const next: TicketStatus = input.close ? 'CLOSED' : 'ANSWERED';
  const now = s.accounts.clock.now();
  const ticket = await s.accounts.db.transaction(async (tx) => {
    const row = await lockTicket(tx, input.ticket_id);
    if (!row) throw notFound();
    if (row.status === 'CLOSED') throw badMove('CLOSED', next);
    await insertReply(tx, {
      ticket_id: row.id,
      author_user_id: staff.id,
      body: input.body,
      inserted_at: now,
    });
    await setTicketStatus(tx, row.id, next, now);
    return row;
  });
  // In the language the ticket was written in.
  const recipient = recipientOf(ticket);
  const link = `${s.appOrigin}/account/support?ticket=${encodeURIComponent(ticket.number)}`;
  if (ticket.email) {
    await s.accounts.messenger.deliver(
      email(ticket.email, 'ticket_reply', recipient, {
        number: ticket.number,
        body: input.body,
        link,
      }),
    );
  } else if (ticket.phone) {
    await s.accounts.messenger.deliver({
      channel: 'sms',
      to: ticket.phone,
      code: null,
      subject: '',
      text: ticketReplySms(recipient.locale, ticket.number),
    });
  }
  return decidedTicket(s, ticket.id);
}
