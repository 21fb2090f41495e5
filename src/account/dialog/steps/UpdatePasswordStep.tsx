import Stack from '@mui/material/Stack';
import { useT } from '../../../i18n/context';
import { changePassword, errorMessageOf } from '../../accountApi';
import { closeAccountDialog } from '../../store/dialogStore';
import { pushNotice } from '../../store/noticeStore';
import { validateChangePassword } from '../../validation';
import { NewPasswordFields } from '../fields/NewPasswordFields';
import { PasswordField } from '../fields/PasswordField';
import { errorText, serverText } from '../messages';
import { StepHeader } from '../StepHeader';
import { SubmitButton } from '../SubmitButton';
import { useStepForm } from '../useStepForm';

/** update-password (spec §2/§5/§8): a refusal shows under the current password. */
export function UpdatePasswordStep() {
  const t = useT();
  const form = useStepForm(
    { current_password: '', password: '', password_confirmation: '' },
    validateChangePassword,
    async (values, { setServerError }) => {
      try {
        await changePassword(values);
      } catch (error) {
        setServerError('current_password', errorMessageOf(error));
        return;
      }
      pushNotice('passwordChanged');
      closeAccountDialog();
    },
  );
  const { values, errors, serverErrors } = form;

  return (
    <>
      <StepHeader title={t('account.updatePassword.title')} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit}>
        <PasswordField
          autoFocus
          name="current_password"
          label={t('account.fields.currentPassword')}
          autoComplete="current-password"
          value={values.current_password}
          error={
            errorText(t, errors.current_password) ??
            (serverErrors.current_password && serverText(t, serverErrors.current_password))
          }
          onChange={(value) => form.setValue('current_password', value)}
        />
        <NewPasswordFields form={form} label={t('account.fields.newPassword')} />
        <SubmitButton busy={form.busy}>{t('account.updatePassword.submit')}</SubmitButton>
      </Stack>
    </>
  );
}
