import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { ConsoleResource } from '../types';

/** The corporate's bookings (booking histories, /corporate/bookings): the bookings issue's. */
export const bookings: ConsoleResource = {
  kind: 'resource',
  name: 'bookings',
  subject: 'bookings',
  service: 'corporate',
  icon: ReceiptLongOutlined,
};
