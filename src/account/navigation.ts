/**
 * Navigation for plain modules (logout, login redirect): the app registers the router's
 * navigate and current query; before that, full page loads and window.location.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;
let searchReader: (() => string) | null = null;

export function setNavigator(navigate: Navigate | null, readSearch: (() => string) | null = null) {
  navigator = navigate;
  searchReader = readSearch;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The router's current query string ('?a=b'). */
export function currentSearch(): string {
  return searchReader ? searchReader() : window.location.search;
}
