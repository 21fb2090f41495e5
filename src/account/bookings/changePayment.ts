/**
 * A flight change's total paid through the booking's rail (docs/manage-booking.md "A dearer
 * change paid through the booking's rail"): the attempt started (start_booking_change_payment),
 * then the card page — Stripe's Payment Element in the dialog, or offline the /dev/stripe card
 * page standing in for it — or VNPay's or 2C2P's page returns to the booking page with
 * `change_payment`, which relays the gateway's return and reads the attempt's outcome; a bank
 * transfer's details are shown on that page until the bank's credit came.
 */
import { graphqlRequest } from '../../api/graphql';
import {
  StartBookingChangePaymentDocument,
  StripeConfigDocument,
  type BookingChangePaymentPartsFragment,
} from '../../api/generated/payments';
import { cardNavigation } from '../../public-site/checkout/savedCards';

export type ChangePayment = BookingChangePaymentPartsFragment;

/** The booking-page parameter naming the attempt the card page returns to. */
export const CHANGE_PAYMENT_PARAM = 'change_payment';

/** Where the card page sends the traveller back: this booking's page, naming the attempt. */
export function changeReturnUrl(bookingId: string, paymentId: string): string {
  const url = new URL('/account/bookings/detail', window.location.origin);
  url.searchParams.set('id', bookingId);
  url.searchParams.set(CHANGE_PAYMENT_PARAM, paymentId);
  return url.toString();
}

export type StartedCard =
  | { kind: 'redirected' }
  /** A bank transfer: the booking page shows its details (`change_payment`). */
  | { kind: 'bank'; payment: ChangePayment }
  | { kind: 'elements'; clientSecret: string; publishableKey: string; returnUrl: string }
  | { kind: 'settled'; payment: ChangePayment };

/** The booking's payment methods whose dearer change is paid through the same rail. */
export const GATEWAY_CHANGE_METHODS = ['CARD', 'VNPAY', 'P2C2P', 'BANK_TRANSFER'];

/** Starts (or finds) the attempt and takes the traveller to pay it. */
export async function startGatewayChange(
  bookingId: string,
  leg: string,
  choice: { flight_id: string; seat_class_id: string },
): Promise<StartedCard> {
  const r = await graphqlRequest('payments', StartBookingChangePaymentDocument, {
    id: bookingId,
    leg,
    flight_id: choice.flight_id,
    seat_class_id: choice.seat_class_id,
  });
  const payment = r.start_booking_change_payment;
  if (payment.status === 'PENDING' && payment.pay_link) {
    cardNavigation.assign(payment.pay_link);
    return { kind: 'redirected' };
  }
  if (payment.status === 'PENDING' && payment.bank_transfer) return { kind: 'bank', payment };
  if (payment.status !== 'PENDING' || !payment.client_secret) return { kind: 'settled', payment };
  const returnUrl = changeReturnUrl(bookingId, payment.id);
  if (payment.sandbox_pay_url) {
    const target = new URL(payment.sandbox_pay_url, window.location.origin);
    target.searchParams.set('client_secret', payment.client_secret);
    target.searchParams.set('return_url', returnUrl);
    cardNavigation.assign(target.toString());
    return { kind: 'redirected' };
  }
  const config = await graphqlRequest('payments', StripeConfigDocument, {});
  return {
    kind: 'elements',
    clientSecret: payment.client_secret,
    publishableKey: config.stripe_config.publishable_key,
    returnUrl,
  };
}
