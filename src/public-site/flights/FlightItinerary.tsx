import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlightQuery as FlightDetailQuery } from '../../api/generated/flights';
import { useLocale, useT } from '../../i18n/context';
import { formatDuration, formatLocalDate, formatLocalTime } from '../search/format';

type Detail = NonNullable<FlightDetailQuery['flight']>;
type Point = Detail['segments'][number]['departure'];

function PointRow({ point }: { point: Point }) {
  const { locale } = useLocale();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
      <Typography sx={{ fontWeight: 700, minWidth: 48 }}>
        {formatLocalTime(point.date, point.timezone, locale)}
      </Typography>
      <Typography>
        {formatLocalDate(point.date, point.timezone, locale)} · {point.airport_name ?? point.code} (
        {point.code})
      </Typography>
    </Box>
  );
}

/** Every leg with its local times, aircraft and duration, and the connections between them. */
export function FlightItinerary({ flight }: { flight: Detail }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {flight.segments.map((segment, index) => {
        const transit = index > 0 ? flight.transits[index - 1] : null;
        return (
          <Box component="li" key={`${segment.code}-${index}`}>
            {transit && (
              <Typography
                variant="body2"
                sx={{ my: 1, px: 1.5, py: 0.75, bgcolor: 'action.hover', borderRadius: 1 }}
              >
                {t('flights.detail.layover', {
                  place: transit.city_name ?? transit.airport_name ?? transit.code,
                  duration: formatDuration(transit.duration_minutes ?? 0, locale),
                })}
              </Typography>
            )}
            <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}>
              <PointRow point={segment.departure} />
              <Typography variant="body2" color="text.secondary" sx={{ my: 0.5, ml: { sm: 7.5 } }}>
                {segment.airline.name} {segment.code}
                {segment.aircraft
                  ? ` · ${t('flights.detail.aircraft', { aircraft: segment.aircraft })}`
                  : ''}
                {' · '}
                {formatDuration(segment.duration_minutes, locale)}
                {segment.flight_airline && segment.flight_airline.code !== segment.airline.code
                  ? ` · ${t('flights.card.operatedBy', { airline: segment.flight_airline.name })}`
                  : ''}
              </Typography>
              <PointRow point={segment.arrival} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
