import { VIETNAM_TIME_ZONE } from '../../common/calendar.js';
import type { MailLocale, Recipient } from './types.js';

/** 'en', 'en-US', 'en_GB' → en; anything else (zh-TW too: mails are vi or en) → vi. */
export function mailLocale(value: string | null | undefined): MailLocale {
  return value && /^en\b/i.test(value) ? 'en' : 'vi';
}

/**
 * The recipient of a person's mail, from their account (users.locale, recorded at sign-up and
 * changed with their profile). Accounts keep no time zone yet, so times are written in
 * Asia/Ho_Chi_Minh, the market's (docs/decisions.md "Mail").
 */
export function recipientOf(person: { locale?: string | null } | null | undefined): Recipient {
  return { locale: mailLocale(person?.locale), timeZone: VIETNAM_TIME_ZONE };
}

/** The support team's inbox reads Vietnamese, in Vietnam. */
export const SUPPORT_TEAM: Recipient = { locale: 'vi', timeZone: VIETNAM_TIME_ZONE };
