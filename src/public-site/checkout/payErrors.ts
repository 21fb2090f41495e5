import { useT } from '../../i18n/context';
import { hasRule } from './checkoutApi';

/** A failed payment start in words: another rail under way, else the server's message. */
export function usePayErrorText() {
  const t = useT();
  return (error: unknown): string => {
    if (hasRule(error, 'in_progress')) return t('checkout.pay.inProgress');
    const message = error instanceof Error ? error.message : String(error);
    return t('checkout.pay.failed', { message });
  };
}

/** The payment's start says the hold ended: the page should read the session again. */
export const isExpired = (error: unknown) => hasRule(error, 'expired', 'not_open', 'paid');
