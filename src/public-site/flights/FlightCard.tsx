import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FlightOptionFieldsFragment } from '../../api/generated/flights';
import { useMoney } from '../../currency/useMoney';
import { useT } from '../../i18n/context';
import { AirlineBadge } from './AirlineBadge';
import { allowanceText, stopsLabelKey } from './flightText';
import { FlightTimes } from './FlightTimes';
import { warningText } from '../warningText';
import { PolicyBadge } from '../policy/PolicyBadge';

/** Seats are shown as scarce at or below this. */
const FEW_SEATS = 5;

export interface FlightCardProps {
  option: FlightOptionFieldsFragment;
  /** e.g. '2 passengers' */
  passengersText: string;
  onDetails: () => void;
  onChoose: () => void;
}

/** One flight in the results: airline, times in local zones, stops, baggage, total price. */
export function FlightCard({ option, passengersText, onDetails, onChoose }: FlightCardProps) {
  const t = useT();
  const { format } = useMoney();
  const money = (n: number) => format(n, option.currency);
  const via = option.transits.map((tr) => tr.code).join(', ');
  const stopsText = `${t(stopsLabelKey(option.stops), { count: option.stops })}${via ? ` ${t('flights.stops.via', { places: via })}` : ''}`;
  const baggage = allowanceText(option.seat_class.benefit.baggage);
  const seats = option.seat_class.seats_left;
  const titleId = `flight-${option.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, mb: 1.5 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box id={titleId}>
            <AirlineBadge
              airline={option.airline}
              operator={option.flight_airline}
              flightCode={option.code}
            />
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <FlightTimes
              departure={option.departure}
              arrival={option.arrival}
              durationMinutes={option.duration_minutes}
              dayOffset={option.day_offset}
              stopsText={stopsText}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {option.seat_class.plan}
            {' · '}
            {baggage
              ? t('flights.baggage.checked', { allowance: t(baggage.key, baggage.vars) })
              : t('flights.baggage.none')}
          </Typography>
        </Box>
        <Box
          sx={(theme) => ({
            textAlign: 'left',
            borderTop: `1px solid ${theme.palette.divider}`,
            pt: 1.5,
            [theme.breakpoints.up('sm')]: { textAlign: 'right', borderTop: 'none', pt: 0 },
          })}
        >
          <Typography sx={{ fontSize: '1.35rem', fontWeight: 800, color: 'primary.main' }}>
            {money(option.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('flights.card.total', { passengers: passengersText })}
          </Typography>
          {option.round_trip_price != null && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('flights.card.roundTripTotal', { price: money(option.round_trip_price) })}
            </Typography>
          )}
          {option.policy && <PolicyBadge policy={option.policy} currency={option.currency} />}
          {seats <= FEW_SEATS && (
            <Typography variant="body2" sx={{ color: warningText, fontWeight: 600 }}>
              {t('flights.card.seatsLeft', { smart_count: seats })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: { sm: 'flex-end' } }}>
            <Button
              variant="outlined"
              onClick={onDetails}
              aria-label={t('flights.card.detailsOf', { code: option.code })}
            >
              {t('flights.card.details')}
            </Button>
            <Button
              variant="contained"
              onClick={onChoose}
              aria-label={t('flights.card.chooseFlight', { code: option.code })}
            >
              {t('flights.card.choose')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
