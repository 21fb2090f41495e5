import Box from '@mui/material/Box';
import { useT } from '../../i18n/context';

/** Star class as ★ glyphs with an accessible name ('4 stars'). */
export function Stars({ value }: { value: number | null | undefined }) {
  const t = useT();
  if (!value) return null;
  const whole = Math.round(value);
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('hotels.card.stars', { smart_count: value })}
      sx={{ color: '#b26a00', letterSpacing: 1, fontSize: '0.875rem' }}
    >
      {'★'.repeat(whole)}
    </Box>
  );
}
