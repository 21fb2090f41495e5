import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { ConsoleResource } from '../types';

/** Booking approvals (/corporate/approval): the approvals issue builds it. */
export const approvals: ConsoleResource = {
  kind: 'resource',
  name: 'approval',
  subject: 'approvals',
  service: 'corporate',
  icon: FactCheckOutlined,
};
