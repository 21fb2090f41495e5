const POLICY_MODULE = 'src/public-site/info/policies/PolicyPage.tsx';
const SUPPORT_MODULE = 'src/public-site/info/support/SupportPages.tsx';

/**
 * Information pages people reach from search engines and links in e-mails (issue 12): their
 * chunks are preloaded too, but they are not result pages, so scripts/vite/chunks.ts leaves them
 * out of the shared 'results' chunk (`info: true`).
 */
const INFO_LANDING_PAGES = [
  ...[
    '/privacy-policy',
    '/terms-of-use',
    '/rules',
    '/amendment',
    '/flight-amendment',
    '/hotel-amendment',
    '/check-in-policy',
    '/flight-check-in-policy',
    '/hotel-check-in-policy',
  ].map((path) => ({ path, module: POLICY_MODULE, info: true }) as const),
  ...['/contact', '/complaint', '/baocao'].map(
    (path) => ({ path, module: SUPPORT_MODULE, info: true }) as const,
  ),
];

/**
 * The checkout pages (issue 10): opened directly on every return from a payment gateway (VNPay,
 * 2C2P, 3-D Secure), on a reload during the hold and from the confirmation e-mail. Preloaded like
 * the others; what they share goes into a 'checkout' chunk of its own (`checkout: true`,
 * scripts/vite/chunks.ts), so the result pages' shared chunk does not grow with checkout code.
 */
const CHECKOUT_MODULES = {
  flight: 'src/public-site/checkout/CheckoutFlightPage.tsx',
  hotel: 'src/public-site/checkout/CheckoutHotelPage.tsx',
  result: 'src/public-site/checkout/CheckoutResultPage.tsx',
} as const;
const CHECKOUT_LANDING_PAGES = [
  { path: '/checkout/flight', module: CHECKOUT_MODULES.flight, checkout: true },
  { path: '/checkout/hotel', module: CHECKOUT_MODULES.hotel, checkout: true },
  { path: '/checkout/success-flight', module: CHECKOUT_MODULES.result, checkout: true },
  { path: '/checkout/success-hotel', module: CHECKOUT_MODULES.result, checkout: true },
] as const;

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
  ...INFO_LANDING_PAGES,
  ...CHECKOUT_LANDING_PAGES,
] as const;

export type LandingModule = (typeof LANDING_PAGES)[number]['module'];

export function landingPathMatches(path: string, pathname: string): boolean {
  return path !== '/' && path.endsWith('/') ? pathname.startsWith(path) : pathname === path;
}

/** The module of the landing page at `pathname`, if it is one. */
export function landingModuleFor(pathname: string): LandingModule | null {
  return LANDING_PAGES.find((page) => landingPathMatches(page.path, pathname))?.module ?? null;
}
