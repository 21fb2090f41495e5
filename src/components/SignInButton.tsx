import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { useSessionProfile } from '../account/useSessionProfile';
import { lazyPage } from '../app/lazyPage';
import { useT } from '../i18n/context';

const SignInSoonNotice = lazyPage(() => import('./SignInSoonNotice'), 'SignInSoonNotice');

/**
 * The signed-in traveller's name, or the sign-in button. Until the account dialog exists the
 * button says sign-in is coming.
 */
export function SignInButton() {
  const t = useT();
  const session = useSessionProfile();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (session.status === 'signed-in') {
    const name = session.profile.first_name || session.profile.last_name || '';
    return (
      <Button
        variant="outlined"
        size="small"
        href="/account/profile"
        aria-label={t('header.accountOf', { name })}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {name}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        size="small"
        disabled={session.status === 'loading'}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('header.signIn')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SignInSoonNotice open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
