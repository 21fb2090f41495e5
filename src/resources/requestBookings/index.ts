import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import type { ConsoleResource } from '../types';

/**
 * Booking requests (/corporate/request-bookings). The spec's /corporate/request-booking and
 * /corporate/request-booking-flight read as one request (hotel, flight) by `?id=`: they lead to
 * its show page. The approvals issue builds it and may refine the two aliases.
 */
export const requestBookings: ConsoleResource = {
  kind: 'resource',
  name: 'request-bookings',
  subject: 'request_bookings',
  service: 'corporate',
  icon: AssignmentOutlined,
  aliases: [
    { path: 'request-booking', to: 'show' },
    { path: 'request-booking-flight', to: 'show' },
  ],
};
