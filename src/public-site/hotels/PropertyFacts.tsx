import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PropertyDetailQuery } from '../../api/generated/property';
import { useLocale, useT } from '../../i18n/context';
import { formatTimeZone } from '../search/format';

type Property = NonNullable<PropertyDetailQuery['property']>;

/** Check-in and check-out times (local), children, description and amenities. */
export function PropertyFacts({ property }: { property: Property }) {
  const t = useT();
  const { locale } = useLocale();
  const s = property.setting;
  const rules = [
    s?.check_in_time && t('hotels.property.checkIn', { time: s.check_in_time }),
    s?.check_out_time && t('hotels.property.checkOut', { time: s.check_out_time }),
    s?.child_age_to != null && t('hotels.property.childAge', { smart_count: s.child_age_to }),
    s?.timezone && t('hotels.property.timezone', { zone: formatTimeZone(s.timezone, locale) }),
  ].filter((line): line is string => Boolean(line));
  return (
    <Box component="section" aria-labelledby="property-facts">
      <Typography id="property-facts" variant="h2" sx={{ mb: 1 }}>
        {t('hotels.property.facts')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rules.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      {property.description && (
        <>
          <Typography variant="h3" sx={{ mt: 2, mb: 0.5 }}>
            {t('hotels.property.about')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{property.description}</Typography>
        </>
      )}
      {property.amenities.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 2, mb: 0.5 }}>
            {t('hotels.property.amenities')}
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {property.amenities.map((a) => (
              <Box
                component="li"
                key={a.code}
                sx={{
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 4,
                  bgcolor: 'action.hover',
                  fontSize: '0.875rem',
                }}
              >
                {a.name}
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
