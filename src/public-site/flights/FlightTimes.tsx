import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlightPointFieldsFragment } from '../../api/generated/flights';
import { useLocale, useT } from '../../i18n/context';
import { formatDuration, formatLocalTime } from '../search/format';
import { visuallyHidden } from '../search/ResultStates';

export interface FlightTimesProps {
  departure: FlightPointFieldsFragment;
  arrival: FlightPointFieldsFragment;
  durationMinutes: number;
  dayOffset: number;
  /** e.g. 'Direct' or '1 stop via DAD'. */
  stopsText: string;
}

/** 06:05 HAN ——— 08:15 SGN (+1): each time in its own airport's zone. */
export function FlightTimes({
  departure,
  arrival,
  durationMinutes,
  dayOffset,
  stopsText,
}: FlightTimesProps) {
  const t = useT();
  const { locale } = useLocale();
  const time = (p: FlightPointFieldsFragment) => formatLocalTime(p.date, p.timezone, locale);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Box>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{time(departure)}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          title={departure.airport_name ?? undefined}
        >
          {departure.code}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'center', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {formatDuration(durationMinutes, locale)}
        </Typography>
        <Box aria-hidden="true" sx={{ borderTop: 2, borderColor: 'divider', my: 0.5 }} />
        <Typography variant="body2" color="text.secondary">
          {stopsText}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {time(arrival)}
          {dayOffset > 0 && (
            // text.secondary, bold: warning.dark at this size fails contrast (axe, 3.8:1).
            <Box
              component="sup"
              sx={{ fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', ml: 0.25 }}
            >
              <span aria-hidden="true">{t('flights.card.nextDay', { days: dayOffset })}</span>
              <Box component="span" sx={visuallyHidden}>
                {` (${t('flights.card.nextDayLabel', { smart_count: dayOffset })})`}
              </Box>
            </Box>
          )}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          title={arrival.airport_name ?? undefined}
        >
          {arrival.code}
        </Typography>
      </Box>
    </Box>
  );
}
