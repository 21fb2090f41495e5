import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../components/usePageTitle';
import { useT } from '../i18n/context';

/**
 * Catch-all: spec §2's 'Page Not Found: {path}' in English, the same words in Vietnamese (issue
 * 23: the heading is in the interface's language).
 */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  // The tab no longer keeps the previous page's title (and the hook joins the entry chunk, so
  // information pages do not download the home page's chunk for it).
  usePageTitle(t('pages.notFound'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ wordBreak: 'break-word' }}>
        {t('notFound.contract', { path: pathname })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('notFound.hint')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
