import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../i18n/context';
import type { SiteKey } from '../i18n/site';
import { openAccountDialog } from './store/dialogStore';

/** The catalogue keys of the states' texts (each page's catalogue is its own chunk). */
export interface LoadStateTexts {
  signInPrompt: SiteKey;
  signIn: SiteKey;
  loading: SiteKey;
  loadError: SiteKey;
  retry: SiteKey;
}

const REWARDS_TEXTS: LoadStateTexts = {
  signInPrompt: 'rewards.common.signInPrompt',
  signIn: 'rewards.common.signIn',
  loading: 'rewards.common.loading',
  loadError: 'rewards.common.loadError',
  retry: 'rewards.common.retry',
};

/**
 * The signed-out, loading and error states of an account page (money, rewards, lists); null
 * once ready. `loading` replaces the spinner (a list shows its skeleton).
 */
export function AccountLoadStates({
  state,
  retry,
  loading,
  texts = REWARDS_TEXTS,
}: {
  state: { status: 'anonymous' | 'loading' | 'error' | 'ready' };
  retry: () => void;
  loading?: ReactNode;
  texts?: LoadStateTexts;
}) {
  const t = useT();
  if (state.status === 'anonymous') {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={() => openAccountDialog('review')}>
            {t(texts.signIn)}
          </Button>
        }
      >
        {t(texts.signInPrompt)}
      </Alert>
    );
  }
  if (state.status === 'loading') {
    if (loading) return <>{loading}</>;
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography role="status">{t(texts.loading)}</Typography>
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={retry}>
            {t(texts.retry)}
          </Button>
        }
      >
        {t(texts.loadError)}
      </Alert>
    );
  }
  return null;
}
