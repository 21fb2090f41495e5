import { useCallback, useEffect, useState } from 'react';
import { graphqlRequest } from '../../api/graphql';
import {
  CancelBookingDocument,
  UserBookingDocument,
  type UserBookingPartsFragment,
} from '../../api/generated/payments';
import { hasSessionTokens } from '../../api/tokens';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/sessionStore';

export type Booking = UserBookingPartsFragment;

export type BookingState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not-found' }
  | { status: 'ready'; booking: Booking };

/** One of the signed-in user's bookings by order id (user_booking), and its cancellation. */
export function useBooking(id: string | null) {
  const { loginTime, status: session } = useStore(sessionStore);
  const signedIn = session === 'signed-in' || (session !== 'anonymous' && hasSessionTokens());
  const [state, setState] = useState<BookingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!id) return;
    if (!signedIn) {
      setState({ status: 'anonymous' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    graphqlRequest('payments', UserBookingDocument, { id }).then(
      (r) =>
        !cancelled &&
        setState(
          r.user_booking ? { status: 'ready', booking: r.user_booking } : { status: 'not-found' },
        ),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, signedIn, loginTime, attempt]);

  /** Cancels; the booking as the server answers it (the caller shows a refusal's message). */
  const cancel = useCallback(async () => {
    if (!id) return;
    const r = await graphqlRequest('payments', CancelBookingDocument, { id });
    setState({ status: 'ready', booking: r.cancel_booking });
  }, [id]);

  /** The booking as a change answered it (ChangeFlightDialog). */
  const changed = useCallback((booking: Booking) => setState({ status: 'ready', booking }), []);

  return { state, retry, cancel, changed };
}
