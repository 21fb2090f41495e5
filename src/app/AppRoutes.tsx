import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { guardRedirect } from '../account/redirect';
import Box from '@mui/material/Box';
import { readSessionToken } from '../api/tokens';
import { PageLoading } from '../components/PageLoading';
import { SiteHeader } from '../components/SiteHeader';
import { FullPageStatus } from '../components/FullPageStatus';
import { useT } from '../i18n/context';
import type { InfoPageKey, PageKey } from '../i18n/site';
import { BookingsLayout } from '../layouts/BookingsLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { ErrorPage } from '../public-site/ErrorPage';
import { NotFoundPage } from '../public-site/NotFoundPage';
import { landingModuleFor, type LandingModule } from '../routes/landingPages';
import { POLICY_PAGES, type PolicyPageKey } from '../public-site/info/policies/types';
import {
  CORPORATE_BASE,
  SITE_ROUTES,
  SUPPORT_BASE,
  routesForLayout,
  type AppRoute,
  type LayoutName,
} from '../routes/routeTable';
import { lazyPage, preloadsAll, type Preloadable } from './lazyPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { TripDetailExit } from '../trips/TripDetailExit';

/**
 * The account and trip areas' layouts (their section navigation) load with their first page, not
 * with `/` (bench/page-js.ts's budget; docs/decisions.md, "Section layouts"): one chunk.
 */
const sectionLayouts = () => import('../layouts/sectionLayouts');
const AccountLayout = lazyPage(sectionLayouts, 'AccountLayout');
const TripLayout = lazyPage(sectionLayouts, 'TripLayout');
const TripDetailLayout = lazyPage(sectionLayouts, 'TripDetailLayout');
const HomePage = lazyPage(() => import('../public-site/HomePage'), 'HomePage');
const InfoPage = lazyPage(() => import('../public-site/InfoPage'), 'InfoPage');
const GoogleCallbackPage = lazyPage(
  () => import('../account/GoogleCallbackPage'),
  'GoogleCallbackPage',
);
const ProfilePage = lazyPage(() => import('../account/profile/ProfilePage'), 'ProfilePage');
const FlightResultsPage = lazyPage(
  () => import('../public-site/flights/FlightResultsPage'),
  'FlightResultsPage',
);
const HotelResultsPage = lazyPage(
  () => import('../public-site/hotels/HotelResultsPage'),
  'HotelResultsPage',
);
const PropertyPage = lazyPage(() => import('../public-site/hotels/PropertyPage'), 'PropertyPage');
const PolicyPage = lazyPage(() => import('../public-site/info/policies/PolicyPage'), 'PolicyPage');
const supportPages = () => import('../public-site/info/support/SupportPages');
const ContactPage = lazyPage(supportPages, 'ContactPage');
const ComplaintPage = lazyPage(supportPages, 'ComplaintPage');
const ReportPage = lazyPage(supportPages, 'ReportPage');
const PaymentMethodPage = lazyPage(
  () => import('../public-site/info/PaymentMethodPage'),
  'PaymentMethodPage',
);
const MembershipPage = lazyPage(
  () => import('../public-site/info/MembershipPage'),
  'MembershipPage',
);
const CorporateProgramPage = lazyPage(
  () => import('../public-site/info/CorporateProgramPage'),
  'CorporateProgramPage',
);
const ExamplePage = lazyPage(() => import('../public-site/info/ExamplePage'), 'ExamplePage');
const AccountSupportPage = lazyPage(
  () => import('../account/support/AccountSupportPage'),
  'AccountSupportPage',
);
const AboutPage = () => <InfoPage page="about" />;
/** Every information page that is not a policy document. */
const INFO_PAGES: Record<Exclude<InfoPageKey, PolicyPageKey>, ComponentType> = {
  about: AboutPage,
  contact: ContactPage,
  complaint: ComplaintPage,
  membership: MembershipPage,
  corporateProgram: CorporateProgramPage,
  paymentMethod: PaymentMethodPage,
};

const CheckoutFlightPage = lazyPage(
  () => import('../public-site/checkout/CheckoutFlightPage'),
  'CheckoutFlightPage',
);
const CheckoutHotelPage = lazyPage(
  () => import('../public-site/checkout/CheckoutHotelPage'),
  'CheckoutHotelPage',
);
const checkoutResult = () => import('../public-site/checkout/CheckoutResultPage');
const CheckoutSuccessFlightPage = lazyPage(checkoutResult, 'CheckoutSuccessFlightPage');
const CheckoutSuccessHotelPage = lazyPage(checkoutResult, 'CheckoutSuccessHotelPage');
/**
 * A checkout opened directly also asks for its held cart while its page loads; the first render
 * (main.tsx, capped) waits for both, so the page paints once, with the cart.
 */
function checkoutLanding(page: Preloadable): Preloadable {
  const prefetch = () =>
    import('../public-site/checkout/prefetchSession').then((m) => m.prefetchCheckoutSession());
  return { preload: () => Promise.all([page.preload(), prefetch()]).then(() => undefined) };
}

const LANDING_PAGE_COMPONENTS: Record<LandingModule, Preloadable> = {
  'src/public-site/HomePage.tsx': HomePage,
  'src/public-site/flights/FlightResultsPage.tsx': FlightResultsPage,
  'src/public-site/hotels/HotelResultsPage.tsx': HotelResultsPage,
  'src/public-site/hotels/PropertyPage.tsx': PropertyPage,
  'src/public-site/info/policies/PolicyPage.tsx': PolicyPage,
  // One module, several pages: preloading it readies each page's component.
  'src/public-site/info/support/SupportPages.tsx': preloadsAll(
    ContactPage,
    ComplaintPage,
    ReportPage,
  ),
  'src/public-site/checkout/CheckoutFlightPage.tsx': checkoutLanding(CheckoutFlightPage),
  'src/public-site/checkout/CheckoutHotelPage.tsx': checkoutLanding(CheckoutHotelPage),
  'src/public-site/checkout/CheckoutResultPage.tsx': preloadsAll(
    CheckoutSuccessFlightPage,
    CheckoutSuccessHotelPage,
  ),
};

/**
 * Loads the page at `pathname` if it is a landing page (src/routes/landingPages.ts; index.html
 * has already asked for its files). main.tsx waits for it, briefly, before the first render, so
 * the page renders with its layout in one pass. Never rejects: a failure is left to the lazy
 * page, which retries and shows the error page.
 */
export function preloadLandingPage(pathname: string): Promise<void> {
  if (`${pathname}/`.startsWith(`${CORPORATE_BASE}/`)) {
    return ConsoleShell.preload().catch(() => undefined);
  }
  // The account and trip areas: their layouts' lazy chunk (their pages are not landing pages).
  const route = SITE_ROUTES.find((r) => r.path === pathname.replace(/(.)\/+$/, '$1'));
  const layout = route && SITE_LAYOUTS[route.layout as SiteLayoutName];
  if (layout?.preload) return layout.preload().catch(() => undefined);
  const module = landingModuleFor(pathname);
  return module
    ? LANDING_PAGE_COMPONENTS[module].preload().catch(() => undefined)
    : Promise.resolve();
}
const BookingsPage = lazyPage(() => import('../account/money/BookingsPage'), 'BookingsPage');
const WalletPage = lazyPage(() => import('../account/money/WalletPage'), 'WalletPage');
const BookingDetailPage = lazyPage(
  () => import('../account/bookings/BookingDetailPage'),
  'BookingDetailPage',
);
const PaymentPage = lazyPage(() => import('../account/money/PaymentPage'), 'PaymentPage');
const InvitationsPage = lazyPage(
  () => import('../account/invitations/InvitationsPage'),
  'InvitationsPage',
);
const requestPages = () => import('../account/requests/pages');
const MyRequestsPage = lazyPage(requestPages, 'MyRequestsPage');
const SuccessRequestPage = lazyPage(requestPages, 'SuccessRequestPage');
const rewardsPages = () => import('../account/rewards/pages');
const TopUpPage = lazyPage(rewardsPages, 'TopUpPage');
const RewardPage = lazyPage(rewardsPages, 'RewardPage');
const VoucherPage = lazyPage(rewardsPages, 'VoucherPage');

const TripListPage = lazyPage(() => import('../trips/TripListPage'), 'TripListPage');
const tripDetailPages = () => import('../trips/TripDetailPage');
const TripDetailPage = lazyPage(tripDetailPages, 'TripDetailPage');
const TripFlightDetailPage = lazyPage(tripDetailPages, 'TripFlightDetailPage');
const TripHotelDetailPage = lazyPage(tripDetailPages, 'TripHotelDetailPage');
const embedPages = () => import('../trips/EmbedPages');
const CorporateBookingEmbedPage = lazyPage(embedPages, 'CorporateBookingEmbedPage');
const CorporateFlightEmbedPage = lazyPage(embedPages, 'CorporateFlightEmbedPage');
const expensePages = () => import('../public-site/expenses/pages');
const ExpenseListPage = lazyPage(expensePages, 'ExpenseListPage');
const ExpenseNewPage = lazyPage(expensePages, 'ExpenseNewPage');
const ExpenseDetailPage = lazyPage(expensePages, 'ExpenseDetailPage');
const ExpenseApprovalPage = lazyPage(expensePages, 'ExpenseApprovalPage');
const ExpenseReimbursementsPage = lazyPage(expensePages, 'ReimbursementsPage');

/** Built pages of routes with kind 'page'. */
const PAGES: Partial<Record<PageKey, ComponentType>> = {
  flightSearch: FlightResultsPage,
  searchResults: HotelResultsPage,
  property: PropertyPage,
  checkoutFlight: CheckoutFlightPage,
  checkoutHotel: CheckoutHotelPage,
  checkoutSuccessFlight: CheckoutSuccessFlightPage,
  checkoutSuccessHotel: CheckoutSuccessHotelPage,
  googleCallback: GoogleCallbackPage,
  accountProfile: ProfilePage,
  accountSupport: AccountSupportPage,
  accountInvitations: InvitationsPage,
  accountRequestBookings: MyRequestsPage,
  checkoutSuccessRequest: SuccessRequestPage,
  accountBookings: BookingsPage,
  accountBookingDetail: BookingDetailPage,
  accountWallet: WalletPage,
  accountPayment: PaymentPage,
  accountTopUp: TopUpPage,
  accountReward: RewardPage,
  accountVoucher: VoucherPage,
  expenseList: ExpenseListPage,
  expenseNew: ExpenseNewPage,
  expenseDetail: ExpenseDetailPage,
  expenseApproval: ExpenseApprovalPage,
  expenseReimbursements: ExpenseReimbursementsPage,
  example: ExamplePage,
  report: ReportPage,
  tripList: TripListPage,
  tripDetail: TripDetailPage,
  tripFlightDetail: TripFlightDetailPage,
  tripHotelDetail: TripHotelDetailPage,
  mCorporateBookingDetail: CorporateBookingEmbedPage,
  mCorporateFlightDetail: CorporateFlightEmbedPage,
};
/** The corporate console and react-admin live in this lazy chunk only. */
const CorporateConsole = lazyPage(
  () => import('../corporate/CorporateConsole'),
  'CorporateConsole',
);

/**
 * What a console page opened directly shows while the console loads (on an analysis page, its
 * heading in the console's frame: src/corporate/ConsoleShell.tsx). A chunk of its own, asked
 * for before the first render (preloadLandingPage), so the site's first load does not carry it
 * nor the rule of which pages it draws.
 */
const ConsoleShell = lazyPage(() => import('../corporate/ConsoleShell'), 'ConsoleShell');

/** The support area (platform staff): a react-admin app of its own, in its own lazy chunk. */
const SupportConsole = lazyPage(() => import('../support/SupportConsole'), 'SupportConsole');

/** Layouts of the public site (the corporate and analysis layouts belong to the console). */
type SiteLayoutName = Exclude<LayoutName, 'corporate' | 'analysis'>;
/** The lazy ones can be asked for ahead (`preload`). */
const SITE_LAYOUTS: Record<SiteLayoutName, ComponentType & Partial<Preloadable>> = {
  default: DefaultLayout,
  account: AccountLayout,
  bookings: BookingsLayout,
  empty: EmptyLayout,
  trip: TripLayout,
  'trip-detail': TripDetailLayout,
};

const isPolicyPage = (page: string): page is PolicyPageKey =>
  (POLICY_PAGES as readonly string[]).includes(page);

function pageFor(route: AppRoute) {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'info': {
      const page = route.page as InfoPageKey;
      if (isPolicyPage(page)) return <PolicyPage page={page} />;
      const Page = INFO_PAGES[page];
      return <Page />;
    }
    case 'error':
      return <ErrorPage />;
    case 'page': {
      const Page = PAGES[route.page];
      if (Page) return <Page />;
      break;
    }
  }
  // Every route of kind 'page' has its page (routeTable.ts); a key without one is not a page.
  return <NotFoundPage />;
}

/** While a lazy layout's chunk loads: the site's header over the page loader. */
function LayoutLoading() {
  return (
    <>
      <SiteHeader />
      <Box component="main">
        <PageLoading />
      </Box>
    </>
  );
}

function ConsoleRoute() {
  const t = useT();
  const { pathname } = useLocation();
  // Spec §2: /corporate/register without a session token goes home with redirect and rl.
  const guard = guardRedirect(pathname, Boolean(readSessionToken()));
  if (guard) return <Navigate to={guard} replace />;
  const loading = <FullPageStatus loading title={t('page.loading')} />;
  return (
    <PageErrorBoundary>
      <Suspense
        fallback={
          <Suspense fallback={loading}>
            <ConsoleShell />
          </Suspense>
        }
      >
        <CorporateConsole />
      </Suspense>
    </PageErrorBoundary>
  );
}

function SupportRoute() {
  const t = useT();
  return (
    <PageErrorBoundary>
      <Suspense fallback={<FullPageStatus loading title={t('page.loading')} />}>
        <SupportConsole />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <>
      <TripDetailExit />
      <Routes>
        {(Object.keys(SITE_LAYOUTS) as SiteLayoutName[]).map((name) => {
          const Layout = SITE_LAYOUTS[name];
          return (
            <Route
              key={name}
              element={
                <Suspense fallback={<LayoutLoading />}>
                  <Layout />
                </Suspense>
              }
            >
              {routesForLayout(name).map((route) => (
                <Route key={route.path} path={route.path} element={pageFor(route)} />
              ))}
              {name === 'default' && <Route path="*" element={<NotFoundPage />} />}
            </Route>
          );
        })}
        <Route path={`${CORPORATE_BASE}/*`} element={<ConsoleRoute />} />
        <Route path={`${SUPPORT_BASE}/*`} element={<SupportRoute />} />
      </Routes>
    </>
  );
}
