import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { lazyPage } from '../app/lazyPage';
import { useT } from '../i18n/context';

const SignInSoonNotice = lazyPage(() => import('./SignInSoonNotice'), 'SignInSoonNotice');

/** Placeholder until the account dialog exists: says sign-in is coming. */
export function SignInButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size="small"
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
