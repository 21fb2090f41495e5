import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useT } from '../i18n/context';
import { LogoMark } from './LogoMark';

/** Logo linking home; the word mark hides below 425 px (mobileWide) to keep the header on one line. */
export function Logo() {
  const t = useT();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('a11y.homeLink')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <LogoMark />
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          fontWeight: 700,
          fontSize: '1.25rem',
          color: 'text.primary',
          '@media (max-width: 424.95px)': { display: 'none' },
        }}
      >
        {t('app.brand')}
      </Box>
    </Box>
  );
}
