import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n/context';
import { formatLocalDateTime, formatMoney } from '../../public-site/search/format';
import { VIETNAM_TIME_ZONE } from '../../../common/calendar';
import { BookingSection } from './BookingSection';
import { BookingSupportLink } from './BookingSupportLink';
import { ChangeFlightDialog } from './ChangeFlightDialog';
import { ChangePaymentReturn } from './ChangePaymentReturn';
import { refundDestination, refundStateKey } from './changeRefund';
import type { Booking } from './useBooking';

type Rules = Booking['change_rules'][number];
type Flight = { code: string; departure: { date: string } };

/** Reasons that support can still handle (a change by the fare's rules, not online). */
const THROUGH_SUPPORT = ['flight', 'company_paid', 'split_payment'];

/** The booking's flights as they are now, by leg key. */
function flightsOf(booking: Booking): Record<string, Flight | undefined> {
  const p = booking.order.shopping_items.find((i) => i.product?.__typename === 'FlightBooking')
    ?.product as { departure_flight?: Flight; return_flight?: Flight | null } | undefined;
  return { departure: p?.departure_flight, return: p?.return_flight ?? undefined };
}

/**
 * "Change a flight" (docs/manage-booking.md "Changing a flight"): each flight's change rule
 * and fee or why it cannot change online, the "Change flight" button that opens the dialog,
 * and the changes made (the history).
 */
export function BookingChange({
  booking,
  onChanged,
}: {
  booking: Booking;
  onChanged: (booking: Booking) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [open, setOpen] = useState<Rules | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (booking.kind !== 'FLIGHT' || booking.cancelled_at) return null;
  const when = (iso: string) => formatLocalDateTime(iso, VIETNAM_TIME_ZONE, locale);
  const money = (n: number, c: string) => formatMoney(n, c, locale);
  const flights = flightsOf(booking);
  const refundTo = refundDestination(t, booking);
  const support = booking.change_rules.some((r) => r.reason && THROUGH_SUPPORT.includes(r.reason));

  const ruleText = (r: Rules) => {
    if (!r.can_change) return t(`manage.change.reasons.${r.reason as 'not_changeable'}`);
    const date = r.deadline ? when(r.deadline) : '';
    return r.change_fee
      ? t('manage.change.rule', { fee: money(r.change_fee, r.currency), seats: r.seats, date })
      : t('manage.change.ruleFree', { date });
  };

  return (
    <BookingSection id="change" title={t('manage.change.title')}>
      <ChangePaymentReturn booking={booking} onChanged={onChanged} />
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {done}
        </Alert>
      )}
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {booking.change_rules.map((r) => (
          <Box component="li" key={r.leg} sx={{ listStyle: 'none', mb: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t('manage.change.leg', {
                label:
                  r.leg === 'return' ? t('manage.detail.inbound') : t('manage.detail.outbound'),
                code: r.flight_code,
              })}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 0.5 }}>
              {ruleText(r)}
            </Typography>
            {r.can_change && flights[r.leg] && (
              <Button
                variant="outlined"
                onClick={() => setOpen(r)}
                aria-label={t('manage.change.buttonFor', { code: r.flight_code })}
              >
                {t('manage.change.button')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {support && <BookingSupportLink orderNumber={booking.number} />}
      {booking.changes.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
            {t('manage.change.history')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {booking.changes.map((c) => (
              <li key={c.id}>
                <Typography>
                  {t('manage.change.historyLine', {
                    from: c.from_flight.code,
                    to: c.to_flight.code,
                    code: c.to_flight.booking_code ?? '',
                    date: when(c.changed_at),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.total > 0
                    ? t('manage.change.historyPaid', {
                        amount: money(c.total, c.currency),
                        fee: money(c.change_fee, c.currency),
                      })
                    : c.total < 0 && c.refund
                      ? t(`manage.change.historyRefundedTo.${refundStateKey(c.refund.status)}`, {
                          amount: money(c.refund.amount, c.currency),
                          to: refundTo ?? '',
                          fee: money(c.change_fee, c.currency),
                        })
                      : c.total < 0
                        ? t('manage.change.historyRefunded', {
                            amount: money(-c.total, c.currency),
                            fee: money(c.change_fee, c.currency),
                          })
                        : t('manage.change.historyNothing')}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      {open && flights[open.leg] && (
        <ChangeFlightDialog
          booking={booking}
          leg={open.leg}
          code={open.flight_code}
          departs={flights[open.leg]!.departure.date}
          onClose={() => setOpen(null)}
          onChanged={(next) => {
            setOpen(null);
            const now = flightsOf(next)[open.leg];
            const pnr = (now as { booking_code?: string | null } | undefined)?.booking_code ?? '';
            setDone(t('manage.change.done', { code: now?.code ?? '', pnr }));
            onChanged(next);
          }}
        />
      )}
    </BookingSection>
  );
}
