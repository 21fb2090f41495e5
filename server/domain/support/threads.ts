import { AppError } from '../../errors.js';
import type { AuthUser } from '../accounts/sessions.js';
import { email, recipientOf, ticketReplySms } from '../../mail/index.js';
import { TICKET_TRANSITIONS, type TicketStatus } from '../../../common/support-rules.js';
import { signedFileUrl } from './files.js';
import {
  ticketId,
  type MyTicketsInput,
  type ReplyInput,
  type StaffTicketsInput,
  type StatusInput,
} from './input.js';
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
export async function myTickets(s: SupportServices, user: AuthUser, input: MyTicketsInput) {
  await claimTickets(s.accounts.db, user.id);
  const filter: TicketFilter = { userId: user.id, status: input.status ?? undefined };
  const result = await listTickets(s.accounts.db, filter, { ...input, sort: 'UPDATED' });
  return { entries: await present(s, result.entries, false), total_count: result.total_count };
}

/** One of the user's tickets, or null (someone else's is never shown). */
export async function myTicket(s: SupportServices, user: AuthUser, id: string) {
  if (!ticketId.safeParse(id).success) return null;
  await claimTickets(s.accounts.db, user.id);
  const row = await findTicket(s.accounts.db, id, user.id);
  return row ? (await present(s, [row], false))[0] : null;
}

export async function staffTickets(s: SupportServices, input: StaffTicketsInput) {
  const filter: TicketFilter = {
    status: input.status ?? undefined,
    kind: input.kind ?? undefined,
    search: input.search || undefined,
  };
  const result = await listTickets(s.accounts.db, filter, input);
  return { entries: await present(s, result.entries, true), total_count: result.total_count };
}

export async function staffTicket(s: SupportServices, id: string) {
  if (!ticketId.safeParse(id).success) return null;
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
export async function changeStatus(s: SupportServices, staff: AuthUser, input: StatusInput) {
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
export async function replyToTicket(s: SupportServices, staff: AuthUser, input: ReplyInput) {
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
