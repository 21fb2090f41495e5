import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PropertyDetailQuery } from '../../api/generated/property';
import { useLocale, useT } from '../../i18n/context';
import { formatNumber } from '../search/format';
import { FavouriteToggle } from './FavouriteToggle';
import { Stars } from './Stars';

type Property = NonNullable<PropertyDetailQuery['property']>;

/** Name, stars, type, address, rating, favourite toggle and the way back to the results. */
export function PropertyHeader({
  property,
  backHref,
}: {
  property: Property;
  backHref: string | null;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {backHref && (
        <Link component={RouterLink} to={backHref} sx={{ display: 'inline-block', mb: 1 }}>
          ← {t('hotels.property.back')}
        </Link>
      )}
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {property.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <Stars value={property.setting?.star_rating} />
            <Typography color="text.secondary">
              {property.types.map((type) => type.name).join(', ')}
            </Typography>
            {property.rating != null && (
              <Typography sx={{ fontWeight: 700 }}>
                {t('hotels.card.rating', { rating: formatNumber(property.rating, locale) })}
                {property.review_count ? (
                  <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', ml: 0.5 }}>
                    {t('hotels.card.reviews', { smart_count: property.review_count })}
                  </Box>
                ) : null}
              </Typography>
            )}
          </Box>
          {property.address && (
            <Typography color="text.secondary">{property.address.raw_address}</Typography>
          )}
        </Box>
        <Box>
          <FavouriteToggle propertyId={property.id} initial={property.is_favourite} />
        </Box>
      </Box>
    </Box>
  );
}
