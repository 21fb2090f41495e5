import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * Corporate invoices (/corporate/invoice-reconciliation, one invoice at
 * /corporate/invoice-detail?id=): the statistic, a status filter, each invoice's payments, pay
 * by QR and pay from the wallet (docs/finance.md "Invoices and payments"). Owner, admins and
 * accounting (docs/permissions.md `invoices`).
 */
export const invoices: ConsoleResource = {
  kind: 'resource',
  name: 'invoice-reconciliation',
  subject: 'invoices',
  service: 'corporate',
  icon: DescriptionOutlined,
  list: lazyPage(() => import('./InvoiceList'), 'InvoiceList'),
  show: lazyPage(() => import('./InvoiceShow'), 'InvoiceShow'),
  aliases: [{ path: 'invoice-detail', to: 'show' }],
};
