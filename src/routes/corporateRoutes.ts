import type { LayoutName } from './routeTable';

/**
 * The corporate routes of spec §2 (relative to /corporate) and their layouts. The console
 * serves each as a resource route, a page, or an alias leading to one (src/resources/,
 * docs/decisions.md "Console routes"); src/resources/specRoutes.test.ts checks every one.
 */
export const CORPORATE_ROUTES: ReadonlyArray<{ path: string; layout: LayoutName }> = [
  ...[
    'analysis-old',
    'analysis/cost-center',
    'analysis/flight',
    'analysis/hotel',
    'analysis/on-trip-expense',
    'analysis/travel-overview',
    'analysis/travel-overview/detail',
  ].map((path) => ({ path, layout: 'analysis' as const })),
  ...[
    'approval',
    'bookings',
    'cost-center',
    'cost/detail',
    'cost/edit',
    'create-cost-center',
    'department',
    'detail',
    'invoice-detail',
    'invoice-reconciliation',
    'payment-overview-old',
    'payment-statement',
    'payment-statement/detail',
    'register',
    'request-booking',
    'request-booking-flight',
    'request-bookings',
    'set-policy',
    'trip-proposal',
    'trip-proposal-detail',
    'users',
    'wallet',
  ].map((path) => ({ path, layout: 'corporate' as const })),
];
