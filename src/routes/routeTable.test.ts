import { describe, expect, it } from 'vitest';
import { CORPORATE_ROUTES } from './corporateRoutes';
import { pathForRoute } from '../../common/route-names';
import { SITE_ROUTES, type LayoutName } from './routeTable';

const layoutOf = new Map<string, LayoutName>([
  ...SITE_ROUTES.map((r) => [r.path, r.layout] as const),
  ...CORPORATE_ROUTES.map((r) => [`/corporate/${r.path}`, r.layout] as const),
]);

const spec = {
  default: [
    '/',
    '/about',
    '/contact',
    '/complaint',
    '/privacy-policy',
    '/terms-of-use',
    '/rules',
    '/membership',
    '/corporate-program',
    '/payment-method',
    '/amendment',
    '/flight-amendment',
    '/hotel-amendment',
    '/check-in-policy',
    '/flight-check-in-policy',
    '/hotel-check-in-policy',
    '/error',
    '/example',
    '/baocao',
    '/p',
    '/flight',
    '/property/:id',
  ],
  account: [
    '/account/bookings',
    '/account/payment',
    '/account/profile',
    '/account/request-bookings',
    '/account/reward',
    '/account/top-up',
    '/account/voucher',
    '/account/wallet',
    // Added by issue 12 (docs/decisions.md "Public pages"): tickets and replies.
    '/account/support',
    // Added by issue 19 (docs/corporate-staff.md "Consent"): invitations, answered by the person.
    '/account/invitations',
    // Added by issue 23 (docs/decisions.md "Managing a booking"): one booking's page.
    '/account/bookings/detail',
  ],
  trip: [
    '/expense/approval',
    '/expense/detail',
    '/expense/list',
    '/expense/new',
    '/expense/reimbursements',
    '/trip/list',
  ],
  'trip-detail': ['/trip/detail', '/trip/flight-detail', '/trip/hotel-detail'],
  empty: ['/m/corporate-booking-detail', '/m/corporate-flight-detail', '/auth/google/callback'],
  bookings: [
    '/checkout/flight',
    '/checkout/hotel',
    '/checkout/success-flight',
    '/checkout/success-hotel',
    '/checkout/success-request',
  ],
  corporate: [
    '/corporate/approval',
    '/corporate/bookings',
    '/corporate/cost-center',
    '/corporate/cost/detail',
    '/corporate/cost/edit',
    '/corporate/create-cost-center',
    '/corporate/department',
    '/corporate/detail',
    '/corporate/invoice-detail',
    '/corporate/invoice-reconciliation',
    '/corporate/payment-overview-old',
    '/corporate/payment-statement',
    '/corporate/payment-statement/detail',
    '/corporate/register',
    '/corporate/request-booking',
    '/corporate/request-booking-flight',
    '/corporate/request-bookings',
    '/corporate/set-policy',
    '/corporate/trip-proposal',
    '/corporate/trip-proposal-detail',
    '/corporate/users',
    '/corporate/wallet',
  ],
  analysis: [
    '/corporate/analysis-old',
    '/corporate/analysis/cost-center',
    '/corporate/analysis/flight',
    '/corporate/analysis/hotel',
    '/corporate/analysis/on-trip-expense',
    '/corporate/analysis/travel-overview',
    '/corporate/analysis/travel-overview/detail',
  ],
} satisfies Record<LayoutName, string[]>;

describe('route table', () => {
  it('maps every route of spec §2 to its layout, and nothing else', () => {
    const expected = Object.entries(spec).flatMap(([layout, paths]) =>
      paths.map((path) => [path, layout]),
    );
    expect([...layoutOf].sort()).toEqual(expected.sort());
  });

  it('resolves the route names of the login flow', () => {
    expect(pathForRoute('property-id', { id: 'h 1' })).toBe('/property/h%201');
    expect(pathForRoute('corporate-register')).toBe('/corporate/register');
    expect(pathForRoute('index')).toBe('/');
  });
});
