import type { ReactElement } from 'react';
import { Menu } from 'react-admin';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FlightTakeoffOutlined from '@mui/icons-material/FlightTakeoffOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { useT } from '../i18n/context';
import type { SiteKey } from '../i18n/site';
import { CORPORATE_BASE } from '../routes/routeTable';

const ITEMS: Array<{ path: string; label: SiteKey; icon: ReactElement }> = [
  { path: 'users', label: 'pages.corporateUsers', icon: <PeopleOutlined /> },
  { path: 'department', label: 'pages.corporateDepartment', icon: <AccountTreeOutlined /> },
  { path: 'cost-center', label: 'pages.corporateCostCenter', icon: <SavingsOutlined /> },
  { path: 'set-policy', label: 'pages.corporateSetPolicy', icon: <PolicyOutlined /> },
  { path: 'approval', label: 'pages.corporateApproval', icon: <FactCheckOutlined /> },
  {
    path: 'request-bookings',
    label: 'corporate.nav.requestBookings',
    icon: <AssignmentOutlined />,
  },
  { path: 'bookings', label: 'pages.corporateBookings', icon: <ReceiptLongOutlined /> },
  { path: 'trip-proposal', label: 'pages.corporateTripProposal', icon: <FlightTakeoffOutlined /> },
  { path: 'wallet', label: 'pages.corporateWallet', icon: <AccountBalanceWalletOutlined /> },
  {
    path: 'payment-statement',
    label: 'pages.corporatePaymentStatement',
    icon: <RequestQuoteOutlined />,
  },
  {
    path: 'invoice-reconciliation',
    label: 'pages.corporateInvoiceReconciliation',
    icon: <DescriptionOutlined />,
  },
  {
    path: 'analysis/travel-overview',
    label: 'corporate.nav.analysis',
    icon: <InsightsOutlined />,
  },
  { path: 'detail', label: 'corporate.nav.company', icon: <BusinessOutlined /> },
];

/** Console navigation: the main corporate sections (detail pages are reached from them). */
export function CorporateMenu() {
  const t = useT();
  return (
    <Menu aria-label={t('corporate.menu')}>
      <Menu.DashboardItem
        primaryText={t('corporate.nav.dashboard')}
        leftIcon={<DashboardOutlined />}
      />
      {ITEMS.map((item) => (
        <Menu.Item
          key={item.path}
          to={`${CORPORATE_BASE}/${item.path}`}
          primaryText={t(item.label)}
          leftIcon={item.icon}
        />
      ))}
    </Menu>
  );
}
