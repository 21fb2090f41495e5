import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/context';
import { changePassword, errorMessageOf } from '../../accountApi';
import { updateName, updateReferrer } from '../../mainApi';
import { needsName } from '../../flow';
import { closeAccountDialog, dialogStore, setAccountStep } from '../../store/dialogStore';
import { finishSignUp } from '../../login';
import { useStore } from '../../store/createStore';
import { pushNotice } from '../../store/noticeStore';
import { loadProfile, sessionStore } from '../../store/sessionStore';
import { validateCreatePassword } from '../../validation';
import { NameFields } from '../fields/NameFields';
import { NewPasswordFields } from '../fields/NewPasswordFields';
import { errorText, serverText } from '../messages';
import { StepHeader } from '../StepHeader';
import { SubmitButton } from '../SubmitButton';
import { useStepForm } from '../useStepForm';

/**
 * create-password (spec §2/§4/§5): names when the account has none, an optional password
 * (current password 'UTS' at creation), an optional referral code sent on its own. Then
 * 'Create successful!', close, reload the profile and — after a sign-up — the corporate prompt.
 */
export function CreatePasswordStep() {
  const t = useT();
  const { profile } = useStore(sessionStore);
  const { form: login } = useStore(dialogStore);
  // Decided once: the fields must not vanish when the name is saved mid-submit.
  const [withName] = useState(() => needsName(profile));
  const form = useStepForm(
    {
      first_name: profile?.first_name ?? login.first_name,
      last_name: profile?.last_name ?? login.last_name,
      password: '',
      password_confirmation: '',
      referred_by_code: '',
    },
    (values) => validateCreatePassword({ ...values, needsName: withName }),
    async (values, { setServerError }) => {
      try {
        if (withName) await updateName(values.first_name, values.last_name);
      } catch (error) {
        setServerError('form', errorMessageOf(error));
        return;
      }
      try {
        if (values.referred_by_code.trim()) await updateReferrer(values.referred_by_code);
      } catch (error) {
        setServerError('referred_by_code', errorMessageOf(error));
        return;
      }
      try {
        if (values.password) await changePassword(values);
      } catch (error) {
        setServerError('password', errorMessageOf(error));
        return;
      }
      if (values.password) setAccountStep('success-review');
      pushNotice('created');
      if (withName) finishSignUp();
      else {
        closeAccountDialog();
        void loadProfile();
      }
    },
  );
  const { values, errors, serverErrors } = form;
  const server = (field: keyof typeof serverErrors) =>
    serverErrors[field] ? serverText(t, serverErrors[field] ?? '') : undefined;

  return (
    <>
      <StepHeader
        title={t('account.createPassword.title')}
        subtitle={withName ? t('account.createPassword.subtitle') : undefined}
      />
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit}>
        {withName && (
          <NameFields
            autoFocus
            values={values}
            errors={{
              first_name: errorText(t, errors.first_name),
              last_name: errorText(t, errors.last_name),
            }}
            onChange={(field, value) => form.setValue(field, value)}
          />
        )}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('account.createPassword.passwordTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {withName
            ? t('account.createPassword.hint')
            : t('account.createPassword.passwordOptional')}
        </Typography>
        <NewPasswordFields
          form={form}
          label={t('account.fields.password')}
          autoFocus={!withName}
          serverError={server('password')}
        />
        <TextField
          fullWidth
          name="referred_by_code"
          label={t('account.fields.referralCode')}
          value={values.referred_by_code}
          error={Boolean(serverErrors.referred_by_code)}
          helperText={server('referred_by_code')}
          onChange={(event) => form.setValue('referred_by_code', event.target.value)}
        />
        {serverErrors.form && (
          <Typography role="alert" color="error" variant="body2">
            {server('form')}
          </Typography>
        )}
        <SubmitButton busy={form.busy}>{t('account.createPassword.submit')}</SubmitButton>
      </Stack>
    </>
  );
}
