import type { InfoPageKey, PageKey } from '../i18n/site';

/** The eight layouts of spec §2. */
export type LayoutName =
  'account' | 'analysis' | 'bookings' | 'corporate' | 'default' | 'empty' | 'trip-detail' | 'trip';

/** 'info' pages have their own text; 'page' routes have a built page (AppRoutes maps them by `page`). */
export type RouteKind = 'home' | 'info' | 'page' | 'error';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  page: PageKey;
  kind: RouteKind;
}

const info = (path: string, page: InfoPageKey): AppRoute => ({
  path,
  layout: 'default',
  page,
  kind: 'info',
});
/**
 * Every route of spec §2 outside /corporate, with its layout. Layout choices the spec leaves
 * open: checkout pages use `bookings` (the booking funnel), the Google callback and mobile
 * embeds use `empty`.
 */
export const SITE_ROUTES: readonly AppRoute[] = [
  { path: '/', layout: 'default', page: 'home', kind: 'home' },
  info('/about', 'about'),
  info('/contact', 'contact'),
  info('/complaint', 'complaint'),
  info('/privacy-policy', 'privacyPolicy'),
  info('/terms-of-use', 'termsOfUse'),
  info('/rules', 'rules'),
  info('/membership', 'membership'),
  info('/corporate-program', 'corporateProgram'),
  info('/payment-method', 'paymentMethod'),
  info('/amendment', 'amendment'),
  info('/flight-amendment', 'flightAmendment'),
  info('/hotel-amendment', 'hotelAmendment'),
  info('/check-in-policy', 'checkInPolicy'),
  info('/flight-check-in-policy', 'flightCheckInPolicy'),
  info('/hotel-check-in-policy', 'hotelCheckInPolicy'),
  { path: '/error', layout: 'default', page: 'error', kind: 'error' },
  { path: '/example', layout: 'default', page: 'example', kind: 'page' },
  { path: '/baocao', layout: 'default', page: 'report', kind: 'page' },
  { path: '/p', layout: 'default', page: 'searchResults', kind: 'page' },
  { path: '/flight', layout: 'default', page: 'flightSearch', kind: 'page' },
  { path: '/property/:id', layout: 'default', page: 'property', kind: 'page' },
  { path: '/auth/google/callback', layout: 'empty', page: 'googleCallback', kind: 'page' },
  { path: '/checkout/flight', layout: 'bookings', page: 'checkoutFlight', kind: 'page' },
  { path: '/checkout/hotel', layout: 'bookings', page: 'checkoutHotel', kind: 'page' },
  {
    path: '/checkout/success-flight',
    layout: 'bookings',
    page: 'checkoutSuccessFlight',
    kind: 'page',
  },
  {
    path: '/checkout/success-hotel',
    layout: 'bookings',
    page: 'checkoutSuccessHotel',
    kind: 'page',
  },
  {
    path: '/checkout/success-request',
    layout: 'bookings',
    page: 'checkoutSuccessRequest',
    kind: 'page',
  },
  { path: '/account/bookings', layout: 'account', page: 'accountBookings', kind: 'page' },
  { path: '/account/payment', layout: 'account', page: 'accountPayment', kind: 'page' },
  { path: '/account/profile', layout: 'account', page: 'accountProfile', kind: 'page' },
  {
    path: '/account/request-bookings',
    layout: 'account',
    page: 'accountRequestBookings',
    kind: 'page',
  },
  { path: '/account/reward', layout: 'account', page: 'accountReward', kind: 'page' },
  { path: '/account/top-up', layout: 'account', page: 'accountTopUp', kind: 'page' },
  { path: '/account/voucher', layout: 'account', page: 'accountVoucher', kind: 'page' },
  { path: '/account/wallet', layout: 'account', page: 'accountWallet', kind: 'page' },
  // Not in spec §2: the user's support tickets and replies (docs/decisions.md "Public pages").
  { path: '/account/support', layout: 'account', page: 'accountSupport', kind: 'page' },
  // Not in spec §2: one booking's page (issue 23; docs/decisions.md "Booking detail route").
  {
    path: '/account/bookings/detail',
    layout: 'account',
    page: 'accountBookingDetail',
    kind: 'page',
  },
  // Not in spec §2: a company's invitations, answered by the person (issue 19).
  { path: '/account/invitations', layout: 'account', page: 'accountInvitations', kind: 'page' },
  { path: '/expense/approval', layout: 'trip', page: 'expenseApproval', kind: 'page' },
  { path: '/expense/detail', layout: 'trip', page: 'expenseDetail', kind: 'page' },
  { path: '/expense/list', layout: 'trip', page: 'expenseList', kind: 'page' },
  { path: '/expense/new', layout: 'trip', page: 'expenseNew', kind: 'page' },
  { path: '/expense/reimbursements', layout: 'trip', page: 'expenseReimbursements', kind: 'page' },
  { path: '/trip/list', layout: 'trip', page: 'tripList', kind: 'page' },
  { path: '/trip/detail', layout: 'trip-detail', page: 'tripDetail', kind: 'page' },
  { path: '/trip/flight-detail', layout: 'trip-detail', page: 'tripFlightDetail', kind: 'page' },
  { path: '/trip/hotel-detail', layout: 'trip-detail', page: 'tripHotelDetail', kind: 'page' },
  {
    path: '/m/corporate-booking-detail',
    layout: 'empty',
    page: 'mCorporateBookingDetail',
    kind: 'page',
  },
  {
    path: '/m/corporate-flight-detail',
    layout: 'empty',
    page: 'mCorporateFlightDetail',
    kind: 'page',
  },
];

/** The corporate console mounts at this path; its routes are relative to it. */
export const CORPORATE_BASE = '/corporate';

/** A console address's path below CORPORATE_BASE, without slashes around it ('' for none). */
export const consolePathOf = (pathname: string) =>
  pathname.replace(/\/+$/, '').slice(CORPORATE_BASE.length + 1);

/** The support area for platform staff (not in the spec; docs/decisions.md, docs/support.md). */
export const SUPPORT_BASE = '/support';

export function routesForLayout(layout: LayoutName, routes = SITE_ROUTES): AppRoute[] {
  return routes.filter((route) => route.layout === layout);
}
