import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useT } from '../../i18n/context';

export interface GalleryPhoto {
  url: string;
  label?: string | null;
}

/** A large photo and thumbnails that switch it (keyboard: the thumbnails are buttons). */
export function PropertyGallery({ name, photos }: { name: string; photos: GalleryPhoto[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return null;
  const current = photos[Math.min(index, photos.length - 1)];
  return (
    <Box
      component="section"
      aria-label={t('hotels.property.photos', { name })}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' } }}
    >
      <Box
        component="img"
        src={current.url}
        alt={
          current.label ?? t('hotels.property.photo', { index: index + 1, count: photos.length })
        }
        width={960}
        height={600}
        sx={{
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 10',
          maxHeight: { md: 440 },
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'block',
        }}
      />
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(4, 1fr)', md: '1fr 1fr' },
          alignContent: 'start',
        }}
      >
        {photos.slice(0, 8).map((photo, i) => (
          <li key={photo.url}>
            <ButtonBase
              onClick={() => setIndex(i)}
              aria-label={t('hotels.property.photo', { index: i + 1, count: photos.length })}
              aria-pressed={i === index}
              sx={{
                display: 'block',
                width: '100%',
                borderRadius: 1,
                overflow: 'hidden',
                outline: i === index ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
              }}
            >
              <Box
                component="img"
                src={photo.url}
                alt=""
                loading="lazy"
                width={160}
                height={100}
                sx={{
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '16 / 10',
                  objectFit: 'cover',
                  display: 'block',
                }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
