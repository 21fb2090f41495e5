import { SectionLayout } from './SectionLayout';
import type { SectionNavItem } from './SectionNav';

const ACCOUNT_SECTIONS: SectionNavItem[] = [
  { to: '/account/profile', label: 'pages.accountProfile' },
  { to: '/account/bookings', label: 'pages.accountBookings' },
  { to: '/account/request-bookings', label: 'pages.accountRequestBookings' },
  { to: '/account/wallet', label: 'pages.accountWallet' },
  { to: '/account/top-up', label: 'pages.accountTopUp' },
  { to: '/account/payment', label: 'pages.accountPayment' },
  { to: '/account/reward', label: 'pages.accountReward' },
  { to: '/account/voucher', label: 'pages.accountVoucher' },
  { to: '/account/invitations', label: 'pages.accountInvitations' },
  { to: '/account/support', label: 'pages.accountSupport' },
];

/** /account/*: the traveller's own area. */
export function AccountLayout() {
  return <SectionLayout label="nav.account" items={ACCOUNT_SECTIONS} />;
}
