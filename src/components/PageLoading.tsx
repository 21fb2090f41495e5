import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../i18n/context';

/** Suspense fallback inside a layout while a page chunk loads. */
export function PageLoading() {
  const t = useT();
  return (
    <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }} role="status" aria-live="polite">
      <CircularProgress aria-label={t('page.loading')} />
    </Box>
  );
}
