import Box from '@mui/material/Box';
import type { PlaceFieldsFragment } from '../../api/generated/places';
import { useT } from '../../i18n/context';

/** One suggestion: name and code, where it is, and what kind of place it is. */
export function PlaceOption({ place }: { place: PlaceFieldsFragment }) {
  const t = useT();
  const count =
    place.property_count != null && place.type !== 'AIRPORT'
      ? ` · ${t('search.place.hotels', { smart_count: place.property_count })}`
      : '';
  return (
    <>
      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
        <Box component="span" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
          {place.name}
        </Box>
        {place.code && (
          <Box
            component="span"
            sx={{ fontWeight: 700, color: 'primary.main', fontSize: '0.875rem' }}
          >
            {place.code}
          </Box>
        )}
      </Box>
      <Box
        component="span"
        sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
      >
        {t(`search.place.types.${place.type}`)}
        {place.subtitle ? ` · ${place.subtitle}` : ''}
        {count}
      </Box>
    </>
  );
}
