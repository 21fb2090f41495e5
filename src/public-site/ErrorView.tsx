import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/context';

export interface ErrorViewProps {
  status: number;
  /** Overrides the default message of the variant. */
  message?: string;
}

/**
 * Spec §2: the not-found variant for status 404 (default 'Page Not Found'), the server-error
 * variant otherwise ('Internal Server Error'); both link back home.
 */
export function ErrorView({ status, message }: ErrorViewProps) {
  const t = useT();
  const notFound = status === 404;
  return (
    <Box
      sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}
      data-variant={notFound ? 'not-found' : 'server-error'}
    >
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '4rem', sm: '6rem' },
          fontWeight: 800,
          color: 'primary.main',
          lineHeight: 1,
        }}
      >
        {status}
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {message ?? (notFound ? t('errorPage.notFound') : t('errorPage.serverError'))}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('errorPage.code', { status })}
        {' · '}
        {notFound ? t('errorPage.notFoundHint') : t('errorPage.serverErrorHint')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        {t('errorPage.backHome')}
      </Button>
    </Box>
  );
}
