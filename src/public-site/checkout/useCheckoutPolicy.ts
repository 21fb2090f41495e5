import { useEffect, useRef } from 'react';
import { CheckoutPolicyDocument, type CheckoutPolicyQuery } from '../../api/generated/payments';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import type { CheckoutSession } from './checkoutApi';

export type CheckoutPolicy = NonNullable<
  NonNullable<CheckoutPolicyQuery['payment_checkout_session']>['policy']
>;

/**
 * The travel policy's verdict on the cart for its traveller (PaymentCheckoutSession.policy),
 * read again when the payer changes (the company chosen decides whose policy applies).
 */
export function useCheckoutPolicy(session: CheckoutSession): CheckoutPolicy | null {
  const query = useGraphqlQuery(
    'payments',
    CheckoutPolicyDocument,
    session.cart_token ? { cart_token: session.cart_token } : null,
  );
  const payer = `${session.is_corporate}:${session.payment_type}`;
  const seen = useRef(payer);
  const { retry } = query;
  useEffect(() => {
    if (seen.current === payer) return;
    seen.current = payer;
    retry();
  }, [payer, retry]);
  return query.data?.payment_checkout_session?.policy ?? null;
}
