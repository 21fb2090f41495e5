import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageStatus } from '../components/FullPageStatus';
import { useT } from '../i18n/context';
import type { InfoPageKey } from '../i18n/site';
import { AccountLayout } from '../layouts/AccountLayout';
import { BookingsLayout } from '../layouts/BookingsLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { TripDetailLayout } from '../layouts/TripDetailLayout';
import { TripLayout } from '../layouts/TripLayout';
import { ErrorPage } from '../public-site/ErrorPage';
import { NotFoundPage } from '../public-site/NotFoundPage';
import {
  CORPORATE_BASE,
  routesForLayout,
  type AppRoute,
  type LayoutName,
} from '../routes/routeTable';
import { lazyPage } from './lazyPage';
import { PageErrorBoundary } from './PageErrorBoundary';

const HomePage = lazyPage(() => import('../public-site/HomePage'), 'HomePage');
const InfoPage = lazyPage(() => import('../public-site/InfoPage'), 'InfoPage');
const ComingSoonPage = lazyPage(() => import('../public-site/ComingSoonPage'), 'ComingSoonPage');
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
    default:
      return (
        <ComingSoonPage
          page={route.page}
          contained={route.layout === 'default' || route.layout === 'empty'}
        />
      );
  }
}

function ConsoleRoute() {
  const t = useT();
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
