/** The mail system (docs/mail.md): every e-mail, by name, in the recipient's language and zone. */
export { email, renderMail, MAILS, type MailData, type MailName } from './registry.js';
export { mailLocale, recipientOf, SUPPORT_TEAM } from './recipient.js';
export { codeSms, ticketReceivedSms, ticketReplySms, type CodePurpose } from './sms.js';
export type { MailLocale, Recipient, RenderedMail } from './types.js';
