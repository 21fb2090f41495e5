import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
  users,
} from '../../db/schema.js';
import type { TicketKind, TicketStatus } from '../../../common/support-rules.js';
import { foldedContains } from '../../db/people-search.js';

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRow = typeof supportTicketMessages.$inferSelect;
export type AttachmentRow = typeof supportTicketAttachments.$inferSelect;

export interface NewAttachment {
  id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

/** The ticket, its first message and its files, in one transaction. */
export async function insertTicket(
  db: Db,
  ticket: typeof supportTickets.$inferInsert & { id: string },
  message: { id: string; body: string },
  attachments: NewAttachment[],
): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(supportTickets).values(ticket).returning();
    await tx.insert(supportTicketMessages).values({
      id: message.id,
      ticket_id: ticket.id,
      author: 'CUSTOMER',
      body: message.body,
      inserted_at: ticket.inserted_at,
    });
    if (attachments.length) {
      await tx
        .insert(supportTicketAttachments)
        .values(attachments.map((a) => ({ ...a, ticket_id: ticket.id, message_id: message.id })));
    }
    return row;
  });
}

/**
 * Gives the user the tickets sent while signed out from their verified e-mail or phone, so
 * they appear under the account. Tickets of another account are never moved.
 */
export async function claimTickets(db: Db, userId: string): Promise<void> {
  const [user] = await db
    .select({
      email: users.email,
      phone: sql<string | null>`${users.country_calling_code} || ${users.national_phone_number}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const reach: SQL[] = [];
  if (user.email) reach.push(sql`lower(${supportTickets.email}) = lower(${user.email})`);
  if (user.phone) reach.push(eq(supportTickets.phone, user.phone));
  if (!reach.length) return;
  await db
    .update(supportTickets)
    .set({ user_id: userId })
    .where(and(isNull(supportTickets.user_id), or(...reach)));
}

export interface TicketFilter {
  /** Only this user's tickets (the traveller's own reads). */
  userId?: string;
  status?: TicketStatus[];
  kind?: TicketKind[];
  /** Number, e-mail, phone, name or order code, partly. */
  search?: string;
}

function whereOf(filter: TicketFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.userId ? eq(supportTickets.user_id, filter.userId) : undefined,
    filter.status?.length ? inArray(supportTickets.status, filter.status) : undefined,
    filter.kind?.length ? inArray(supportTickets.kind, filter.kind) : undefined,
  ];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(supportTickets.number, pattern),
        ilike(supportTickets.email, pattern),
        ilike(supportTickets.phone, pattern),
        foldedContains(sql`${supportTickets.name}`, filter.search),
        ilike(supportTickets.order_code, pattern),
      ),
    );
  }
  return and(...parts);
}

export async function listTickets(
  db: Db,
  filter: TicketFilter,
  page: { limit: number; offset: number; sort: 'NEWEST' | 'OLDEST' | 'UPDATED' },
): Promise<{ entries: TicketRow[]; total_count: number }> {
  const where = whereOf(filter);
  const order =
    page.sort === 'OLDEST'
      ? [asc(supportTickets.inserted_at), asc(supportTickets.id)]
      : page.sort === 'UPDATED'
        ? [desc(supportTickets.updated_at), desc(supportTickets.id)]
        : [desc(supportTickets.inserted_at), desc(supportTickets.id)];
  const [entries, [{ total }]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(supportTickets).where(where),
  ]);
  return { entries, total_count: total };
}

/** One ticket; with `userId`, only when it is that user's. */
export async function findTicket(db: Db, id: string, userId?: string): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), userId ? eq(supportTickets.user_id, userId) : undefined));
  return row ?? null;
}

/** The ticket, locked for the rest of the transaction (status changes, replies). */
export async function lockTicket(tx: Tx, id: string): Promise<TicketRow | null> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update');
  return row ?? null;
}

export async function setTicketStatus(tx: Tx, id: string, status: TicketStatus, at: Date) {
  await tx.update(supportTickets).set({ status, updated_at: at }).where(eq(supportTickets.id, id));
}

export async function insertReply(
  tx: Tx,
  reply: { ticket_id: string; author_user_id: string; body: string; inserted_at: Date },
): Promise<MessageRow> {
  const [row] = await tx
    .insert(supportTicketMessages)
    .values({ ...reply, author: 'SUPPORT' })
    .returning();
  return row;
}

export async function messagesOf(db: Db, ticketIds: string[]) {
  if (!ticketIds.length) return [];
  return db
    .select({
      message: supportTicketMessages,
      author_first_name: users.first_name,
      author_last_name: users.last_name,
    })
    .from(supportTicketMessages)
    .leftJoin(users, eq(users.id, supportTicketMessages.author_user_id))
    .where(inArray(supportTicketMessages.ticket_id, ticketIds))
    .orderBy(asc(supportTicketMessages.inserted_at), asc(supportTicketMessages.id));
}

export async function attachmentsOf(db: Db, ticketIds: string[]): Promise<AttachmentRow[]> {
  if (!ticketIds.length) return [];
  return db
    .select()
    .from(supportTicketAttachments)
    .where(inArray(supportTicketAttachments.ticket_id, ticketIds))
    .orderBy(asc(supportTicketAttachments.inserted_at), asc(supportTicketAttachments.id));
}

export async function findAttachment(db: Db, id: string): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(supportTicketAttachments)
    .where(eq(supportTicketAttachments.id, id));
  return row ?? null;
}
