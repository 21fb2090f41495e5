import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';
import { ApprovalMenuIcon } from './ApprovalBadge';

/**
 * Booking approvals (/corporate/approval; docs/approvals.md): the approval queue — pending
 * requests the caller has now — with the same request page as /corporate/request-bookings.
 */
export const approvals: ConsoleResource = {
  kind: 'resource',
  name: 'approval',
  subject: 'approvals',
  service: 'corporate',
  // The menu's icon carries the number of requests the approver has now (spec §3 counters).
  icon: ApprovalMenuIcon,
  list: lazyPage(() => import('../requestBookings/RequestList'), 'ApprovalList'),
  show: lazyPage(() => import('../requestBookings/RequestShow'), 'RequestShow'),
  recordRepresentation: 'summary',
};
