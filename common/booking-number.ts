/**
 * How a booking is named to people (docs/manage-booking.md): a short order number instead of
 * the order's UUID — its first 8 hex digits, upper case (e.g. `3F9A0C12`) — and the address of
 * its detail page. Shared by the server (e-mails) and the browser (pages). Pure.
 */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** The booking detail page of an order: path only, or absolute with the site's origin. */
export function bookingPath(orderId: string): string {
  return `/account/bookings/detail?id=${encodeURIComponent(orderId)}`;
}

export function bookingLink(origin: string, orderId: string): string {
  return `${origin}${bookingPath(orderId)}`;
}
