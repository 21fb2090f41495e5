import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n/context';
import { formatLocalDateTime, formatMoney } from '../../public-site/search/format';
import { VIETNAM_TIME_ZONE } from '../../../common/calendar';
import { BookingSection } from './BookingSection';
import { BookingSupportLink } from './BookingSupportLink';
import type { Booking } from './useBooking';

/** Why a booking cannot be cancelled, or by which rule it can, in words. */
function ruleText(
  booking: Booking,
  t: ReturnType<typeof useT>,
  when: (iso: string) => string,
  money: (n: number) => string,
): string | null {
  const c = booking.cancellation;
  if (booking.cancelled_at)
    return t('manage.detail.cancelled', { date: when(booking.cancelled_at) });
  if (c.reason === 'split_payment') return t('manage.detail.splitPayment');
  if (c.policy === 'AIRLINE_RULES') return t('manage.detail.airlineRules');
  if (c.policy === 'NON_REFUNDABLE') {
    return booking.kind === 'FLIGHT'
      ? t('manage.detail.nonRefundableFare')
      : t('manage.detail.nonRefundable');
  }
  if (c.policy === 'FARE_REFUND') {
    if (c.reason === 'departed') return t('manage.detail.departed');
    if (c.reason === 'company_fee') return t('manage.detail.companyFee');
    if (c.reason === 'fee_exceeds_price') return t('manage.detail.feeExceedsPrice');
    if (!c.can_cancel) return null;
    const amount = money(c.refund_amount ?? 0);
    const now = c.refund_fee
      ? t('manage.detail.fareRefund', { fee: money(c.refund_fee), amount })
      : t('manage.detail.fareRefundFull', { amount });
    return c.deadline
      ? `${now} ${t('manage.detail.fareFreeUntil', { date: when(c.deadline) })}`
      : now;
  }
  if (c.reason === 'deadline_passed' && c.deadline) {
    return t('manage.detail.deadlinePassed', { date: when(c.deadline) });
  }
  return c.deadline ? t('manage.detail.freeUntil', { date: when(c.deadline) }) : null;
}

/** Whether the rule shown says the booking is cancelled through support. */
function throughSupport(booking: Booking): boolean {
  const c = booking.cancellation;
  if (booking.cancelled_at) return false;
  return (
    c.reason === 'split_payment' ||
    c.policy === 'AIRLINE_RULES' ||
    (c.policy === 'FARE_REFUND' && c.reason === 'company_fee')
  );
}

/**
 * Whether the booking can be cancelled, by its own rules (the server's answer), and the one
 * step that does it: a button, a dialog that asks first ("Keep booking" has the focus) and
 * shows what comes back — a ticket's refund fee and the net —, then the refund as the server
 * reports it. Nothing is offered where nothing would be refunded.
 */
export function BookingCancel({
  booking,
  onCancel,
}: {
  booking: Booking;
  onCancel: () => Promise<void>;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const c = booking.cancellation;
  const when = (iso: string) => formatLocalDateTime(iso, VIETNAM_TIME_ZONE, locale);
  const method = booking.payment.method
    ? t(`checkout.pay.methods.${booking.payment.method as 'WALLET'}`)
    : '';
  const money = (n: number) => formatMoney(n, booking.price.currency, locale);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onCancel();
      setOpen(false);
    } catch (err) {
      setError(t('manage.detail.cancelError', { message: (err as Error).message }));
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  const text = ruleText(booking, t, when, money);
  const fee = c.refund_fee ?? 0;

  const refund = booking.refund;
  return (
    <BookingSection id="cancellation" title={t('manage.detail.cancellation')}>
      {text && <Typography sx={{ mb: 1 }}>{text}</Typography>}
      {booking.cancelled_at && refund && (
        <Alert
          severity={refund.status === 'SUCCEEDED' ? 'success' : 'info'}
          sx={{ mb: 1 }}
          role="status"
        >
          {t(`manage.detail.refund.${refund.status as 'SUCCEEDED'}`, {
            amount: money(refund.amount),
            method,
          })}
          {refund.fee > 0 && ` ${t('manage.detail.refundFee', { fee: money(refund.fee) })}`}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {throughSupport(booking) && <BookingSupportLink orderNumber={booking.number} />}
      {c.can_cancel && (
        <Button color="error" variant="outlined" onClick={() => setOpen(true)} disabled={busy}>
          {busy ? t('manage.detail.cancelling') : t('manage.detail.cancel')}
        </Button>
      )}
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{t('manage.detail.confirmTitle')}</DialogTitle>
        <DialogContent>
          {fee > 0 && (
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, mt: 0, mb: 2 }}
            >
              <dt>{t('manage.detail.confirmPaid')}</dt>
              <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
                {money(booking.order.price)}
              </Box>
              <dt>{t('manage.detail.confirmFee')}</dt>
              <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
                −{money(fee)}
              </Box>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {t('manage.detail.confirmNet')}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 600 }}>
                {money(c.refund_amount ?? 0)}
              </Box>
            </Box>
          )}
          <DialogContentText>
            {t('manage.detail.confirmText', { amount: money(c.refund_amount ?? 0), method })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)} disabled={busy}>
            {t('manage.detail.keep')}
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
            {busy ? t('manage.detail.cancelling') : t('manage.detail.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </BookingSection>
  );
}
