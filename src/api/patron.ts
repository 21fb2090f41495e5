/** Session storage key of the selected delegator / traveller (spec §3). */
export const PATRON_STORAGE_KEY = 'XPatronId';
export const PATRON_HEADER = 'X-Patron-Id';

/** Spec §6: home, property, hotel checkout, flight and flight checkout. */
const PATRON_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/property\/[^/]+$/,
  /^\/checkout\/hotel$/,
  /^\/flight$/,
  /^\/checkout\/flight$/,
];

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isPatronRoute(pathname: string): boolean {
  const path = normalise(pathname);
  return PATRON_ROUTES.some((route) => route.test(path));
}

/** Pure: the X-Patron-Id header to send from `pathname`, given the stored patron id. */
export function patronHeaderFor(
  pathname: string,
  patronId: string | null | undefined,
): Record<string, string> {
  return patronId && isPatronRoute(pathname) ? { [PATRON_HEADER]: patronId } : {};
}

export function readPatronId(): string | null {
  try {
    return window.sessionStorage.getItem(PATRON_STORAGE_KEY);
  } catch {
    return null;
  }
}
