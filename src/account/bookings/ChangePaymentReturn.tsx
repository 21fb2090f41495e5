import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphqlRequest } from '../../api/graphql';
import { BookingChangePaymentDocument, UserBookingDocument } from '../../api/generated/payments';
import { useLocale, useT } from '../../i18n/context';
import { relayGatewayReturn } from '../../public-site/checkout/useCheckoutResult';
import { formatMoney } from '../../public-site/search/format';
import { CHANGE_PAYMENT_PARAM, type ChangePayment } from './changePayment';
import type { Booking } from './useBooking';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; payment: ChangePayment };

/**
 * Back on the booking page from the card or VNPay page (`?change_payment=<attempt>`): the attempt's
 * outcome — reading it asks Stripe and settles a final answer, as the webhook would — and, once
 * the flight changed, the booking as it is now.
 */
export function ChangePaymentReturn({
  booking,
  onChanged,
}: {
  booking: Booking;
  onChanged: (booking: Booking) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const paymentId = params.get(CHANGE_PAYMENT_PARAM);
  const [state, setState] = useState<State>({ status: 'loading' });

  const check = useCallback(async () => {
    if (!paymentId) return;
    try {
      const r = await graphqlRequest('payments', BookingChangePaymentDocument, {
        id: booking.id,
        payment_id: paymentId,
      });
      const payment = r.booking_change_payment;
      if (!payment) return setState({ status: 'error', message: 'NOT_FOUND' });
      setState({ status: 'ready', payment });
      if (payment.status === 'PAID') {
        const fresh = await graphqlRequest('payments', UserBookingDocument, { id: booking.id });
        if (fresh.user_booking) onChanged(fresh.user_booking);
      }
    } catch (err) {
      setState({ status: 'error', message: (err as Error).message });
    }
    // Read once per attempt; the booking it refreshes must not read it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentId, booking.id]);

  useEffect(() => {
    // VNPay's signed return (a cancel sends no IPN) is relayed first, as the checkout's page does.
    void relayGatewayReturn(params).then(check);
    // Once per attempt: the relayed query stays the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check]);

  if (!paymentId) return null;
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <Alert severity="error" sx={{ mb: 1 }}>
        {t('manage.change.payment.error', { message: state.message })}
      </Alert>
    );
  }
  const p = state.payment;
  const amount = formatMoney(p.refund?.amount ?? p.total, p.currency, locale);
  const refund = p.refund
    ? ` ${t(
        p.refund.status === 'SUCCEEDED'
          ? 'manage.change.payment.refunded'
          : 'manage.change.payment.refunding',
        { amount, to: t(`manage.change.refundTo.${p.method as 'CARD'}`) },
      )}`
    : '';
  const severity = p.status === 'PAID' ? 'success' : p.status === 'PENDING' ? 'info' : 'warning';
  return (
    <Alert
      severity={severity}
      role="status"
      sx={{ mb: 1 }}
      action={
        p.status === 'PENDING' ? (
          <Button color="inherit" size="small" onClick={() => void check()}>
            {t('manage.change.payment.check')}
          </Button>
        ) : undefined
      }
    >
      {t(`manage.change.payment.${p.status as 'PAID'}`, { code: p.flight.code })}
      {refund}
    </Alert>
  );
}
