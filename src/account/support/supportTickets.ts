import { graphqlRequest } from '../../api/graphql';
import {
  MySupportTicketsDocument,
  type SupportTicketFieldsFragment,
} from '../../api/generated/main';

export type MyTicket = SupportTicketFieldsFragment;

export const PAGE_SIZE = 20;

/** The signed-in user's tickets, last updated first (main `support_tickets`). */
export async function fetchMyTickets(offset: number) {
  const data = await graphqlRequest('main', MySupportTicketsDocument, {
    input: { limit: PAGE_SIZE, offset },
  });
  return data.support_tickets;
}
