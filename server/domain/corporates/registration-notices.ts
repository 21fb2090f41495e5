/**
 * Who gets which registration e-mail: the registering user (their account's language; a user
 * with only a phone gets no e-mail — the company e-mail is not theirs to be written to
 * unasked), the owner on a decision, and the support inbox.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { email, recipientOf, SUPPORT_TEAM } from '../../mail/index.js';
import type { OutgoingMessage } from '../../providers/messaging/types.js';
import type { CreditRequestRow } from './profile-repository.js';
import { corporateById } from './repository.js';

export interface MailDeps {
  db: Db;
  /** The support team's inbox (config.supportInboxEmail). */
  supportInbox: string;
  /** Absolute origin for links in e-mails. */
  origin: string;
}

interface UserContact extends Record<string, unknown> {
  email: string | null;
  locale: string;
  first_name: string | null;
  last_name: string | null;
}

async function contactOf(db: Db, userId: string): Promise<UserContact | null> {
  const result = await db.execute<UserContact>(sql`
    select email, locale, first_name, last_name from users where id = ${userId}::uuid`);
  return result.rows[0] ?? null;
}

export async function registrationMailsFor(
  deps: MailDeps,
  userId: string,
  corporateId: string,
  resubmitted: boolean,
): Promise<OutgoingMessage[]> {
  const [user, corporate] = await Promise.all([
    contactOf(deps.db, userId),
    corporateById(deps.db, corporateId),
  ]);
  if (!corporate) return [];
  const company = corporate.display_name || corporate.company_name;
  const out: OutgoingMessage[] = [];
  if (user?.email) {
    out.push(
      email(user.email, 'registration_received', recipientOf(user), {
        company,
        taxCode: corporate.company_tax_code ?? '',
        link: `${deps.origin}/corporate`,
      }),
    );
  }
  const requester =
    [user?.last_name, user?.first_name].filter(Boolean).join(' ') || user?.email || userId;
  out.push(
    email(deps.supportInbox, 'registration_notice', SUPPORT_TEAM, {
      id: corporate.id,
      company_name: corporate.company_name,
      company_tax_code: corporate.company_tax_code ?? '',
      company_email: corporate.company_email ?? '',
      company_phone_number: corporate.company_phone_number ?? '',
      company_address: corporate.company_address ?? '',
      requester: `${requester}${user?.email ? ` <${user.email}>` : ''}`,
      resubmitted,
    }),
  );
  return out;
}

export async function creditRequestNoticeFor(
  deps: MailDeps,
  row: CreditRequestRow,
): Promise<OutgoingMessage> {
  const corporate = await corporateById(deps.db, row.corporate_id);
  return email(deps.supportInbox, 'credit_request_notice', SUPPORT_TEAM, {
    corporate_id: row.corporate_id,
    company_name: corporate?.company_name ?? row.corporate_id,
    answers: {
      staff_amount_range: row.staff_amount_range,
      trips_amount_range: row.trips_amount_range,
      trip_duration_range: row.trip_duration_range,
      average_budget_range: row.average_budget_range,
      usual_booker_role: row.usual_booker_role,
    },
  });
}
