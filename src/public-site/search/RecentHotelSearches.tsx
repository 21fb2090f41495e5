import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate } from './format';
import { hotelGuestsText } from './partyText';
import type { RecentHotelSearch } from './recentHotelSearches';

/** Up to three recent hotel searches (local storage `h-search`), newest first. */
export function RecentHotelSearches({
  searches,
  onPick,
}: {
  searches: RecentHotelSearch[];
  onPick: (search: RecentHotelSearch) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  if (searches.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recent-hotel-searches" sx={{ mt: 2 }}>
      <Typography id="recent-hotel-searches" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('search.recent.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {searches.map((search) => {
          const dates = `${formatCalendarDate(search.checkIn, locale, {})} – ${formatCalendarDate(search.checkOut, locale, {})}`;
          const guests = hotelGuestsText(t, search);
          return (
            <Box component="li" key={search.place.id} sx={{ listStyle: 'none', maxWidth: '100%' }}>
              <Button
                variant="outlined"
                size="small"
                onClick={() => onPick(search)}
                sx={{ textAlign: 'left', justifyContent: 'flex-start', maxWidth: '100%' }}
              >
                {t('search.recent.item', { place: search.place.name, dates, guests })}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
