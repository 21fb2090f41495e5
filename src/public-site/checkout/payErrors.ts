import { useT } from '../../i18n/context';
import { hasRule } from './checkoutApi';

/** A failed payment start in words: another rail under way, else the server's message. */
export function usePayErrorText() {
  const t = useT();
  return (error: unknown): string => {
    if (hasRule(error, 'in_progress')) return t('checkout.pay.inProgress');
    if (hasRule(error, 'details_required')) return t('checkout.pay.detailsRequired');
    if (hasRule(error, 'expired')) return t('checkout.hold.expired');
    if (hasRule(error, 'paid')) return t('checkout.hold.completed');
    if (hasRule(error, 'insufficient_balance')) return t('checkout.pay.insufficient');
    if (hasRule(error, 'unavailable', 'currency')) return t('checkout.pay.unavailable');
    const message = error instanceof Error ? error.message : String(error);
    return t('checkout.pay.failed', { message });
  };
}

/** The payment's start says the hold ended: the page should read the session again. */
export const isExpired = (error: unknown) => hasRule(error, 'expired', 'not_open', 'paid');
