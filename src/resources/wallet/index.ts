import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { ConsoleResource } from '../types';

/** The corporate wallet (/corporate/wallet): balance and its movements; the finance issue's. */
export const wallet: ConsoleResource = {
  kind: 'resource',
  name: 'wallet',
  subject: 'wallet',
  service: 'payments',
  icon: AccountBalanceWalletOutlined,
};
