/**
 * The message language, for code that is not mail (staff sheets, exports). Mail words live in
 * server/mail.
 */
import type { MailLocale } from '../../mail/types.js';

export type MessageLocale = MailLocale;
export { mailLocale as messageLocale } from '../../mail/recipient.js';
