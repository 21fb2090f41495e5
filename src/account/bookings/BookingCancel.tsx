import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/context';
import { formatLocalDateTime, formatMoney } from '../../public-site/search/format';
import { VIETNAM_TIME_ZONE } from '../../../common/calendar';
import { BookingSection } from './BookingSection';
import type { Booking } from './useBooking';

/**
 * Whether the booking can be cancelled, by its own rules (the server's answer), and the one
 * step that does it: a button, a dialog that asks first ("Keep booking" has the focus), then
 * the refund as the server reports it. Nothing is offered where nothing would be refunded.
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

  let text: string | null = null;
  if (booking.cancelled_at)
    text = t('manage.detail.cancelled', { date: when(booking.cancelled_at) });
  else if (c.policy === 'AIRLINE_RULES') text = t('manage.detail.airlineRules');
  else if (c.policy === 'NON_REFUNDABLE') text = t('manage.detail.nonRefundable');
  else if (c.reason === 'deadline_passed' && c.deadline) {
    text = t('manage.detail.deadlinePassed', { date: when(c.deadline) });
  } else if (c.reason === 'split_payment') text = t('manage.detail.splitPayment');
  else if (c.deadline) text = t('manage.detail.freeUntil', { date: when(c.deadline) });

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
        </Alert>
      )}
      {c.policy === 'AIRLINE_RULES' && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('manage.detail.flightChange')}
          </Typography>
          <Button component={RouterLink} to="/account/support" variant="outlined">
            {t('manage.detail.support')}
          </Button>
        </>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {c.can_cancel && (
        <Button color="error" variant="outlined" onClick={() => setOpen(true)} disabled={busy}>
          {busy ? t('manage.detail.cancelling') : t('manage.detail.cancel')}
        </Button>
      )}
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{t('manage.detail.confirmTitle')}</DialogTitle>
        <DialogContent>
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
