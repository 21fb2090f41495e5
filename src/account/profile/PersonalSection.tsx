import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useT } from '../../i18n/context';
import { isLocale } from '../../i18n/locale';
import { errorMessageOf } from '../accountApi';
import { updateName } from '../mainApi';
import { errorText, serverText } from '../dialog/messages';
import { NameFields } from '../dialog/fields/NameFields';
import { fullName, formatDate, validatePersonal, type PersonalValues } from './personal';
import { ProfileCard, ProfileRow } from './ProfileCard';
import { updateUserSetting, type AccountProfile } from './profileApi';

const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;

function valuesOf(profile: AccountProfile): PersonalValues {
  const setting = profile.setting;
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    dob: setting?.dob?.slice(0, 10) ?? '',
    gender: setting?.gender ?? '',
    locale: isLocale(setting?.locale) ? setting.locale : '',
  };
}

/** Names, date of birth, gender and language: shown, then edited in place. */
export function PersonalSection({
  profile,
  onSaved,
}: {
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
}) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => valuesOf(profile));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ saved?: boolean; error?: string }>({});
  const errors = submitted ? validatePersonal(values) : {};
  const set = (patch: Partial<PersonalValues>) => setValues((v) => ({ ...v, ...patch }));
  const notSet = t('profile.notSet');

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(validatePersonal(values)).length > 0) return;
    setBusy(true);
    try {
      const names = await updateName(values.first_name, values.last_name);
      const setting = await updateUserSetting({
        dob: values.dob || null,
        gender: values.gender || null,
        locale: values.locale || null,
      });
      onSaved({ ...profile, ...names, setting: { ...profile.setting, ...setting } });
      if (values.locale && values.locale !== locale) setLocale(values.locale);
      setEditing(false);
      setStatus({ saved: true });
    } catch (error) {
      setStatus({ error: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const edit = () => {
    setValues(valuesOf(profile));
    setSubmitted(false);
    setStatus({});
    setEditing(true);
  };

  const setting = profile.setting;
  return (
    <ProfileCard
      id="profile-personal"
      title={t('profile.personal.title')}
      action={!editing && <Button onClick={edit}>{t('profile.edit')}</Button>}
    >
      {status.saved && !editing && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('profile.saved')}
        </Alert>
      )}
      {!editing ? (
        <Box component="dl" sx={{ m: 0 }}>
          <ProfileRow label={t('profile.personal.name')}>
            {fullName(profile, locale) || notSet}
          </ProfileRow>
          <ProfileRow label={t('profile.personal.dob')}>
            {setting?.dob ? formatDate(setting.dob, locale) : notSet}
          </ProfileRow>
          <ProfileRow label={t('profile.personal.gender')}>
            {setting?.gender ? t(`profile.genders.${setting.gender}`) : notSet}
          </ProfileRow>
          <ProfileRow label={t('profile.personal.locale')}>
            {isLocale(setting?.locale) ? t(`locales.${setting.locale}`) : notSet}
          </ProfileRow>
        </Box>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <NameFields
            autoFocus
            values={values}
            errors={{
              first_name: errorText(t, errors.first_name),
              last_name: errorText(t, errors.last_name),
            }}
            onChange={(field, value) => set({ [field]: value })}
          />
          <TextField
            type="date"
            name="dob"
            label={t('profile.personal.dob')}
            value={values.dob}
            onChange={(event) => set({ dob: event.target.value })}
            error={Boolean(errors.dob)}
            helperText={errors.dob && t(`profile.errors.${errors.dob}`)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              name="gender"
              label={t('profile.personal.gender')}
              value={values.gender}
              onChange={(event) => set({ gender: event.target.value as PersonalValues['gender'] })}
            >
              <MenuItem value="">{t('profile.genders.unset')}</MenuItem>
              {GENDERS.map((g) => (
                <MenuItem key={g} value={g}>
                  {t(`profile.genders.${g}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              name="locale"
              label={t('profile.personal.locale')}
              value={values.locale}
              onChange={(event) => set({ locale: event.target.value as PersonalValues['locale'] })}
            >
              <MenuItem value="vi">{t('locales.vi')}</MenuItem>
              <MenuItem value="en">{t('locales.en')}</MenuItem>
            </TextField>
          </Stack>
          {status.error && <Alert severity="error">{serverText(t, status.error)}</Alert>}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(false)} disabled={busy}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
              {t('profile.save')}
            </Button>
          </Stack>
        </Stack>
      )}
    </ProfileCard>
  );
}
