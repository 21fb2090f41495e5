/**
 * The e-mails of booking requests, sent after the change they tell of has committed (a lost
 * mail never undoes a decision; the messenger logs a failed delivery). Each in its recipient's
 * language (users.locale), through server/mail.
 */
import type { Db } from '../../db/client.js';
import { email, recipientOf } from '../../mail/index.js';
import type { Messenger } from '../../providers/messaging/index.js';
import { mintLinks } from './link-tokens.js';
import { companyName, peopleOf, type RequestRow } from './repository.js';
import { LINK_HOURS } from './settings.js';

export interface Mailer {
  messenger: Messenger;
  /** The app's origin for links in e-mails. */
  origin: string;
}

const amount = (v: number | string) => Number(v);
const nameOf = (p: { name: string | null; email: string | null } | undefined) =>
  p?.name || p?.email || '';

/** To the request's current approver: new, reminder or escalated, with fresh single-use links. */
export async function mailApprover(
  db: Db,
  mailer: Mailer,
  row: RequestRow,
  why: 'NEW' | 'REMINDER' | 'ESCALATED',
  now: Date,
) {
  if (!row.approver_id) return;
  const people = await peopleOf(db, [row.approver_id, row.requester_id, row.traveller_id]);
  const approver = people.get(row.approver_id);
  if (!approver?.email) return;
  const links = await mintLinks(db, mailer.origin, {
    corporateId: row.corporate_id,
    requestId: row.id,
    approverId: row.approver_id,
    now,
  });
  await mailer.messenger.deliver(
    email(approver.email, 'booking_request_approver', recipientOf(approver), {
      why,
      company: await companyName(db, row.corporate_id),
      requester: nameOf(people.get(row.requester_id)),
      traveller: nameOf(people.get(row.traveller_id)),
      summary: row.summary,
      price: amount(row.price),
      currency: row.currency,
      deadline: new Date(row.deadline_at),
      reasonCode: row.reason_code,
      note: row.note,
      approveLink: links.approve,
      rejectLink: links.reject,
      consoleLink: `${mailer.origin}/corporate/approval`,
      linkHours: LINK_HOURS,
    }),
  );
}

/** To the requester (and the traveller when someone else asked): what became of the request. */
export async function mailRequester(
  db: Db,
  mailer: Mailer,
  row: RequestRow,
  outcome: 'APPROVED' | 'REJECTED' | 'ESCALATED' | 'EXPIRED',
  who: string,
  bookingFailed = false,
) {
  const ids = [...new Set([row.requester_id, row.traveller_id])];
  const people = await peopleOf(db, ids);
  for (const id of ids) {
    const person = people.get(id);
    if (!person?.email) continue;
    await mailer.messenger.deliver(
      email(person.email, 'booking_request_outcome', recipientOf(person), {
        outcome,
        summary: row.summary,
        price: amount(row.price),
        currency: row.currency,
        who,
        comment: row.comment,
        deadline: outcome === 'ESCALATED' ? new Date(row.deadline_at) : null,
        bookingFailed,
        link: `${mailer.origin}/account/request-bookings`,
      }),
    );
  }
}
