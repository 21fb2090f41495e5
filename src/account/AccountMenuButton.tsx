import { Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { lazyPage } from '../app/lazyPage';
import { useT } from '../i18n/context';
import type { SessionProfile } from './store/sessionStore';

const AccountMenu = lazyPage(() => import('./AccountMenu'), 'AccountMenu');

/** Below mobileWide (425 px, spec §9), like the logo's word mark. */
const NARROW = '@media (max-width: 424.95px)';

/** Spec §3 profile: the name shown in the header. */
export function headerName(profile: Pick<SessionProfile, 'first_name' | 'last_name' | 'email'>) {
  return profile.first_name?.trim() || profile.last_name?.trim() || profile.email || '';
}

/**
 * The signed-in name; opens the account menu (a small lazy chunk). Below 425 px (mobileWide)
 * only an icon shows, so the header fits a 375 px phone; the name stays in the aria-label.
 */
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
        sx={{
          whiteSpace: 'nowrap',
          flexShrink: 0,
          maxWidth: 180,
          [NARROW]: { minWidth: 36, px: 0.75 },
        }}
      >
        <PersonOutlined
          fontSize="small"
          aria-hidden="true"
          sx={{ display: 'none', [NARROW]: { display: 'inline-block' } }}
        />
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', [NARROW]: { display: 'none' } }}
        >
          {name}
        </Box>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor.current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
