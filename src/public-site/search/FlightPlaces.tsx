import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import type { PlaceChoice } from './place';
import { PlaceField } from './PlaceField';

const FLIGHT_PLACE_TYPES = ['AIRPORT', 'CITY'] as const;

export interface FlightPlacesProps {
  from: PlaceChoice | null;
  to: PlaceChoice | null;
  onChange: (next: { from: PlaceChoice | null; to: PlaceChoice | null }) => void;
  errors: { from?: SiteKey; to?: SiteKey };
}

/** Origin and destination with a swap button between them. */
export function FlightPlaces({ from, to, onChange, errors }: FlightPlacesProps) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr' },
      }}
    >
      <PlaceField
        id="flight-from"
        label={t('search.flightForm.from')}
        placeholder={t('search.place.placeholder')}
        value={from}
        onChange={(place) => onChange({ from: place, to })}
        types={FLIGHT_PLACE_TYPES}
        error={errors.from ? t(errors.from) : null}
      />
      <IconButton
        aria-label={t('search.flightForm.swap')}
        onClick={() => onChange({ from: to, to: from })}
        sx={{
          mt: { xs: 0, sm: 3.5 },
          justifySelf: 'center',
          border: 1,
          borderColor: 'divider',
          transform: { xs: 'rotate(90deg)', sm: 'none' },
        }}
      >
        <span aria-hidden="true">⇄</span>
      </IconButton>
      <PlaceField
        id="flight-to"
        label={t('search.flightForm.to')}
        placeholder={t('search.place.placeholder')}
        value={to}
        onChange={(place) => onChange({ from, to: place })}
        types={FLIGHT_PLACE_TYPES}
        error={errors.to ? t(errors.to) : null}
      />
    </Box>
  );
}
