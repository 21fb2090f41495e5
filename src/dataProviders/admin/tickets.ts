import {
  InboxTicketDocument,
  InboxTicketsDocument,
  ReplyInboxTicketDocument,
  UpdateInboxTicketStatusDocument,
  type SupportTicketKind,
  type SupportTicketSort,
  type SupportTicketStatus,
} from '../../api/generated/admin';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, notFound } from '../paging';

export const TICKETS = 'tickets';

/** react-admin's sort on the inbox's columns as the service's sort. */
function ticketSort(sort: { field?: string; order?: string } | undefined): SupportTicketSort {
  if (sort?.field === 'updated_at') return 'UPDATED';
  return sort?.order === 'ASC' ? 'OLDEST' : 'NEWEST';
}

const list = <T>(value: unknown): T[] | undefined =>
  value === undefined || value === null || value === ''
    ? undefined
    : ((Array.isArray(value) ? value : [value]) as T[]);

/**
 * The support inbox over the admin service: support_tickets (status, kind, search; offset
 * paging with a total), support_ticket, and the custom `reply` and `setStatus` (resource
 * first, like react-admin's own methods).
 */
export const ticketQueries: ResourceQueries = {
  getList: ({ pagination, sort, filter }) =>
    call(
      InboxTicketsDocument,
      {
        input: {
          ...limitOffset(pagination),
          sort: ticketSort(sort),
          status: list<SupportTicketStatus>(filter?.status),
          kind: list<SupportTicketKind>(filter?.kind),
          search: typeof filter?.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined,
        },
      },
      (data) => ({ data: data.support_tickets.entries, total: data.support_tickets.total_count }),
    ),

  getOne: ({ id }) =>
    call(InboxTicketDocument, { id: String(id) }, (data) => {
      if (!data.support_ticket) throw notFound(TICKETS, id);
      return { data: data.support_ticket };
    }),

  custom: {
    async reply(params, { query }) {
      const data = await query(ReplyInboxTicketDocument, {
        input: {
          ticket_id: String(params.id),
          body: String(params.body ?? ''),
          close: Boolean(params.close),
        },
      });
      return { data: data.reply_support_ticket };
    },
    async setStatus(params, { query }) {
      const data = await query(UpdateInboxTicketStatusDocument, {
        input: { ticket_id: String(params.id), status: params.status as SupportTicketStatus },
      });
      return { data: data.update_support_ticket_status };
    },
  },
};
