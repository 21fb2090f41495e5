import { bookings } from '../../resources/bookings';
import { invoices } from '../../resources/invoices';
import { costCenters } from '../../resources/costCenters';
import { delegatePolicies } from '../../resources/delegatePolicies';
import { departments } from '../../resources/departments';
import { levels } from '../../resources/levels';
import { members } from '../../resources/members';
import { staff } from '../../resources/staff';
import { travelPolicy } from '../../resources/travelPolicy';
import { approvals } from '../../resources/approvals';
import { requestBookings } from '../../resources/requestBookings';
import { statements } from '../../resources/statements';
import { vatRequests } from '../../resources/vatRequests';
import { createGraphqlDataProvider, lazyQueries, type LazyQueries } from '../graphqlProvider';
import { corporateId } from './scope';

/*
 * The corporate service's table: resource → its queries, each in its own chunk loaded on the
 * resource's first call (the console's first load carries none: docs/decisions.md, "Console
 * bundle"). The custom methods each chunk defines are named here. Every call is about the
 * caller's corporate (its id comes first: corporateId()), except where `scoped: false`.
 */
export const CORPORATE_RESOURCES: Record<string, LazyQueries<string>> = {
  [staff.name]: lazyQueries(() => import('./staff').then((m) => m.staffQueries), {
    custom: [
      'checkEmail',
      'previewImport',
      'confirmImport',
      'exportFile',
      'getAll',
      'resendInvitation',
      'cancelInvitation',
    ],
  }),
  [departments.name]: lazyQueries(() => import('./departments').then((m) => m.departmentQueries)),
  [delegatePolicies.name]: lazyQueries(() =>
    import('./delegatePolicies').then((m) => m.delegatePolicyQueries),
  ),
  [members.name]: lazyQueries(() => import('./members').then((m) => m.memberQueries)),
  [levels.name]: lazyQueries(() => import('./levels').then((m) => m.levelQueries)),
  [costCenters.name]: lazyQueries(() => import('./costCenters').then((m) => m.costCenterQueries), {
    custom: ['getEnforcement'],
  }),
  [travelPolicy.name]: lazyQueries(
    () => import('./travelPolicy').then((m) => m.travelPolicyQueries),
    { custom: ['getPolicyReasons', 'updatePolicyReasons'] },
  ),
  [approvals.name]: lazyQueries(
    () => import('./bookingRequests').then((m) => m.bookingRequestQueries(approvals.name)),
    { custom: ['decide', 'cancel'] },
  ),
  [requestBookings.name]: lazyQueries(
    () => import('./bookingRequests').then((m) => m.bookingRequestQueries(requestBookings.name)),
    { custom: ['decide', 'cancel'] },
  ),
  [bookings.name]: lazyQueries(() => import('./bookings').then((m) => m.bookingQueries), {
    custom: ['getAllBookings'],
  }),
  [statements.name]: lazyQueries(() => import('./statements').then((m) => m.statementQueries), {
    custom: ['getMonthTotals', 'downloadFile'],
  }),
  [vatRequests.name]: lazyQueries(() => import('./vatRequests').then((m) => m.vatRequestQueries), {
    custom: ['downloadInvoice'],
  }),
  [invoices.name]: lazyQueries(() => import('./invoices').then((m) => m.invoiceQueries), {
    custom: ['getInvoiceTransfer', 'payInvoiceFromWallet'],
  }),
};

/**
 * Records of the corporate's own pages (not resources of the registry): the company's details,
 * a registration, the credit request and the registration page's contact form. The details are
 * the caller's own corporate (the corporate query); a registration and the contact form come
 * from someone who has none yet.
 */
export const CORPORATE_PAGE_RECORDS: Record<string, LazyQueries<string>> = {
  detail: lazyQueries(() => import('./profile').then((m) => m.corporateDetailQueries), {
    scoped: false,
  }),
  register: lazyQueries(() => import('./profile').then((m) => m.registrationQueries), {
    scoped: false,
  }),
  'credit-request': lazyQueries(() => import('./profile').then((m) => m.creditRequestQueries)),
  wallet: lazyQueries(() => import('./wallet').then((m) => m.walletQueries), {
    custom: ['getWalletEntries'],
  }),
  'journal-accounts': lazyQueries(() =>
    import('./journalAccounts').then((m) => m.journalAccountQueries),
  ),
  'wallet-top-up': lazyQueries(() => import('./topUps').then((m) => m.topUpQueries), {
    custom: ['getTopUps', 'beginTopUp'],
  }),
  contact: lazyQueries(() => import('./profile').then((m) => m.contactQueries), {
    custom: ['notifyContact'],
    scoped: false,
  }),
};

export const corporateDataProvider = createGraphqlDataProvider<string>(
  'corporate',
  { ...CORPORATE_RESOURCES, ...CORPORATE_PAGE_RECORDS },
  { scope: corporateId },
);
