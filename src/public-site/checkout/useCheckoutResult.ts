import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '../../account/store/createStore';
import { sessionStore } from '../../account/store/sessionStore';
import { graphqlRequest } from '../../api/graphql';
import {
  CheckoutOrderDocument,
  CheckoutSessionDocument,
  ConfirmPaymentDocument,
  type CheckoutOrderPartsFragment,
} from '../../api/generated/payments';
import { reportToServer } from '../../api/report';
import { hasSessionTokens } from '../../api/tokens';
import type { CheckoutSession } from './checkoutApi';

export type CheckoutOrder = CheckoutOrderPartsFragment;

/**
 * The gateway's result on the return URL (VNPay's vnp_* fields, Stripe's payment_intent, 2C2P's
 * paymentResponse),
 * relayed to the server, which verifies and records it (server/http/payment-returns.ts): a
 * cancellation on the gateway's page sends no notification of its own. Best effort: the page
 * then reads the order, whatever the relay answered.
 */
export async function relayGatewayReturn(params: URLSearchParams): Promise<void> {
  let gateway: string | null = null;
  let query: Record<string, string> = {};
  if (params.has('vnp_SecureHash')) {
    gateway = 'vnpay';
    query = Object.fromEntries([...params].filter(([k]) => k.startsWith('vnp_')));
  } else if (params.has('payment_intent')) {
    gateway = 'stripe';
    query = { payment_intent: params.get('payment_intent')! };
  } else if (params.has('paymentResponse')) {
    // 2C2P's is unsigned: it only names the invoice, which the server asks 2C2P about.
    gateway = '2c2p';
    query = { paymentResponse: params.get('paymentResponse')! };
  }
  if (!gateway) return;
  await fetch(`/payments/returns/${gateway}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  }).catch(() => undefined);
}

/** How often a result still being confirmed is read again. */
export const RESULT_POLL_MS = 3000;

export type ResultState =
  | { phase: 'signed-out' }
  | { phase: 'loading' }
  | { phase: 'not-found' }
  | { phase: 'error'; error: Error }
  | { phase: 'ready'; session: CheckoutSession; order: CheckoutOrder | null };

/** Still waiting for a gateway: the page keeps asking. */
export const isSettling = (s: CheckoutSession, order: CheckoutOrder | null) =>
  s.status === 'PROCESSING' || order?.status === 'PROCESSING' || order?.status === 'PENDING';

/**
 * The order and its checkout, read from the server by the cart token (never from the gateway's
 * return parameters, which only hint); while a gateway payment is PROCESSING, confirm_payment
 * has the server ask the gateway. Read again every few seconds while a payment is being
 * confirmed. A final non-successful order is reported to captureException (spec §4, §7).
 */
export function useCheckoutResult(cartToken: string | null, returned: URLSearchParams) {
  const { status, profile } = useStore(sessionStore);
  const signedIn = status === 'signed-in' || (status !== 'anonymous' && hasSessionTokens());
  const [state, setState] = useState<ResultState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reported = useRef(false);
  const relayed = useRef<Promise<void> | null>(null);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!cartToken) return;
    if (!signedIn) {
      setState({ phase: 'signed-out' });
      return;
    }
    const controller = new AbortController();
    const options = { signal: controller.signal, report: false };
    relayed.current ??= relayGatewayReturn(returned);
    relayed.current
      .then(() =>
        Promise.all([
          graphqlRequest('payments', CheckoutSessionDocument, { cart_token: cartToken }, options),
          graphqlRequest('payments', CheckoutOrderDocument, { cart_token: cartToken }, options),
        ]),
      )
      .then(async ([s, o]) => {
        let session = s.payment_checkout_session;
        let order = o.user_order ?? null;
        // Still being confirmed: the server asks the gateway itself (confirm_payment), so a
        // lost notification does not leave the page waiting. Best effort, like the relay.
        if (session && order?.status === 'PROCESSING') {
          const confirmed = await graphqlRequest(
            'payments',
            ConfirmPaymentDocument,
            { id: session.id, cart_token: cartToken },
            options,
          ).catch(() => null);
          if (confirmed && confirmed.confirm_payment.status !== order.status) {
            order = confirmed.confirm_payment;
            const again = await graphqlRequest(
              'payments',
              CheckoutSessionDocument,
              { cart_token: cartToken },
              options,
            );
            session = again.payment_checkout_session ?? session;
          }
        }
        return { session, order };
      })
      .then(
        ({ session, order }) => {
          setState(session ? { phase: 'ready', session, order } : { phase: 'not-found' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            phase: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          });
        },
      );
    return () => controller.abort();
  }, [cartToken, signedIn, attempt, returned]);

  const settling = state.phase === 'ready' && isSettling(state.session, state.order);
  useEffect(() => {
    if (!settling) return;
    const id = window.setTimeout(refresh, RESULT_POLL_MS);
    return () => window.clearTimeout(id);
  }, [settling, attempt, refresh]);

  const failedOrder =
    state.phase === 'ready' && state.order?.status === 'FAILED' ? state.order : null;
  useEffect(() => {
    if (!failedOrder || reported.current) return;
    reported.current = true;
    reportToServer({
      kind: 'error',
      message: 'Not successful',
      api: 'user_order',
      payment_checkout_session_id: failedOrder.payment_checkout_session_id,
      email: profile?.email ?? null,
    });
  }, [failedOrder, profile?.email]);

  return { state, refresh };
}
