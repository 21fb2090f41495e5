import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';
import { openAccountDialog } from '../store/dialogStore';
import type { AccountLoad } from './useAccountLoad';

/** The anonymous, loading and error states of a money page; null once ready. */
export function LoadStates({ state, retry }: { state: AccountLoad<unknown>; retry: () => void }) {
  const t = useT();
  if (state.status === 'anonymous') {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={() => openAccountDialog('review')}>
            {t('rewards.common.signIn')}
          </Button>
        }
      >
        {t('rewards.common.signInPrompt')}
      </Alert>
    );
  }
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography role="status">{t('rewards.common.loading')}</Typography>
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={retry}>
            {t('rewards.common.retry')}
          </Button>
        }
      >
        {t('rewards.common.loadError')}
      </Alert>
    );
  }
  return null;
}
