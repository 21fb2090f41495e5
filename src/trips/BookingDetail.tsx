import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TripBookingDetailFragment } from '../api/generated/trips';
import { useLocale, useT } from '../i18n/context';
import { formatCalendarDate, formatLocalDateTime, formatMoney } from '../public-site/search/format';
import { ORDER_STATUS_COLOR as STATUS_COLOR, type OrderStatus } from '../account/orderStatus';

type Status = OrderStatus;
const statusOf = (s: string): Status => (s in STATUS_COLOR ? (s as Status) : 'PENDING');
const paymentTypeOf = (p: string) =>
  p === 'CORPORATE' || p === 'SPLIT' ? p : ('PERSONAL' as const);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One booking of a trip: its itinerary (flights or stay), passengers, booking codes, status,
 * who booked and paid what, and its confirmation page (for the traveller, booker and payer).
 */
export function BookingDetail({
  booking,
  headingLevel = 'h2',
  flightsOnly = false,
}: {
  booking: TripBookingDetailFragment;
  headingLevel?: 'h1' | 'h2';
  flightsOnly?: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const at = (instant: string, zone: string | null | undefined) =>
    formatLocalDateTime(instant, zone ?? 'Asia/Ho_Chi_Minh', locale);
  const day = (d: string) => formatCalendarDate(d, locale, { weekday: 'short', year: true });
  const flight = booking.flights[0];
  const stay = booking.stays[0];
  const title = flight
    ? t('trips.detail.route', {
        from: flight.departure_city ?? flight.departure_code,
        to: flight.arrival_city ?? flight.arrival_code,
      })
    : (stay?.property_name ?? t('trips.detail.stay'));
  const headingId = `booking-${booking.id}`;
  const status = statusOf(booking.status);
  const kind = booking.product_type === 'FLIGHT' ? 'flight' : 'hotel';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, overflowWrap: 'anywhere' }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" color={STATUS_COLOR[status]} label={t(`trips.status.${status}`)} />
      </Box>
      <Typography
        id={headingId}
        component={headingLevel}
        sx={{ fontWeight: 700, fontSize: headingLevel === 'h1' ? '1.4rem' : '1.1rem' }}
      >
        {title}
      </Typography>

      <Section title={t('trips.detail.itinerary')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {booking.flights.map((f, i) => (
            <li key={`${f.code}-${i}`}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('trips.detail.flight', { code: f.code })}
                {f.airline_name ? ` · ${f.airline_name}` : ''}
              </Typography>
              <Typography>
                {t('trips.detail.route', {
                  from: `${f.departure_city ?? ''} (${f.departure_code})`.trim(),
                  to: `${f.arrival_city ?? ''} (${f.arrival_code})`.trim(),
                })}
              </Typography>
              <Typography color="text.secondary">
                {t('trips.detail.departs', { at: at(f.departure_at, f.departure_timezone) })}
              </Typography>
              <Typography color="text.secondary">
                {t('trips.detail.arrives', { at: at(f.arrival_at, f.arrival_timezone) })}
              </Typography>
            </li>
          ))}
          {!flightsOnly &&
            booking.stays.map((s) => (
              <li key={`${s.property_id}-${s.check_in}`}>
                <Typography sx={{ fontWeight: 600 }}>
                  {s.property_name}
                  {s.room_name ? ` · ${s.room_name}` : ''}
                </Typography>
                {s.address && <Typography color="text.secondary">{s.address}</Typography>}
                <Typography color="text.secondary">
                  {t('trips.detail.checkIn', { date: day(s.check_in) })} ·{' '}
                  {t('trips.detail.checkOut', { date: day(s.check_out) })} ·{' '}
                  {t('trips.detail.rooms', { smart_count: s.rooms })}
                </Typography>
              </li>
            ))}
        </Box>
      </Section>

      <Section title={t('trips.detail.passengers')}>
        {booking.passengers.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {booking.passengers.map((p, i) => (
              <li key={`${p}-${i}`}>{p}</li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('trips.detail.noPassengers')}</Typography>
        )}
      </Section>

      <Section title={t('trips.detail.codes')}>
        {booking.booking_codes.length ? (
          <Typography sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: '1.05rem' }}>
            {booking.booking_codes.join(' · ')}
          </Typography>
        ) : (
          <Typography color="text.secondary">{t('trips.detail.noCodes')}</Typography>
        )}
      </Section>

      <Section title={t('trips.detail.payment')}>
        <Typography>{t(`trips.paymentType.${paymentTypeOf(booking.payment_type)}`)}</Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
        >
          <Typography component="dt" color="text.secondary">
            {t('trips.detail.companyPaid')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {formatMoney(booking.company_paid, booking.currency, locale)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('trips.detail.personPaid')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {formatMoney(booking.person_paid, booking.currency, locale)}
          </Typography>
        </Box>
        {booking.paid_by && (
          <Typography color="text.secondary">
            {t('trips.detail.paidBy', {
              name: booking.paid_by.name ?? booking.paid_by.email ?? '',
            })}
          </Typography>
        )}
        {booking.booked_by && (
          <Typography color="text.secondary">
            {t('trips.detail.bookedBy', {
              name: booking.booked_by.name ?? booking.booked_by.email ?? '',
            })}
          </Typography>
        )}
        {booking.paid_at && (
          <Typography color="text.secondary">
            {t('trips.detail.paidAt', { at: at(booking.paid_at, null) })}
          </Typography>
        )}
      </Section>

      <Section title={t('trips.detail.documents')}>
        {booking.cart_token ? (
          <Link
            component={RouterLink}
            to={`/checkout/success-${kind}?cart=${encodeURIComponent(booking.cart_token)}`}
          >
            {t('trips.detail.confirmation')}
          </Link>
        ) : (
          <Typography color="text.secondary">{t('trips.detail.noDocuments')}</Typography>
        )}
      </Section>
    </Paper>
  );
}
