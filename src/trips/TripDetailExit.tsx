import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isTripDetail, leaveTripDetail } from './leaveRule';

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
    if (from !== pathname && isTripDetail(from)) leaveTripDetail(pathname);
  }, [pathname]);
  return null;
}
