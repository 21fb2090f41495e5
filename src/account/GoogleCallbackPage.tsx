import './catalogue';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../components/usePageTitle';
import { useT } from '../i18n/context';
import { CALLBACK_KEY, callbackPayload } from './google';

/**
 * /auth/google/callback (spec §2): the popup's landing page. It hands what it received (code,
 * state…) to the opener through local storage 'myKey' and closes itself.
 */
export function GoogleCallbackPage() {
  const t = useT();
  const [done, setDone] = useState(false);
  usePageTitle(t('account.googleCallback.title'));

  useEffect(() => {
    try {
      const payload = JSON.stringify(callbackPayload(window.location.search));
      window.localStorage.setItem(CALLBACK_KEY, payload);
    } catch {
      // storage unavailable: nothing to hand over
    }
    window.close();
    // Still open (not a popup, or the browser refused): say so.
    const timer = setTimeout(() => setDone(true), 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
      }}
    >
      {!done && <CircularProgress aria-hidden="true" />}
      <Typography component="h1" variant="h6" role="status" aria-live="polite">
        {done ? t('account.googleCallback.done') : t('account.googleCallback.title')}
      </Typography>
    </Box>
  );
}
