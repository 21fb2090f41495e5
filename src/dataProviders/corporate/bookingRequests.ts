import {
  BookingRequestDocument,
  BookingRequestsDocument,
  CancelBookingRequestDocument,
  DecideBookingRequestDocument,
  type BookingRequestKind,
  type BookingRequestStatus,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, notFound } from '../paging';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'BOOKED'];
const KINDS = ['FLIGHT', 'HOTEL'];

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const instant = (v: unknown, endOfDay = false) => {
  const day = text(v);
  if (!day) return null;
  // A day of the filter (YYYY-MM-DD) in Vietnam: from its start, to the next day's start.
  const start = new Date(`${day.slice(0, 10)}T00:00:00+07:00`);
  if (Number.isNaN(start.getTime())) return null;
  return new Date(start.getTime() + (endOfDay ? 86_400_000 : 0)).toISOString();
};

/** react-admin's filter as booking_requests' arguments (unknown values are left out). */
export function requestFilter(filter: Record<string, unknown> = {}) {
  const status = text(filter.status);
  const kind = text(filter.kind);
  return {
    status: status && STATUSES.includes(status) ? (status as BookingRequestStatus) : null,
    kind: kind && KINDS.includes(kind) ? (kind as BookingRequestKind) : null,
    requester_id: text(filter.requester_id),
    department_id: text(filter.department_id),
    mine: filter.mine === true ? true : null,
    from: instant(filter.from),
    to: instant(filter.to, true),
    search: text(filter.q),
  };
}

/**
 * Booking requests (docs/graphql-contract.md "Booking requests"): the list with its filters
 * (status, type, requester, department, dates; `mine` for the approval queue), one request
 * with its history, and deciding and cancelling as custom methods (the approval counters
 * are asked without the data stack: src/resources/approvals/useApprovalCounters.ts).
 * /corporate/approval and /corporate/request-bookings read the same records.
 */
export function bookingRequestQueries(resource: string): ResourceQueries<string> {
  return {
    getList: (params, corporateId) =>
      call(
        BookingRequestsDocument,
        {
          corporate_id: corporateId,
          ...requestFilter(params.filter),
          ...limitOffset(params.pagination),
        },
        (data) => ({
          data: data.booking_requests.entries,
          total: data.booking_requests.total_count,
        }),
      ),
    getOne: ({ id }, corporateId) =>
      call(BookingRequestDocument, { corporate_id: corporateId, id: String(id) }, (data) => {
        if (!data.booking_request) throw notFound(resource, id);
        return { data: data.booking_request };
      }),
    custom: {
      async decide(params, { query, scope }) {
        const data = await query(DecideBookingRequestDocument, {
          input: {
            corporate_id: scope,
            id: String(params.id),
            decision: params.decision === 'REJECT' ? 'REJECT' : 'APPROVE',
            comment: text(params.comment),
          },
        });
        return { data: data.decide_booking_request };
      },
      async cancel(params, { query, scope }) {
        const data = await query(CancelBookingRequestDocument, {
          input: { corporate_id: scope, id: String(params.id) },
        });
        return { data: data.cancel_booking_request };
      },
    },
  };
}
