/**
 * The mail system's shapes (docs/mail.md): a template turns a message's data into a subject and
 * a list of blocks, in the recipient's language; the shared layout (layout.ts) writes the
 * blocks as the HTML part and the text part, so the two always say the same thing.
 */

/** The languages a mail is written in (users.locale; Vietnamese by default). */
export type MailLocale = 'vi' | 'en';

/** Who reads the mail: their language and the time zone their times are written in. */
export interface Recipient {
  locale: MailLocale;
  /** IANA time zone (Asia/Ho_Chi_Minh unless the person has another). */
  timeZone: string;
}

/**
 * A part of the body. Every string is plain text (values already in it): the HTML part escapes
 * it and makes its http(s) addresses links; the text part writes it as it is.
 */
export type Block =
  /** A paragraph of one or more lines. */
  | { kind: 'paragraph'; lines: string[] }
  /** What someone else wrote (a support answer): shown as a quotation, line breaks kept. */
  | { kind: 'quote'; text: string }
  /** A one-time code, shown large in HTML. */
  | { kind: 'code'; code: string };

/** What a template writes for one recipient. */
export interface Composed {
  subject: string;
  blocks: Block[];
}

/** A rendered e-mail: the subject line and both parts. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
