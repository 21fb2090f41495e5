import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { ConsoleResource } from '../types';

/**
 * Reconciliation statements (/corporate/payment-statement, detail at
 * /corporate/payment-statement/detail?id=): the finance issue builds it. The legacy
 * /corporate/payment-overview-old leads to the list.
 */
export const statements: ConsoleResource = {
  kind: 'resource',
  name: 'payment-statement',
  subject: 'statements',
  service: 'corporate',
  icon: RequestQuoteOutlined,
  aliases: [
    { path: 'payment-statement/detail', to: 'show' },
    { path: 'payment-overview-old', to: 'list' },
  ],
};
