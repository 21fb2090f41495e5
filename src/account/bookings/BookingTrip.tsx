import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import {
  formatCalendarDate,
  formatLocalDate,
  formatLocalTime,
  formatMoney,
} from '../../public-site/search/format';
import { VIETNAM_TIME_ZONE, daysBetween } from '../../../common/calendar';
import { BookingSection } from './BookingSection';
import type { Booking } from './useBooking';

type Item = Booking['order']['shopping_items'][number];
type FlightProduct = Extract<NonNullable<Item['product']>, { __typename: 'FlightBooking' }>;
type RoomProduct = Extract<NonNullable<Item['product']>, { __typename: 'RoomType' }>;
type Leg = FlightProduct['departure_flight'];
type BookedFlight = Booking['flights'][number];

/** The terminals known for a flight ('Nhà ga đi: T1 · Nhà ga đến: T2'), or null. */
function Terminals({ flight }: { flight: BookedFlight | undefined }) {
  const t = useT();
  const parts = [
    flight?.departure_terminal &&
      t('manage.detail.departureTerminal', { terminal: flight.departure_terminal }),
    flight?.arrival_terminal &&
      t('manage.detail.arrivalTerminal', { terminal: flight.arrival_terminal }),
  ].filter(Boolean);
  if (!parts.length) return null;
  return <Typography data-terminals>{parts.join(' · ')}</Typography>;
}

function LegLine({
  leg,
  label,
  booked,
}: {
  leg: Leg;
  label: string;
  booked: BookedFlight | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const at = (p: Leg['departure']) => {
    const zone = p.timezone ?? VIETNAM_TIME_ZONE;
    return `${formatLocalTime(p.date, zone, locale)} ${formatLocalDate(p.date, zone, locale)}`;
  };
  const place = (p: Leg['departure']) => (p.city_name ? `${p.city_name} (${p.code})` : p.code);
  const benefit = leg.seat_class?.benefit;
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 1.5 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {label} ·{' '}
        {t('manage.detail.flightLine', { code: leg.code, airline: leg.airline?.name ?? '' })}
      </Typography>
      <Typography>
        {t('manage.detail.times', {
          from: place(leg.departure),
          departs: at(leg.departure),
          to: place(leg.arrival),
          arrives: at(leg.arrival),
        })}
      </Typography>
      <Terminals flight={booked} />
      {booked?.tickets.map((ticket) => (
        <Typography key={ticket.number} data-ticket-number={ticket.number}>
          {t('manage.detail.ticketNumber', ticket)}
        </Typography>
      ))}
      {benefit && (
        <Typography color="text.secondary">
          {t('manage.detail.baggage')}:{' '}
          {benefit.baggage?.quantity
            ? t('manage.detail.checked', {
                pieces: benefit.baggage.quantity,
                kg: benefit.baggage.weight ?? 0,
              })
            : t('manage.detail.noChecked')}
          {' · '}
          {t('manage.detail.cabin', { kg: benefit.cabin_baggage?.weight ?? 0 })}
        </Typography>
      )}
    </Box>
  );
}

function Flight({ product, flights }: { product: FlightProduct; flights: BookedFlight[] }) {
  const t = useT();
  const booked = (direction: string) => flights.find((f) => f.direction === direction);
  const { locale } = useLocale();
  return (
    <>
      <BookingSection id="itinerary" title={t('manage.detail.itinerary')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('manage.detail.terminalNote')}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          <LegLine
            leg={product.departure_flight}
            label={t('manage.detail.outbound')}
            booked={booked('OUTBOUND')}
          />
          {product.return_flight && (
            <LegLine
              leg={product.return_flight}
              label={t('manage.detail.inbound')}
              booked={booked('INBOUND')}
            />
          )}
        </Box>
      </BookingSection>
      <BookingSection id="people" title={t('manage.detail.passengers')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {product.passengers.map((p, i) => (
            <li key={i}>
              <Typography>
                {[p.title, p.last_name, p.first_name].filter(Boolean).join(' ')} ·{' '}
                {t(`manage.detail.passengerType.${p.type}`)}
              </Typography>
              {[...p.departure_baggages, ...p.return_baggages].map((b, j) => (
                <Typography key={j} variant="body2" color="text.secondary">
                  {t('manage.detail.extraBaggage', {
                    value: b.value,
                    unit: b.unit ?? 'kg',
                    price: formatMoney(b.price, b.currency, locale),
                  })}
                </Typography>
              ))}
            </li>
          ))}
        </Box>
      </BookingSection>
    </>
  );
}

function Stay({
  product,
  item,
  guest,
  request,
}: {
  product: RoomProduct;
  item: Item;
  guest: string | null | undefined;
  request: string | null | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const meta = (item.metadata ?? {}) as {
    check_in?: string;
    check_out?: string;
    rooms?: number;
    party?: { n_o_a?: number; n_o_c?: number };
  };
  const night = product.room_stayings[0];
  const nights = meta.check_in && meta.check_out ? daysBetween(meta.check_in, meta.check_out) : 0;
  return (
    <BookingSection id="stay" title={t('manage.detail.stay')}>
      <Typography sx={{ fontWeight: 700 }}>{product.property?.name}</Typography>
      <Typography color="text.secondary">{product.property?.address?.raw_address}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: 0.5,
          columnGap: 2,
          my: 1,
        }}
      >
        <dt>{t('manage.detail.checkIn')}</dt>
        <dd style={{ margin: 0 }}>
          {meta.check_in &&
            formatCalendarDate(meta.check_in, locale, { weekday: 'short', year: true })}
        </dd>
        <dt>{t('manage.detail.checkOut')}</dt>
        <dd style={{ margin: 0 }}>
          {meta.check_out &&
            formatCalendarDate(meta.check_out, locale, { weekday: 'short', year: true })}
        </dd>
      </Box>
      <Typography>
        {t('manage.detail.roomRate', {
          rooms: meta.rooms ?? 1,
          room: product.name,
          rate: night?.rate_plan?.name ?? '',
        })}{' '}
        · {t('manage.detail.nights', { count: nights })}
      </Typography>
      {night?.dining_support === 'BREAKFAST' && (
        <Typography>{t('manage.detail.breakfast')}</Typography>
      )}
      {guest && (
        <Typography>
          {t('manage.detail.leadGuest')}: {guest}
        </Typography>
      )}
      {request && (
        <Typography>
          {t('manage.detail.request')}: {request}
        </Typography>
      )}
    </BookingSection>
  );
}

/** The trip: flights with times in each airport's zone, passengers and baggage; or the stay. */
export function BookingTrip({ booking }: { booking: Booking }) {
  return (
    <>
      {booking.order.shopping_items.map((item) => {
        const p = item.product;
        if (p?.__typename === 'FlightBooking')
          return <Flight key={item.id} product={p} flights={booking.flights} />;
        if (p?.__typename === 'RoomType') {
          return (
            <Stay
              key={item.id}
              product={p}
              item={item}
              guest={booking.contact?.guest}
              request={booking.contact?.request}
            />
          );
        }
        return null;
      })}
    </>
  );
}
