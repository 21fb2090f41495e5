import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * Booking approvals (/corporate/approval; docs/approvals.md): the approval queue — pending
 * requests the caller has now — with the same request page as /corporate/request-bookings.
 */
export const approvals: ConsoleResource = {
  kind: 'resource',
  name: 'approval',
  subject: 'approvals',
  service: 'corporate',
  icon: FactCheckOutlined,
  list: lazyPage(() => import('../requestBookings/RequestList'), 'ApprovalList'),
  show: lazyPage(() => import('../requestBookings/RequestShow'), 'RequestShow'),
  recordRepresentation: 'summary',
};
