import { sameOriginPath } from '../../common/redirect';
import { pathForRoute, ROUTE_NAMES, type RouteName } from '../../common/route-names';
import { CORPORATE_SERVICE } from './redirect';

/**
 * Query values that steer the login itself and are not carried over. Every other value is:
 * spec §2 lists id, type, depart, return, from, to, n_o_a, n_o_c, n_o_i and page, but a search
 * also needs rooms, filters, sort, map bounds, pages and the checkout choice
 * (docs/accounts-ui.md), so nothing of the search is lost.
 */
export const LOGIN_PARAMS: readonly string[] = ['redirect', 'rl', 'service'];

/** Spec §9: login redirect delay. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

function isRouteName(value: string): value is RouteName {
  return Object.prototype.hasOwnProperty.call(ROUTE_NAMES, value);
}

/**
 * Pure (spec §2): where to go after login or sign-up, or null to stay. `service=
 * sign-up-for-corporate-account` goes to corporate-register. Otherwise `redirect` (a route name
 * of spec §2 or a local path, its own query kept) with every other query value carried over:
 * id renamed ticket_id (kept as id for trip-detail; for property-id it fills the path), the
 * rest as they are (the spec's type, depart, return, from, to, n_o_a, n_o_c, n_o_i, page, and
 * rooms, filters, sort, …). A path passes the one same-origin rule (common/redirect.ts) against
 * `origin`; one that would leave the site is dropped and the visitor stays where they are.
 */
export function loginRedirectTarget(
  search: string,
  origin: string = window.location.origin,
): string | null {
  const query = new URLSearchParams(search);
  if (query.get('service') === CORPORATE_SERVICE) return pathForRoute('corporate-register');
  const redirect = query.get('redirect');
  if (!redirect) return null;

  let path: string;
  let keepsId = false;
  let idInPath = false;
  if (isRouteName(redirect)) {
    idInPath = ROUTE_NAMES[redirect].includes(':id');
    path = pathForRoute(redirect, { id: query.get('id') ?? '' });
    keepsId = redirect === 'trip-detail';
  } else {
    const local = sameOriginPath(redirect, origin, '');
    if (!local) return null;
    path = local;
    keepsId = new URL(local, 'http://x').pathname === ROUTE_NAMES['trip-detail'];
  }

  const [pathname, existing = ''] = path.split('?');
  const carried = new URLSearchParams(existing);
  for (const key of LOGIN_PARAMS) carried.delete(key);
  for (const key of new Set(query.keys())) {
    const value = query.get(key)!;
    if (LOGIN_PARAMS.includes(key)) continue;
    if (key === 'id') {
      if (!idInPath) carried.set(keepsId ? 'id' : 'ticket_id', value);
    } else carried.set(key, value);
  }
  const rest = carried.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
