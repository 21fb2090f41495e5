import type { Translate } from '../../i18n/context';
import { cardBrandName } from '../../../common/card-brand';
import type { Booking } from './useBooking';

/** The methods whose change refunds go back by the rail (or accounting), not the wallet. */
const GATEWAY = ['CARD', 'VNPAY', 'P2C2P', 'BANK_TRANSFER'] as const;
type GatewayMethod = (typeof GATEWAY)[number];

const isGateway = (method: string | null | undefined): method is GatewayMethod =>
  (GATEWAY as readonly string[]).includes(method ?? '');

/** Rails Wayfare cannot refund through: accounting pays the part back (docs/payments.md). */
export const MANUAL_REFUND_METHODS: readonly string[] = ['P2C2P', 'BANK_TRANSFER'];

/**
 * Where a flight change's part given back goes, in words ("thẻ Visa •••• 4242", "VNPay
 * account"), or null when the wallet gets it (docs/manage-booking.md "Changing a flight").
 */
export function refundDestination(t: Translate, booking: Booking): string | null {
  const pay = booking.payment;
  const method = pay?.method;
  if (!isGateway(method)) return null;
  if (method === 'CARD' && pay?.card_brand && pay.card_last4) {
    return t('manage.change.refundToCard', {
      brand: cardBrandName(pay.card_brand),
      last4: pay.card_last4,
    });
  }
  return t(`manage.change.refundTo.${method}`);
}

/** A change's refund state as the history says it. */
export function refundStateKey(status: string): 'done' | 'onItsWay' | 'manual' {
  return status === 'SUCCEEDED' ? 'done' : status === 'MANUAL' ? 'manual' : 'onItsWay';
}
