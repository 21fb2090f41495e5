import { randomBytes, randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { requireUser } from '../context/user.js';
import { AppError } from '../../errors.js';
import { hitLimit } from '../../auth/rate-limit.js';
import { identifierHash, ipHash, type AccountServices } from '../../auth/services.js';
import type { AuthUser } from '../accounts/sessions.js';
import { createStorage, type FileStorage } from '../../providers/storage/index.js';
import { mailLocale as messageLocale } from '../../mail/recipient.js';
import { email, recipientOf, SUPPORT_TEAM, ticketReceivedSms } from '../../mail/index.js';
import { TAKES_ATTACHMENTS } from '../../../common/support-rules.js';
import { checkFiles, fileUrlKey, verifyFileUrl, type UploadedFile } from './files.js';
import { parseTicketForm } from './input.js';
import { SUPPORT_LIMITS } from './limits.js';
import { findAttachment, insertTicket, type TicketRow } from './repository.js';

/** What the support rules need, shared by every request of one app. */
export interface SupportServices {
  accounts: AccountServices;
  storage: FileStorage;
  inboxEmail: string;
  /** Absolute origin for links in e-mails. */
  appOrigin: string;
  fileKey: Buffer;
}

const cache = new WeakMap<AppConfig, Omit<SupportServices, 'accounts'>>();

/** One storage client and key per app configuration. */
export function supportServices(accounts: AccountServices, config: AppConfig): SupportServices {
  let shared = cache.get(config);
  if (!shared) {
    const host = ['0.0.0.0', '::', '[::]'].includes(config.host) ? 'localhost' : config.host;
    shared = {
      storage: createStorage(config.storage),
      inboxEmail: config.supportInboxEmail,
      appOrigin: config.auth.publicOrigin ?? `http://${host}:${config.port}`,
      fileKey: fileUrlKey(config.auth.passwordPepper),
    };
    cache.set(config, shared);
  }
  return { accounts, ...shared };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `WF-` and 8 random Crockford base32 characters (40 bits): quotable, not guessable. */
export function newTicketNumber(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (const byte of bytes) out += CROCKFORD[byte & 31];
  return `WF-${out.slice(0, 4)}-${out.slice(4)}`;
}

export interface TicketRequest {
  fields: Record<string, unknown>;
  files: UploadedFile[];
  user: AuthUser | null;
  ip: string;
  /** x-locale of the request, when the form does not say. */
  locale: string;
}

async function countLimits(s: SupportServices, ip: string, ids: string[]) {
  const a = s.accounts;
  const factor = a.config.ipLimitFactor;
  const address = ipHash(a, ip);
  await hitLimit(a, SUPPORT_LIMITS.perAddressHour, address, factor);
  await hitLimit(a, SUPPORT_LIMITS.perAddressDay, address, factor);
  for (const id of ids) {
    await hitLimit(a, SUPPORT_LIMITS.perIdentifierHour, id);
    await hitLimit(a, SUPPORT_LIMITS.perIdentifierDay, id);
  }
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * A contact, complaint or report from the public forms: checked, counted against the abuse
 * limits, its files stored, saved with a ticket number, confirmed to the sender (e-mail, or
 * SMS when only a phone was given) in their language, and announced to the support inbox.
 */
export async function createTicket(s: SupportServices, request: TicketRequest): Promise<TicketRow> {
  const form = parseTicketForm(request.fields);
  const files = checkFiles(request.files, TAKES_ATTACHMENTS[form.kind]);
  const identifiers = [
    ...(form.email ? [identifierHash(s.accounts, { channel: 'email', value: form.email })] : []),
    ...(form.phone ? [identifierHash(s.accounts, { channel: 'sms', value: form.phone })] : []),
  ];
  await countLimits(s, request.ip, identifiers);

  const now = s.accounts.clock.now();
  const id = randomUUID();
  const messageId = randomUUID();
  const attachments = files.map((file) => {
    const attachmentId = randomUUID();
    return {
      id: attachmentId,
      storage_key: `support/${id}/${attachmentId}`,
      file_name: file.file_name,
      content_type: file.content_type,
      size_bytes: file.data.length,
      data: file.data,
    };
  });
  for (const file of attachments)
    await s.storage.put(file.storage_key, file.data, file.content_type);

  const locale = messageLocale(form.locale ?? request.locale);
  let ticket: TicketRow | undefined;
  try {
    for (let attempt = 0; !ticket; attempt += 1) {
      try {
        ticket = await insertTicket(
          s.accounts.db,
          {
            id,
            number: newTicketNumber(),
            kind: form.kind,
            topic: form.topic,
            name: form.name,
            email: form.email,
            phone: form.phone,
            locale,
            order_code: form.order_code,
            user_id: request.user?.id ?? null,
            ip_hash: ipHash(s.accounts, request.ip),
            inserted_at: now,
            updated_at: now,
          },
          { id: messageId, body: form.message },
          attachments.map(({ data: _data, ...rest }) => rest),
        );
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    await Promise.all(attachments.map((a) => s.storage.delete(a.storage_key).catch(() => {})));
    throw error;
  }

  const messenger = s.accounts.messenger;
  if (ticket.email) {
    await messenger.deliver(
      email(ticket.email, 'ticket_received', recipientOf({ locale }), {
        kind: ticket.kind,
        number: ticket.number,
      }),
    );
  } else if (ticket.phone) {
    await messenger.deliver({
      channel: 'sms',
      to: ticket.phone,
      code: null,
      subject: '',
      text: ticketReceivedSms(locale, ticket.kind, ticket.number),
    });
  }
  await messenger.deliver(
    email(s.inboxEmail, 'ticket_notice', SUPPORT_TEAM, {
      ...ticket,
      message: form.message,
      attachments: attachments.length,
    }),
  );
  return ticket;
}

/** Platform support staff (users.role ADMIN) only. */
export function requireSupportStaff(user: AuthUser | null): AuthUser {
  const signedIn = requireUser(user);
  if (signedIn.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'forbidden');
  return signedIn;
}

/**
 * An attachment opened through its short-lived signed link (`signedFileUrl`): FORBIDDEN when
 * the link is expired or not ours, NOT_FOUND when the file is gone.
 */
export async function openSignedAttachment(
  s: SupportServices,
  link: { id: string; expires: number; signature: string },
  now: Date,
) {
  if (!verifyFileUrl(s.fileKey, link.id, link.expires, link.signature, now)) {
    throw new AppError('FORBIDDEN', 'link_expired_or_invalid');
  }
  const attachment = await findAttachment(s.accounts.db, link.id);
  const stored = attachment ? await s.storage.get(attachment.storage_key) : null;
  if (!attachment || !stored) throw new AppError('NOT_FOUND', 'file_not_found');
  return { attachment, body: stored.body };
}
