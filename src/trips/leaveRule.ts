// Pure path rules, in the app's first chunk beside the routes: clearing the state
// (tripState.ts) needs the delegate store and the corporate API documents, which load lazily.

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

const TRIP_DETAIL = ['/trip/detail', '/trip/flight-detail', '/trip/hotel-detail'];

/** Whether `pathname` is a page of the trip-detail layout. */
export function isTripDetail(pathname: string): boolean {
  return TRIP_DETAIL.includes(pathname.replace(/\/+$/, ''));
}
