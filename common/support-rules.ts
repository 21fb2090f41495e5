// The rules of the contact, complaint and report forms, shared by the server that enforces them
// (server/domain/support) and the browser that checks them first (src/public-site/support).
// Constants only: nothing here may pull server code into the bundle or browser code into the server.

export const TICKET_KINDS = ['CONTACT', 'COMPLAINT', 'REPORT'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

export const TICKET_STATUSES = ['NEW', 'IN_PROGRESS', 'ANSWERED', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Where support may move a ticket: new → in progress → answered → closed; closed reopens. */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  NEW: ['IN_PROGRESS', 'ANSWERED', 'CLOSED'],
  IN_PROGRESS: ['ANSWERED', 'CLOSED'],
  ANSWERED: ['IN_PROGRESS', 'CLOSED'],
  CLOSED: ['IN_PROGRESS'],
};

/** Topics offered by each form (labels live in the catalogues). */
export const TICKET_TOPICS = {
  CONTACT: ['BOOKING', 'PAYMENT', 'ACCOUNT', 'CORPORATE', 'PARTNERSHIP', 'FEEDBACK', 'OTHER'],
  COMPLAINT: ['FLIGHT', 'HOTEL', 'PAYMENT_REFUND', 'CUSTOMER_SERVICE', 'PERSONAL_DATA', 'OTHER'],
  REPORT: ['FRAUD', 'PHISHING', 'LISTING', 'SECURITY', 'PERSONAL_DATA', 'OTHER'],
} as const satisfies Record<TicketKind, readonly string[]>;
export type TicketTopic = (typeof TICKET_TOPICS)[TicketKind][number];

export const TICKET_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  messageMin: 20,
  messageMax: 5000,
  replyMax: 10000,
  /** Order or booking codes: letters, digits and dashes. */
  orderCodePattern: /^[A-Za-z0-9-]{4,32}$/,
  /** Attachments: complaints and reports only. */
  maxFiles: 3,
  maxFileBytes: 5 * 1024 * 1024,
  /** Checked by the file's first bytes, never by its name or declared type. */
  fileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
} as const;

/** Whether a form takes attachments and an order code. */
export const TAKES_ATTACHMENTS: Record<TicketKind, boolean> = {
  CONTACT: false,
  COMPLAINT: true,
  REPORT: true,
};

/** The honeypot field: hidden from people, so only robots fill it in. */
export const HONEYPOT_FIELD = 'contact_me_by_fax';
