import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphqlRequest } from '../../api/graphql';
import {
  BookingChangeOptionsDocument,
  ChangeBookingDocument,
  UserBookingDocument,
  type BookingChangeOptionsQuery,
} from '../../api/generated/payments';
import { fieldErrorsOf } from '../../api/httpError';
import { useLocale, useT } from '../../i18n/context';
import { formatLocalDate, formatLocalTime, formatMoney } from '../../public-site/search/format';
import { VIETNAM_TIME_ZONE, vietnamDate } from '../../../common/calendar';
import { mountStripeCard, type MountedCard } from '../../public-site/checkout/stripeElements';
import { MANUAL_REFUND_METHODS, refundDestination } from './changeRefund';
import { CHANGE_PAYMENT_PARAM, GATEWAY_CHANGE_METHODS, startGatewayChange } from './changePayment';
import type { Booking } from './useBooking';

type Option = BookingChangeOptionsQuery['booking_change_options']['options'][number];
type Search =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; options: Option[] };

const RULES = ['payment_method', 'payer', 'insufficient_balance', 'sold_out', 'turnaround'];

/** The dialog's words for paying the difference through each rail. */
const PAY_WORDS: Record<
  string,
  {
    to: 'toPayCard' | 'toPayVnpay' | 'toPayP2c2p' | 'toPayBank';
    pay: 'payCard' | 'payVnpay' | 'payP2c2p' | 'payBank';
  }
> = {
  CARD: { to: 'toPayCard', pay: 'payCard' },
  VNPAY: { to: 'toPayVnpay', pay: 'payVnpay' },
  P2C2P: { to: 'toPayP2c2p', pay: 'payP2c2p' },
  BANK_TRANSFER: { to: 'toPayBank', pay: 'payBank' },
};

/** How long the server holds the new seats while the card pays (CHANGE_PAYMENT_MINUTES). */
const HOLD_MINUTES = 15;

/**
 * Changing one flight (docs/manage-booking.md "Changing a flight"): a new date, the flights of
 * the same route and fare that day (booking_change_options), each with the fare difference,
 * the change fee and the total; confirm → change_booking → the booking as it is now.
 */
export function ChangeFlightDialog({
  booking,
  leg,
  code,
  departs,
  onClose,
  onChanged,
}: {
  booking: Booking;
  leg: string;
  code: string;
  /** The current flight's departure (ISO): the date the search starts from. */
  departs: string;
  onClose: () => void;
  onChanged: (booking: Booking) => void;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const refundTo = refundDestination(t, booking);
  const { locale } = useLocale();
  const today = vietnamDate();
  // The booked flight's date, or today when that has passed (the field refuses earlier dates).
  const [date, setDate] = useState(() => {
    const booked = vietnamDate(new Date(departs));
    return booked < today ? today : booked;
  });
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; topUp: boolean } | null>(null);
  // A card-paid booking's dearer change: Stripe's Payment Element, once the attempt started.
  const [card, setCard] = useState<{ mounted: MountedCard; returnUrl: string } | null>(null);
  const cardBox = useRef<HTMLDivElement>(null);
  useEffect(() => () => card?.mounted.destroy(), [card]);
  const money = (n: number, currency: string) => formatMoney(n, currency, locale);
  const signed = (n: number, currency: string) => (n < 0 ? '−' : '') + money(Math.abs(n), currency);
  const at = (p: { date: string; timezone?: string | null }) => {
    const zone = p.timezone ?? VIETNAM_TIME_ZONE;
    return `${formatLocalTime(p.date, zone, locale)} ${formatLocalDate(p.date, zone, locale)}`;
  };

  const find = async (e: FormEvent) => {
    e.preventDefault();
    setSearch({ status: 'loading' });
    setChosen(null);
    setCard(null);
    setError(null);
    try {
      const r = await graphqlRequest('payments', BookingChangeOptionsDocument, {
        id: booking.id,
        leg,
        date,
      });
      setSearch({ status: 'ready', options: r.booking_change_options.options });
    } catch (err) {
      setSearch({ status: 'error', message: (err as Error).message });
    }
  };

  const options = search.status === 'ready' ? search.options : [];
  const option = options.find((o) => o.seat_class_id === chosen) ?? null;
  const method = booking.payment?.method ?? '';
  // A dearer change on a card-, VNPay-, 2C2P- or bank-paid booking is paid through that rail.
  const byGateway = !!option && option.total > 0 && GATEWAY_CHANGE_METHODS.includes(method);
  const words = PAY_WORDS[method] ?? PAY_WORDS.CARD;

  const failed = (err: unknown) => {
    const rule = fieldErrorsOf(err)[0]?.rule ?? '';
    const message = RULES.includes(rule)
      ? t(`manage.change.rules.${rule as 'sold_out'}`)
      : (err as Error).message;
    setError({
      text: t('manage.change.error', { message }),
      topUp: rule === 'insufficient_balance',
    });
  };

  /** The difference by card (Stripe's card page, 3-D Secure included) or on VNPay's page. */
  const payOnline = async () => {
    if (card) {
      const message = await card.mounted.confirm(card.returnUrl);
      if (message) setError({ text: t('manage.change.error', { message }), topUp: false });
      return;
    }
    const started = await startGatewayChange(booking.id, leg, option!);
    if (started.kind === 'elements') {
      const mounted = await mountStripeCard(
        started.publishableKey,
        started.clientSecret,
        locale,
        cardBox.current!,
      );
      setCard({ mounted, returnUrl: started.returnUrl });
    } else if (started.kind === 'bank') {
      // The booking page shows the transfer details (ChangePaymentReturn) until the bank pays it.
      const next = new URLSearchParams(params);
      next.set(CHANGE_PAYMENT_PARAM, started.payment.id);
      setParams(next, { replace: true });
      onClose();
    } else if (started.kind === 'settled') {
      if (started.payment.status === 'PAID') {
        const r = await graphqlRequest('payments', UserBookingDocument, { id: booking.id });
        if (r.user_booking) onChanged(r.user_booking);
      } else {
        const text = t(`manage.change.payment.${started.payment.status as 'FAILED'}`, {
          code: started.payment.flight.code,
        });
        setError({ text, topUp: false });
      }
    }
  };

  const confirm = async () => {
    if (!option) return;
    setBusy(true);
    setError(null);
    try {
      if (byGateway) return await payOnline();
      const r = await graphqlRequest('payments', ChangeBookingDocument, {
        id: booking.id,
        leg,
        flight_id: option.flight_id,
        seat_class_id: option.seat_class_id,
      });
      onChanged(r.change_booking);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      aria-labelledby="change-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="change-title">{t('manage.change.dialogTitle', { code })}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          onSubmit={find}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', pt: 1, mb: 2 }}
        >
          <TextField
            label={t('manage.change.date')}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            size="small"
            required
          />
          <Button type="submit" variant="outlined" disabled={search.status === 'loading' || !date}>
            {t('manage.change.search')}
          </Button>
        </Box>
        {search.status === 'loading' && (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('manage.change.searching')}</Typography>
          </Box>
        )}
        {search.status === 'error' && (
          <Alert severity="error">
            {t('manage.change.searchError', { message: search.message })}
          </Alert>
        )}
        {search.status === 'ready' && !options.length && (
          <Alert severity="info">{t('manage.change.empty')}</Alert>
        )}
        {options.length > 0 && (
          <RadioGroup
            aria-label={t('manage.change.options')}
            value={chosen ?? ''}
            onChange={(e) => {
              // Another flight: the card form of the one before is not for it.
              setCard(null);
              setChosen(e.target.value);
            }}
          >
            {options.map((o) => (
              <FormControlLabel
                key={o.seat_class_id}
                value={o.seat_class_id}
                control={<Radio />}
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {t('manage.change.option', {
                        code: o.flight.code,
                        departs: at(o.flight.departure),
                        arrives: at(o.flight.arrival),
                      })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('manage.change.total')}: {signed(o.total, o.currency)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
        {option && (
          <Box
            component="dl"
            aria-live="polite"
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, mt: 2, mb: 0 }}
          >
            <dt>{t('manage.change.difference')}</dt>
            <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {signed(option.fare_difference, option.currency)}
            </Box>
            <dt>{t('manage.change.fee')}</dt>
            <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {money(option.change_fee, option.currency)}
            </Box>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {t('manage.change.total')}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 600 }}>
              {signed(option.total, option.currency)}
            </Box>
            <Box component="dd" sx={{ m: 0, gridColumn: '1 / -1', color: 'text.secondary' }}>
              {byGateway
                ? t(`manage.change.${words.to}`, {
                    amount: money(option.total, option.currency),
                    minutes: HOLD_MINUTES,
                  })
                : option.total > 0
                  ? t('manage.change.toPay', { amount: money(option.total, option.currency) })
                  : option.total < 0
                    ? refundTo
                      ? t('manage.change.toRefundTo', {
                          amount: money(-option.total, option.currency),
                          to: refundTo,
                        })
                      : t('manage.change.toRefund', {
                          amount: money(-option.total, option.currency),
                        })
                    : t('manage.change.nothing')}
              {option.total < 0 &&
                refundTo &&
                MANUAL_REFUND_METHODS.includes(booking.payment?.method ?? '') &&
                `. ${t('manage.change.refundManualNote')}`}
            </Box>
          </Box>
        )}
        <Box
          ref={cardBox}
          role={card ? 'group' : undefined}
          aria-label={card ? t('manage.change.cardForm') : undefined}
          sx={{ mt: card ? 2 : 0 }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.text}{' '}
            {error.topUp && (
              <RouterLink to="/account/wallet">{t('manage.change.topUp')}</RouterLink>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('manage.change.close')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!option || busy}>
          {busy
            ? t('manage.change.changing')
            : card
              ? t('manage.change.payNow')
              : byGateway
                ? t(`manage.change.${words.pay}`, {
                    amount: money(option.total, option.currency),
                  })
                : t('manage.change.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
