import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../account/store/sessionStore';
import { useStore } from '../../account/store/createStore';
import { graphqlRequest } from '../../api/graphql';
import { CreateCartDocument, type CreateCartInput } from '../../api/generated/payments';
import { hasSessionTokens } from '../../api/tokens';
import { useLocale } from '../../i18n/context';
import type { CheckoutSession } from './checkoutApi';
import { clearPrefetched, loadSession, prefetchedFor } from './prefetchSession';
import { prefetchSavedTravellers } from './savedTravellersRequests';

export type CartState =
  | { phase: 'signed-out' }
  | { phase: 'loading'; creating: boolean }
  | { phase: 'ready'; session: CheckoutSession }
  | { phase: 'not-found' }
  /** The link carries neither a cart nor a choice. */
  | { phase: 'missing' }
  | { phase: 'error'; error: Error };

/** One idempotency key per choice and tab: a reload or a double render makes one cart. */
const keyName = (createKey: string) => `wf-cart:${createKey}`;
function idempotencyKey(createKey: string): string {
  const name = keyName(createKey);
  let key = sessionStorage.getItem(name);
  if (!key) {
    key = `web-${crypto.randomUUID()}`;
    sessionStorage.setItem(name, key);
  }
  return key;
}

/**
 * The checkout's session. With `cart` in the URL it is read by its token; otherwise the choice
 * (`create`) is made into a cart — seats or rooms held — and its token put into the URL
 * (replacing the entry), so a reload, the gateway's return and "try again" read the same cart.
 */
export function useCheckoutSession(create: CreateCartInput | null) {
  const { status } = useStore(sessionStore);
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const cartToken = params.get('cart');
  const signedIn = status === 'signed-in' || (status !== 'anonymous' && hasSessionTokens());
  // A direct load whose held cart came in before the first render starts with it.
  const [state, setState] = useState<CartState>(() => {
    const early = cartToken && signedIn ? prefetchedFor(cartToken, locale)?.settled : undefined;
    return early?.payment_checkout_session
      ? { phase: 'ready', session: early.payment_checkout_session }
      : { phase: 'loading', creating: !cartToken };
  });
  const [attempt, setAttempt] = useState(0);
  const createKey = create ? JSON.stringify(create) : null;

  useEffect(() => {
    if (!cartToken && !createKey) {
      setState({ phase: 'missing' });
      return;
    }
    if (!signedIn) {
      setState({ phase: 'signed-out' });
      return;
    }
    const controller = new AbortController();
    const options = { signal: controller.signal, report: false };
    const fail = (error: unknown) => {
      if (controller.signal.aborted) return;
      setState({
        phase: 'error',
        error: error instanceof Error ? error : new Error(String(error)),
      });
    };
    // The details form's saved travellers, asked for beside the cart (no shift when it paints).
    prefetchSavedTravellers();
    if (cartToken) {
      setState((s) => (s.phase === 'ready' ? s : { phase: 'loading', creating: false }));
      const answer =
        (attempt === 0 && prefetchedFor(cartToken, locale)?.answer) ||
        loadSession(cartToken, controller.signal);
      answer.then(
        (data) => {
          if (controller.signal.aborted) return;
          clearPrefetched();
          const session = data.payment_checkout_session;
          // The same answer the first render started with keeps its state: no second pass.
          setState((s) =>
            s.phase === 'ready' && s.session === session
              ? s
              : session
                ? { phase: 'ready', session }
                : { phase: 'not-found' },
          );
        },
        (error: unknown) => {
          if (!controller.signal.aborted) clearPrefetched();
          fail(error);
        },
      );
    } else if (createKey) {
      setState({ phase: 'loading', creating: true });
      const input = JSON.parse(createKey) as CreateCartInput;
      graphqlRequest(
        'payments',
        CreateCartDocument,
        { input: { ...input, idempotency_key: idempotencyKey(createKey) } },
        options,
      ).then((data) => {
        setState({ phase: 'ready', session: data.create_cart });
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            next.set('cart', data.create_cart.cart_token!);
            return next;
          },
          { replace: true },
        );
      }, fail);
    }
    return () => controller.abort();
    // `locale`: product names come in the caller's language.
  }, [signedIn, cartToken, createKey, attempt, locale, setParams]);

  // A closed cart (expired, paid) is never answered again for this choice: the next visit
  // without `cart` makes a new one.
  const closed = state.phase === 'ready' && !['OPEN', 'PROCESSING'].includes(state.session.status);
  useEffect(() => {
    if (closed && createKey) sessionStorage.removeItem(keyName(createKey));
  }, [closed, createKey]);

  const replace = useCallback(
    (session: CheckoutSession) => setState({ phase: 'ready', session }),
    [],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, replace, reload };
}
