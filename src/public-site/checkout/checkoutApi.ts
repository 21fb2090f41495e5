import type { CheckoutSessionPartsFragment } from '../../api/generated/payments';
import { fieldErrorsOf, HttpError } from '../../api/httpError';

export type CheckoutSession = CheckoutSessionPartsFragment;
export type CartItem = CheckoutSession['shopping_items'][number];
export type FlightBookingProduct = Extract<
  NonNullable<CartItem['product']>,
  { __typename: 'FlightBooking' }
>;
export type RoomTypeProduct = Extract<NonNullable<CartItem['product']>, { __typename: 'RoomType' }>;
export type CheckoutKind = 'flight' | 'hotel';

export { fieldErrorsOf };

/** The GraphQL error code (NOT_FOUND, BAD_USER_INPUT…) of a failed call, if any. */
export const errorCodeOf = (error: unknown): string | null =>
  error instanceof HttpError && typeof error.body?.code === 'string' ? error.body.code : null;

/** create_cart's refusals by a hold limit (server/domain/checkout/hold-limits.ts). */
export const HOLD_LIMIT_RULES = ['seats_per_flight', 'open_carts', 'carts_per_hour'] as const;

/** The first field error with this rule, if the call failed with it. */
export const hasRule = (error: unknown, ...rules: string[]) =>
  fieldErrorsOf(error).some((f) => rules.includes(f.rule));

export const flightOf = (s: CheckoutSession): FlightBookingProduct | null => {
  const p = s.shopping_items[0]?.product;
  return p?.__typename === 'FlightBooking' ? p : null;
};
export const roomOf = (s: CheckoutSession): RoomTypeProduct | null => {
  const p = s.shopping_items[0]?.product;
  return p?.__typename === 'RoomType' ? p : null;
};

/** Whether the contact and travellers are on the session (update_booking_details ran). */
export const hasDetails = (s: CheckoutSession) =>
  Boolean(s.booking_note?.email && s.booking_note.phone && s.booking_note.guest);

/**
 * What the traveller still pays: after the company paid its part of a split (first_pay), only
 * their part (second_pay); otherwise the whole price (docs/checkout.md "Split payment").
 */
export const amountDueOf = (s: CheckoutSession): number =>
  s.first_paid_at && s.second_pay != null ? s.second_pay : s.price;

/** Where the result of paying this checkout is shown. */
export const resultPath = (kind: CheckoutKind, cartToken: string) =>
  `/checkout/success-${kind}?cart=${encodeURIComponent(cartToken)}`;
