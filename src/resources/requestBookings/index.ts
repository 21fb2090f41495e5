import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * Booking requests (/corporate/request-bookings; docs/approvals.md): every request the caller
 * may see, filtered by status, type, requester, department and dates; one request with its
 * history, decided there with a comment. The spec's /corporate/request-booking and
 * /corporate/request-booking-flight read as one request (hotel, flight) by `?id=`: they lead to
 * its show page; without an id, to the list of hotel (flight) requests.
 */
export const requestBookings: ConsoleResource = {
  kind: 'resource',
  name: 'request-bookings',
  subject: 'request_bookings',
  service: 'corporate',
  icon: AssignmentOutlined,
  list: lazyPage(() => import('./RequestList'), 'RequestBookingList'),
  show: lazyPage(() => import('./RequestShow'), 'RequestShow'),
  recordRepresentation: 'summary',
  aliases: [
    { path: 'request-booking', to: 'show', listFilter: { kind: 'HOTEL' } },
    { path: 'request-booking-flight', to: 'show', listFilter: { kind: 'FLIGHT' } },
  ],
};
