import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devOutboxMessages } from '../../db/schema.js';
import type { OutgoingMessage } from './types.js';

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  code: string | null;
  text: string;
  subject: string | null;
  html: string | null;
  /** Files attached to the e-mail (name, type, content); [] when none. */
  attachments: {
    filename: string;
    content_type: string;
    content: string;
    encoding?: 'base64';
  }[];
  created_at: Date;
}

export async function saveOutboxMessage(db: Db, message: OutgoingMessage, at: Date) {
  await db.insert(devOutboxMessages).values({
    channel: message.channel,
    recipient: message.to,
    code: message.code,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    attachments: message.attachments?.length
      ? message.attachments.map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        }))
      : null,
    created_at: at,
  });
}

/** Newest first; only messages to `to` when given. */
export async function listOutbox(db: Db, opts: { to?: string; limit: number }) {
  const rows = await db
    .select()
    .from(devOutboxMessages)
    .where(opts.to ? eq(devOutboxMessages.recipient, opts.to) : undefined)
    .orderBy(desc(devOutboxMessages.created_at), desc(devOutboxMessages.id))
    .limit(opts.limit);
  return rows.map((r): OutboxEntry => ({
    channel: r.channel as OutboxEntry['channel'],
    to: r.recipient,
    code: r.code,
    text: r.text,
    subject: r.subject,
    html: r.html,
    attachments: r.attachments ?? [],
    created_at: r.created_at,
  }));
}
