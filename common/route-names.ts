/** Route names the login flow refers to (spec §2), with their paths. */
export const ROUTE_NAMES = {
  index: '/',
  p: '/p',
  'property-id': '/property/:id',
  'checkout-hotel': '/checkout/hotel',
  'checkout-success-hotel': '/checkout/success-hotel',
  flight: '/flight',
  'checkout-flight': '/checkout/flight',
  'checkout-success-flight': '/checkout/success-flight',
  'trip-detail': '/trip/detail',
  'corporate-register': '/corporate/register',
} as const;

export type RouteName = keyof typeof ROUTE_NAMES;

/** The path of a named route, `:param` segments filled from `params`. */
export function pathForRoute(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTE_NAMES[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}
