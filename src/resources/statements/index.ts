import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * Reconciliation statements (/corporate/payment-statement, detail at
 * /corporate/payment-statement/detail?id=; docs/finance.md "Statements"): owner, admins and
 * accounting. The older overview /corporate/payment-overview-old opens the list as the year's
 * totals by month.
 */
export const statements: ConsoleResource = {
  kind: 'resource',
  name: 'payment-statement',
  subject: 'statements',
  service: 'corporate',
  icon: RequestQuoteOutlined,
  list: lazyPage(() => import('./StatementList'), 'StatementList'),
  show: lazyPage(() => import('./StatementShow'), 'StatementShow'),
  recordRepresentation: (s) =>
    s?.effective_for ? `${s.effective_for.month}/${s.effective_for.year}` : '',
  aliases: [
    { path: 'payment-statement/detail', to: 'show' },
    { path: 'payment-overview-old', to: 'list', listFilter: { view: 'months' } },
  ],
};
