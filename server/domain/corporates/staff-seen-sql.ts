/**
 * What the company sees of the person (issue 19 hole 2), as SQL over a staff row `s` joined to
 * its user `u`: until they accept, only what the company itself typed (the staff row's names
 * and contact number) and the e-mail it invited — never the account's names, phone or avatar.
 * Once accepted, the staff row's names and number when the company keeps its own, else the
 * person's. Every repository that reads a staff member's name or number reads it through here.
 */
import { sql } from 'drizzle-orm';

/** The person accepted the invitation: their account's own names and number show from then. */
export const ACCEPTED = sql`s.invitation = 'ACCEPTED'`;
const FIRST_NAME = sql`(case when ${ACCEPTED} then coalesce(s.first_name, u.first_name)
  else s.first_name end)`;
const LAST_NAME = sql`(case when ${ACCEPTED} then coalesce(s.last_name, u.last_name)
  else s.last_name end)`;
/** The account's phone number, once accepted (else null). */
export const ACCOUNT_PHONE = sql`(case when ${ACCEPTED} and u.national_phone_number is not null then
  coalesce(u.country_calling_code, '') || u.national_phone_number end)`;

/** The names and number a company sees of a staff row `s` joined to its user `u`. */
export const SEEN = {
  firstName: FIRST_NAME,
  lastName: LAST_NAME,
  phone: sql`coalesce(s.phone_number, ${ACCOUNT_PHONE})`,
};
