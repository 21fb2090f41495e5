import { Suspense, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { lazyPage } from '../app/lazyPage';
import { useT } from '../i18n/context';
import type { SessionProfile } from './store/sessionStore';

const AccountMenu = lazyPage(() => import('./AccountMenu'), 'AccountMenu');

/** Spec §3 profile: the name shown in the header. */
export function headerName(profile: Pick<SessionProfile, 'first_name' | 'last_name' | 'email'>) {
  return profile.first_name?.trim() || profile.last_name?.trim() || profile.email || '';
}

/** The signed-in name; opens the account menu (a small lazy chunk). */
export function AccountMenuButton({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const name = headerName(profile);
  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        size="small"
        id="account-menu-button"
        aria-label={t('header.accountMenu', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, maxWidth: 180 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor.current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
