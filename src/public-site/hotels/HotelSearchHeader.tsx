import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate } from '../search/format';
import { HotelSearchForm } from '../search/HotelSearchForm';
import type { PlaceFieldsFragment } from '../../api/generated/places';
import { toPlaceChoice } from '../search/place';
import { nightsOf, type HotelCriteria } from './hotelQuery';

export interface HotelSearchHeaderProps {
  criteria: HotelCriteria;
  place: PlaceFieldsFragment | null;
  editing?: boolean;
}

/**
 * 'Hotels in Đà Nẵng · 12 – 14 Mar · 2 nights · 2 adults…' ('Hotels near you' for near me), and
 * the form to change it.
 */
export function HotelSearchHeader({ criteria: c, place, editing = false }: HotelSearchHeaderProps) {
  const t = useT();
  const { locale } = useLocale();
  const [open, setOpen] = useState(editing);
  const where = c.bounds ? t('hotels.mapArea') : (place?.name ?? '…');
  const title = c.near && !c.bounds ? t('hotels.titleNear') : t('hotels.title', { place: where });
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
            {title}
          </Typography>
          <Typography color="text.secondary">
            {t('hotels.summary', {
              dates: `${formatCalendarDate(c.checkIn, locale)} – ${formatCalendarDate(c.checkOut, locale)}`,
              nights: t('search.hotelForm.nights', { smart_count: nightsOf(c) }),
              guests: t('search.party.guestsSummary', { ...c.party }),
            })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls="hotel-change-search"
          onClick={() => setOpen((v) => !v)}
        >
          {t('search.results.changeSearch')}
        </Button>
      </Box>
      {open && (
        <Paper id="hotel-change-search" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
          <HotelSearchForm
            key={c.near ? 'near' : (place?.id ?? 'none')}
            initial={{
              place: c.near ? { type: 'NEAR', ...c.near } : place ? toPlaceChoice(place) : null,
              checkIn: c.checkIn,
              checkOut: c.checkOut,
              party: c.party,
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
