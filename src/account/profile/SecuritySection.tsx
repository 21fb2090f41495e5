import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';
import { hasPassword } from '../mainApi';
import { useStore } from '../store/createStore';
import { dialogStore, openAccountDialog } from '../store/dialogStore';
import { ProfileCard } from './ProfileCard';
import type { AccountProfile } from './profileApi';

function userNameOf(profile: AccountProfile): string | null {
  if (profile.email) return profile.email;
  const s = profile.setting;
  return s?.national_phone_number
    ? `${s.country_calling_code ?? '84'}${s.national_phone_number}`
    : null;
}

/** The password: change it (update-password step), or create one when there is none. */
export function SecuritySection({ profile }: { profile: AccountProfile }) {
  const t = useT();
  const { open } = useStore(dialogStore);
  const [has, setHas] = useState<boolean | null>(null);
  const userName = userNameOf(profile);

  // Asked again when the dialog closes: a password may just have been set.
  useEffect(() => {
    if (!userName || open) return;
    let cancelled = false;
    hasPassword(userName)
      .then((value) => !cancelled && setHas(value))
      .catch(() => !cancelled && setHas(true));
    return () => {
      cancelled = true;
    };
  }, [userName, open]);

  return (
    <ProfileCard
      id="profile-security"
      title={t('profile.security.title')}
      action={
        has !== null && (
          <Button
            variant="outlined"
            onClick={() => openAccountDialog(has ? 'update-password' : 'create-password')}
          >
            {has ? t('profile.security.change') : t('profile.security.create')}
          </Button>
        )
      }
    >
      {has === null ? (
        <Skeleton width="60%" aria-hidden="true" />
      ) : (
        <Typography color="text.secondary">
          {has ? t('profile.security.hasPassword') : t('profile.security.noPassword')}
        </Typography>
      )}
    </ProfileCard>
  );
}
