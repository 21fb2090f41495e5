import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsolePage } from '../types';

/**
 * The company wallet (/corporate/wallet): the balance on the ledger, credit usage and the
 * account's movements. One record (the caller's corporate), so a page checked with `show`
 * (docs/permissions.md `wallet`: owner, admins, accounting) — as a resource its route asked for
 * `list`, which the table does not grant, and told them they had no permission.
 */
export const wallet: ConsolePage = {
  kind: 'page',
  name: 'wallet',
  path: 'wallet',
  subject: 'wallet',
  action: 'show',
  icon: AccountBalanceWalletOutlined,
  menu: true,
  element: lazyPage(() => import('./WalletPage'), 'WalletPage'),
};
