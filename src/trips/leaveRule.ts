import { SESSION_STORAGE_KEYS } from '../account/clientState';
import { selectDelegate } from '../account/delegate/delegateStore';

/** Routes that keep the trip search and the delegate when left to from trip-detail (spec §4). */
const KEEPS = ['/p', '/flight', '/trip/detail', '/trip/flight-detail', '/trip/hotel-detail'];

/**
 * Spec §4: leaving trip-detail for a route other than p, flight or trip-detail, or going to the
 * index, clears the saved trip search ("trip global") and the delegate selection (XPatronId).
 */
export function keepsTripState(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return KEEPS.includes(path);
}

export function clearTripState(): void {
  try {
    window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.tripGlobal);
  } catch {
    // storage unavailable: nothing was saved
  }
  selectDelegate(null);
}

/** Called when trip-detail is left for `pathname`. */
export function leaveTripDetail(pathname: string): void {
  if (!keepsTripState(pathname)) clearTripState();
}

const TRIP_DETAIL = ['/trip/detail', '/trip/flight-detail', '/trip/hotel-detail'];

/** Whether `pathname` is a page of the trip-detail layout. */
export function isTripDetail(pathname: string): boolean {
  return TRIP_DETAIL.includes(pathname.replace(/\/+$/, ''));
}
