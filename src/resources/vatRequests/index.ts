import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * VAT e-invoices (/corporate/vat-requests): the company's requests for the VAT invoice of a
 * booking, their status, and the issued invoice as PDF or XML; the accounting export from its
 * toolbar. Owner, admins and accounting (docs/permissions.md `invoices`). A request is made from
 * the booking's detail (RequestVatButton).
 */
export const vatRequests: ConsoleResource = {
  kind: 'resource',
  name: 'vat-requests',
  subject: 'invoices',
  service: 'corporate',
  icon: RequestQuoteOutlined,
  list: lazyPage(() => import('./VatRequestList'), 'VatRequestList'),
};
