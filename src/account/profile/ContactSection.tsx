import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';
import { PHONE_PREFIX } from '../phone';
import { ContactChangeForm, type ContactKind } from './ContactChangeForm';
import { ProfileCard } from './ProfileCard';
import type { AccountProfile } from './profileApi';

/** The current e-mail or phone, and its change confirmed by a code sent to the new one. */
export function ContactSection({
  kind,
  profile,
  onSaved,
}: {
  kind: ContactKind;
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const national = profile.setting?.national_phone_number;
  const current =
    kind === 'email'
      ? profile.email
      : national &&
        `+${profile.setting?.country_calling_code ?? PHONE_PREFIX.slice(1)} ${national}`;
  const id = `profile-${kind}`;

  return (
    <ProfileCard
      id={id}
      title={kind === 'email' ? t('profile.contact.emailTitle') : t('profile.contact.phoneTitle')}
      action={
        !editing && (
          <Button
            aria-describedby={id}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {current ? t('profile.contact.change') : t('profile.contact.add')}
          </Button>
        )
      }
    >
      {saved && !editing && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {kind === 'email' ? t('profile.contact.emailChanged') : t('profile.contact.phoneChanged')}
        </Alert>
      )}
      {editing ? (
        <ContactChangeForm
          kind={kind}
          current={kind === 'email' ? profile.email : national}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            onSaved(next);
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{current || t('profile.notSet')}</Typography>
      )}
    </ProfileCard>
  );
}
