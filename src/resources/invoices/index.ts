import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { ConsoleResource } from '../types';

/**
 * Invoices and VAT requests (/corporate/invoice-reconciliation, one invoice at
 * /corporate/invoice-detail?id=): the finance issue builds it.
 */
export const invoices: ConsoleResource = {
  kind: 'resource',
  name: 'invoice-reconciliation',
  subject: 'invoices',
  service: 'corporate',
  icon: DescriptionOutlined,
  aliases: [{ path: 'invoice-detail', to: 'show' }],
};
