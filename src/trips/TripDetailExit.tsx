import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isTripDetail, keepsTripState } from './leaveRule';

/**
 * Watches the route (mounted once, beside the routes) and applies the spec's rule for leaving
 * trip-detail (leaveRule.ts) when the previous page was one of its pages.
 */
export function TripDetailExit() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname || !isTripDetail(from) || keepsTripState(pathname)) return;
    // Lazily: the trip-detail page that was just left has loaded this module's imports already.
    void import('./tripState').then(({ clearTripState }) => clearTripState());
  }, [pathname]);
  return null;
}
