/**
 * Pages visitors open directly (shared links, search engines, the home page), with the module
 * that renders each. The build writes a small script into index.html that adds modulepreload
 * hints for the current page's chunks (vite.config.ts, `landingPreloads`), so they download
 * beside the entry chunk instead of after it; AppRoutes starts evaluating them early.
 * A `path` ending in '/' matches every path below it.
 */
export const LANDING_PAGES = [
  { path: '/', module: 'src/public-site/HomePage.tsx' },
  { path: '/flight', module: 'src/public-site/flights/FlightResultsPage.tsx' },
  { path: '/p', module: 'src/public-site/hotels/HotelResultsPage.tsx' },
  { path: '/property/', module: 'src/public-site/hotels/PropertyPage.tsx' },
] as const;

export type LandingModule = (typeof LANDING_PAGES)[number]['module'];

export function landingPathMatches(path: string, pathname: string): boolean {
  return path !== '/' && path.endsWith('/') ? pathname.startsWith(path) : pathname === path;
}

/** The module of the landing page at `pathname`, if it is one. */
export function landingModuleFor(pathname: string): LandingModule | null {
  return LANDING_PAGES.find((page) => landingPathMatches(page.path, pathname))?.module ?? null;
}
