import { useCallback } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useConfig } from '../../app/configContext';
import { useT } from '../../i18n/context';
import type { TokenPair } from '../../api/tokens';
import { signInAndCheckName } from '../login';
import { GoogleButton } from './fields/GoogleButton';

/** "or" and the social sign-in options (hidden with Google sign-in turned off). */
export function GoogleSection({ label }: { label?: string }) {
  const t = useT();
  const { features } = useConfig();
  const onSignedIn = useCallback((pair: TokenPair) => signInAndCheckName(pair), []);
  if (!features.googleSignIn) return null;
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Divider>{label ?? t('account.dialog.or')}</Divider>
      <GoogleButton onSignedIn={onSignedIn} />
    </Stack>
  );
}
