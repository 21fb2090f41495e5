import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../app/PageErrorBoundary';
import { PageLoading } from '../components/PageLoading';

/** A layout's page slot: lazy pages load here; a failing page shows the error page. */
export function LayoutOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
