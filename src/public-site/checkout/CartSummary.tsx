import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate, formatLocalDateTime } from '../search/format';
import { flightOf, roomOf, type CheckoutSession, type FlightBookingProduct } from './checkoutApi';

type Leg = NonNullable<FlightBookingProduct['departure_flight']>;

function FlightLeg({ title, leg }: { title: string; leg: Leg }) {
  const t = useT();
  const { locale } = useLocale();
  const at = (p: Leg['departure']) =>
    formatLocalDateTime(p.date, p.timezone ?? 'Asia/Ho_Chi_Minh', locale);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {title} · {leg.airline?.name ?? leg.airline?.code} {leg.code}
      </Typography>
      <Typography>
        {leg.departure.city_name ?? leg.departure.code} ({leg.departure.code}) {at(leg.departure)} →{' '}
        {leg.arrival.city_name ?? leg.arrival.code} ({leg.arrival.code}) {at(leg.arrival)}
      </Typography>
      {leg.seat_class?.plan && (
        <Typography color="text.secondary">
          {t('checkout.summary.fare', { plan: leg.seat_class.plan })}
        </Typography>
      )}
    </Box>
  );
}

/** What is being bought, read from the cart (the server's priced product), not the link. */
export function CartSummary({ session }: { session: CheckoutSession }) {
  const t = useT();
  const { locale } = useLocale();
  const flight = flightOf(session);
  const room = roomOf(session);
  const party = session.shopping_items[0]?.metadata as
    | {
        party?: { n_o_a?: number; n_o_c?: number; n_o_i?: number };
        check_in?: string;
        check_out?: string;
      }
    | undefined;
  const people =
    (party?.party?.n_o_a ?? 0) + (party?.party?.n_o_c ?? 0) + (party?.party?.n_o_i ?? 0);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="summary-heading"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="summary-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
        {t('checkout.summary.heading')}
      </Typography>
      {flight && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          <FlightLeg title={t('checkout.summary.departure')} leg={flight.departure_flight} />
          {flight.return_flight && (
            <FlightLeg title={t('checkout.summary.return')} leg={flight.return_flight} />
          )}
        </Box>
      )}
      {room && (
        <Box sx={{ mt: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{room.property?.name}</Typography>
          <Typography color="text.secondary">{room.property?.address?.raw_address}</Typography>
          <Typography sx={{ mt: 0.5 }}>
            {room.name}
            {room.room_stayings[0]?.rate_plan?.name
              ? ` · ${room.room_stayings[0].rate_plan.name}`
              : ''}
          </Typography>
          {party?.check_in && party.check_out && (
            <Typography>
              {t('checkout.summary.stay', {
                checkIn: formatCalendarDate(party.check_in, locale),
                checkOut: formatCalendarDate(party.check_out, locale),
              })}{' '}
              · {t('checkout.summary.nights', { smart_count: room.room_stayings.length })}
            </Typography>
          )}
        </Box>
      )}
      {people > 0 && (
        <Typography color="text.secondary">
          {t(room ? 'checkout.summary.guests' : 'checkout.summary.party', {
            smart_count: people,
          })}
        </Typography>
      )}
    </Paper>
  );
}
