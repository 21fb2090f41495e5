import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate } from '../search/format';
import { FlightSearchForm } from '../search/FlightSearchForm';
import type { PlaceFieldsFragment } from '../../api/generated/places';
import { toPlaceChoice, type PlaceChoice } from '../search/place';
import { placeTitle } from '../search/usePlaceLookup';
import type { FlightCriteria } from './flightQuery';

export interface FlightSearchHeaderProps {
  criteria: FlightCriteria;
  from: PlaceFieldsFragment | null;
  to: PlaceFieldsFragment | null;
  passengersText: string;
  /** Open the form at once (the URL's search cannot run). */
  editing?: boolean;
}

/** The search in words ('Hà Nội → TP. Hồ Chí Minh · Thu, Mar 12 · …'), and the form to change it. */
export function FlightSearchHeader({
  criteria: c,
  from,
  to,
  passengersText,
  editing = false,
}: FlightSearchHeaderProps) {
  const t = useT();
  const { locale } = useLocale();
  const [open, setOpen] = useState(editing);
  const name = (place: PlaceFieldsFragment | null, code: string) =>
    `${placeTitle(place, code)} (${code})`;
  const dates = [c.depart, c.return]
    .filter(Boolean)
    .map((d) => formatCalendarDate(d!, locale))
    .join(' – ');
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', md: '1.75rem' } }}>
            {t('flights.title', { from: name(from, c.from), to: name(to, c.to) })}
          </Typography>
          <Typography color="text.secondary">
            {t('flights.summary', {
              date: dates,
              passengers: passengersText,
              cabin: t(`search.cabins.${c.cabin}`),
            })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls="flight-change-search"
          onClick={() => setOpen((v) => !v)}
        >
          {t('search.results.changeSearch')}
        </Button>
      </Box>
      {open && (
        <Paper id="flight-change-search" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
          <FlightSearchForm
            key={`${from?.id}-${to?.id}`}
            initial={{
              direction: c.return ? 'round_trip' : 'one_way',
              from: placeOrCode(from, c.from),
              to: placeOrCode(to, c.to),
              depart: c.depart,
              ...(c.return ? { return: c.return } : {}),
              party: c.party,
              cabin: c.cabin,
            }}
          />
        </Paper>
      )}
    </Box>
  );
}

/** The looked-up place, or a bare code while its name is unknown (the search still works). */
function placeOrCode(place: PlaceFieldsFragment | null, code: string): PlaceChoice | null {
  if (place) return toPlaceChoice(place);
  return code ? { id: `code:${code}`, type: 'AIRPORT', code, name: code, subtitle: null } : null;
}
