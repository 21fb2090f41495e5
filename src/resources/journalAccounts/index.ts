import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsolePage } from '../types';

/**
 * The accounting export's chart-of-accounts mapping (/corporate/journal-accounts): one record,
 * the company's, so a page; owner, admins and accounting (docs/permissions.md `invoices`).
 */
export const journalAccounts: ConsolePage = {
  kind: 'page',
  name: 'journal-accounts',
  path: 'journal-accounts',
  subject: 'invoices',
  action: 'export',
  icon: AccountTreeOutlined,
  menu: true,
  element: lazyPage(() => import('./JournalAccountsPage'), 'JournalAccountsPage'),
};
