import Box from '@mui/material/Box';
import { useT } from '../i18n/context';

export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to main content": visible only when focused from the keyboard. */
export function SkipLink() {
  const t = useT();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('a11y.skipToContent')}
    </Box>
  );
}
