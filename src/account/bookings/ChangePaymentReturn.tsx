import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphqlRequest } from '../../api/graphql';
import { BookingChangePaymentDocument, UserBookingDocument } from '../../api/generated/payments';
import { ProofFiles } from '../../components/ProofUpload';
import { useLocale, useT } from '../../i18n/context';
import { relayGatewayReturn } from '../../public-site/checkout/useCheckoutResult';
import { formatMoney } from '../../public-site/search/format';
import { ChangeBankTransfer } from './ChangeBankTransfer';
import { CHANGE_PAYMENT_PARAM, type ChangePayment } from './changePayment';
import type { Booking } from './useBooking';

/** How the page words a payment given back: a bank transfer's excess, or a late payment. */
function refundKey(status: string, refund: string) {
  if (status === 'PAID') return 'manage.change.payment.excessManual' as const;
  if (refund === 'SUCCEEDED') return 'manage.change.payment.refunded' as const;
  if (refund === 'MANUAL') return 'manage.change.payment.refundManual' as const;
  return 'manage.change.payment.refunding' as const;
}

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; payment: ChangePayment };

/**
 * Back on the booking page from the card, VNPay or 2C2P page (`?change_payment=<attempt>`), or
 * sent here to pay by bank transfer (its details until the bank's credit came): the attempt's
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

  const recheck = useCallback(() => void check(), [check]);

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
  // A bank transfer still to make (or to complete): the details, asked again until it came.
  if (p.status === 'PENDING' && p.bank_transfer) {
    return <ChangeBankTransfer payment={p} onCheck={recheck} />;
  }
  const amount = formatMoney(p.refund?.amount ?? p.total, p.currency, locale);
  const refund = p.refund
    ? ` ${t(refundKey(p.status, p.refund.status), {
        amount,
        to: t(`manage.change.refundTo.${p.method as 'CARD'}`),
      })}`
    : '';
  const severity = p.status === 'PAID' ? 'success' : p.status === 'PENDING' ? 'info' : 'warning';
  const proofs = p.bank_transfer?.files ?? [];
  return (
    <>
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
      {/* A bank transfer that ended (paid, lapsed or replaced) keeps showing the proofs sent. */}
      {proofs.length > 0 && (
        <Box component="section" aria-labelledby="change-proofs-title" sx={{ mb: 2 }}>
          <Typography
            id="change-proofs-title"
            component="h3"
            variant="subtitle1"
            sx={{ fontSize: '1rem', fontWeight: 700 }}
          >
            {t('manage.change.bank.proof.sent')}
          </Typography>
          <ProofFiles files={proofs} />
        </Box>
      )}
    </>
  );
}
