import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { guardRedirect } from '../account/redirect';
import { readSessionToken } from '../api/tokens';
import { FullPageStatus } from '../components/FullPageStatus';
import { useT } from '../i18n/context';
import type { InfoPageKey, PageKey } from '../i18n/site';
import { AccountLayout } from '../layouts/AccountLayout';
import { BookingsLayout } from '../layouts/BookingsLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { TripDetailLayout } from '../layouts/TripDetailLayout';
import { TripLayout } from '../layouts/TripLayout';
import { ErrorPage } from '../public-site/ErrorPage';
import { NotFoundPage } from '../public-site/NotFoundPage';
import { landingModuleFor, type LandingModule } from '../routes/landingPages';
import {
  CORPORATE_BASE,
  routesForLayout,
  type AppRoute,
  type LayoutName,
} from '../routes/routeTable';
import { lazyPage } from './lazyPage';
import { PageErrorBoundary } from './PageErrorBoundary';

const loadHome = () => import('../public-site/HomePage');
const loadFlights = () => import('../public-site/flights/FlightResultsPage');
const loadHotels = () => import('../public-site/hotels/HotelResultsPage');
const loadProperty = () => import('../public-site/hotels/PropertyPage');
const HomePage = lazyPage(loadHome, 'HomePage');
const InfoPage = lazyPage(() => import('../public-site/InfoPage'), 'InfoPage');
const ComingSoonPage = lazyPage(() => import('../public-site/ComingSoonPage'), 'ComingSoonPage');
const GoogleCallbackPage = lazyPage(
  () => import('../account/GoogleCallbackPage'),
  'GoogleCallbackPage',
);
const ProfilePage = lazyPage(() => import('../account/profile/ProfilePage'), 'ProfilePage');
const FlightResultsPage = lazyPage(loadFlights, 'FlightResultsPage');
const HotelResultsPage = lazyPage(loadHotels, 'HotelResultsPage');
const PropertyPage = lazyPage(loadProperty, 'PropertyPage');

const LANDING_LOADERS: Record<LandingModule, () => Promise<unknown>> = {
  'src/public-site/HomePage.tsx': loadHome,
  'src/public-site/flights/FlightResultsPage.tsx': loadFlights,
  'src/public-site/hotels/HotelResultsPage.tsx': loadHotels,
  'src/public-site/hotels/PropertyPage.tsx': loadProperty,
};

/**
 * The landing page's chunk is evaluated while /config.json is awaited instead of after it (the
 * routes render only once the configuration is in); index.html has already asked for its files
 * (src/routes/landingPages.ts). A failure here is ignored; the lazy page retries.
 */
function preloadLandingPage(pathname: string): void {
  const module = landingModuleFor(pathname);
  if (module) LANDING_LOADERS[module]().catch(() => undefined);
}
if (typeof window !== 'undefined') preloadLandingPage(window.location.pathname);
const CheckoutFlightPage = lazyPage(
  () => import('../public-site/checkout/CheckoutFlightPage'),
  'CheckoutFlightPage',
);
const CheckoutHotelPage = lazyPage(
  () => import('../public-site/checkout/CheckoutHotelPage'),
  'CheckoutHotelPage',
);
/** Built pages of routes with kind 'page'. */
const PAGES: Partial<Record<PageKey, ComponentType>> = {
  flightSearch: FlightResultsPage,
  searchResults: HotelResultsPage,
  property: PropertyPage,
  checkoutFlight: CheckoutFlightPage,
  checkoutHotel: CheckoutHotelPage,
  googleCallback: GoogleCallbackPage,
  accountProfile: ProfilePage,
};
/** The corporate console and react-admin live in this lazy chunk only. */
const CorporateConsole = lazyPage(
  () => import('../corporate/CorporateConsole'),
  'CorporateConsole',
);

/** Layouts of the public site (the corporate and analysis layouts belong to the console). */
type SiteLayoutName = Exclude<LayoutName, 'corporate' | 'analysis'>;
const SITE_LAYOUTS: Record<SiteLayoutName, ComponentType> = {
  default: DefaultLayout,
  account: AccountLayout,
  bookings: BookingsLayout,
  empty: EmptyLayout,
  trip: TripLayout,
  'trip-detail': TripDetailLayout,
};

function pageFor(route: AppRoute) {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'info':
      return <InfoPage page={route.page as InfoPageKey} />;
    case 'error':
      return <ErrorPage />;
    case 'page': {
      const Page = PAGES[route.page];
      if (Page) return <Page />;
      break;
    }
  }
  return (
    <ComingSoonPage
      page={route.page}
      contained={route.layout === 'default' || route.layout === 'empty'}
    />
  );
}

function ConsoleRoute() {
  const t = useT();
  const { pathname } = useLocation();
  // Spec §2: /corporate/register without a session token goes home with redirect and rl.
  const guard = guardRedirect(pathname, Boolean(readSessionToken()));
  if (guard) return <Navigate to={guard} replace />;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<FullPageStatus loading title={t('page.loading')} />}>
        <CorporateConsole />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {(Object.keys(SITE_LAYOUTS) as SiteLayoutName[]).map((name) => {
        const Layout = SITE_LAYOUTS[name];
        return (
          <Route key={name} element={<Layout />}>
            {routesForLayout(name).map((route) => (
              <Route key={route.path} path={route.path} element={pageFor(route)} />
            ))}
            {name === 'default' && <Route path="*" element={<NotFoundPage />} />}
          </Route>
        );
      })}
      <Route path={`${CORPORATE_BASE}/*`} element={<ConsoleRoute />} />
    </Routes>
  );
}
