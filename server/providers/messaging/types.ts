/** A message (a one-time code, or a notice such as a support reply), ready for one channel. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** E-mail address, or phone digits with the country calling code. */
  to: string;
  /** The code the message carries, if any (kept by the development outbox only). */
  code: string | null;
  subject: string;
  /** The plain-text part (an SMS's whole text). */
  text: string;
  /** The HTML part of an e-mail (server/mail renders both parts); none for an SMS. */
  html?: string;
  /** Files sent with an e-mail (a booking's .ics calendar); none for an SMS. */
  attachments?: MessageAttachment[];
}

/**
 * A file attached to an e-mail: its name, media type and content — text, or a binary file
 * (a booking's PDF) written in base64 with `encoding: 'base64'` (nodemailer's own field).
 */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/** Delivers messages of one channel. */
export interface MessageTransport {
  /** 'smtp', 'sms-http' or 'outbox' — for logs and /config.json. */
  readonly kind: string;
  send(message: OutgoingMessage): Promise<void>;
}

export interface Messenger {
  email: MessageTransport;
  sms: MessageTransport;
  /** Delivers by the message's channel. Provider failures are logged, not thrown. */
  deliver(message: OutgoingMessage): Promise<void>;
}
