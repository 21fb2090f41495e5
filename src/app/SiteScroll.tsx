import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { CORPORATE_BASE, SUPPORT_BASE } from '../routes/routeTable';
import { lazyPage } from './lazyPage';

const ScrollManager = lazyPage(() => import('./ScrollManager'), 'ScrollManager');

const REACT_ADMIN_AREAS = [CORPORATE_BASE, SUPPORT_BASE];

/**
 * The site's scroll per history entry (ScrollManager), in its own chunk: the corporate console
 * and the support area are react-admin apps that manage their own scrolling, so they never
 * download it (their first-load budget, bench/page-js.ts).
 */
export function SiteScroll() {
  const { pathname } = useLocation();
  if (REACT_ADMIN_AREAS.some((base) => pathname === base || pathname.startsWith(`${base}/`))) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ScrollManager />
    </Suspense>
  );
}
