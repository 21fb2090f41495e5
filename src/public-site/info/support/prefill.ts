import { TICKET_TOPICS, type TicketKind } from '../../../../common/support-rules';

/*
 * A support form opened from a booking (docs/manage-booking.md "Support"): the link names the
 * topic and the booking's order number, and the form starts with them — the topic chosen and
 * the message begun with the order number — so the person only says what they need. Only a
 * topic of the form and an order number's characters are taken from the address: a link can
 * never put words of its own into someone's message.
 */

const ORDER_NUMBER = /^[A-Z0-9-]{4,24}$/;

export interface TicketPrefill {
  topic?: string;
  order?: string;
}

/** What the address asks the form to start with, kept only where it is valid for this form. */
export function ticketPrefillOf(kind: TicketKind, search: URLSearchParams): TicketPrefill {
  const topic = search.get('topic') ?? '';
  const order = (search.get('order') ?? '').trim().toUpperCase();
  return {
    ...((TICKET_TOPICS[kind] as readonly string[]).includes(topic) ? { topic } : {}),
    ...(ORDER_NUMBER.test(order) ? { order } : {}),
  };
}

/** The contact form's address for a question about one booking. */
export const bookingSupportPath = (orderNumber: string) =>
  `/contact?${new URLSearchParams({ topic: 'BOOKING', order: orderNumber })}`;
