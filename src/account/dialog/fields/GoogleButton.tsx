import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import { useConfig } from '../../../app/configContext';
import { useT } from '../../../i18n/context';
import { CALLBACK_KEY, completeGoogleLogin, startGoogleLogin } from '../../google';
import { pushNotice } from '../../store/noticeStore';
import { GoogleIcon } from './GoogleIcon';

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

/** Loading state of spec §2: three pulsing bubbles. */
function Bubbles({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', gap: 0.75, py: 0.75 }}>
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            animation: `${pulse} 1.2s ${i * 0.16}s infinite ease-in-out both`,
          }}
        />
      ))}
    </Box>
  );
}

export interface GoogleButtonProps {
  /** Runs with the token pair once the popup's answer was accepted. */
  onSignedIn: (pair: NonNullable<Awaited<ReturnType<typeof completeGoogleLogin>>>) => Promise<void>;
}

/** 'Sign in with Google' (spec §2); hidden when /config.json turns Google sign-in off. */
export function GoogleButton({ onSignedIn }: GoogleButtonProps) {
  const t = useT();
  const { features } = useConfig();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CALLBACK_KEY || !event.newValue) return;
      setLoading(true);
      void completeGoogleLogin(event.newValue)
        .then(async (pair) => {
          if (pair) await onSignedIn(pair);
          else pushNotice('error');
        })
        .catch(() => pushNotice('error'))
        .finally(() => setLoading(false));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onSignedIn]);

  if (!features.googleSignIn) return null;
  return (
    <Button
      fullWidth
      variant="outlined"
      color="inherit"
      size="large"
      disabled={loading}
      aria-busy={loading}
      startIcon={loading ? undefined : <GoogleIcon />}
      onClick={() => {
        startGoogleLogin().catch(() => pushNotice('error'));
      }}
      sx={{ textTransform: 'none', minHeight: 48, borderColor: 'divider' }}
    >
      {loading ? <Bubbles label={t('account.google.loading')} /> : t('account.google.label')}
    </Button>
  );
}
