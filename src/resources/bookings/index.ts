import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * Booking history (/corporate/bookings): the company's bookings with filters, totals and a CSV
 * export for the owner, admins, accounting and the travel desk; everyone else sees their own
 * (docs/permissions.md `bookings`). A booking opens at /corporate/bookings/<id>/show.
 */
export const bookings: ConsoleResource = {
  kind: 'resource',
  name: 'bookings',
  subject: 'bookings',
  service: 'corporate',
  icon: ReceiptLongOutlined,
  list: lazyPage(() => import('./BookingList'), 'BookingList'),
  show: lazyPage(() => import('./BookingShow'), 'BookingShow'),
  recordRepresentation: 'code',
};
