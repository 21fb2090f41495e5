import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/context';
import { errorMessageOf, updateResetPassword } from '../../accountApi';
import { useStore } from '../../store/createStore';
import { dialogStore, setAccountStep, updateLoginForm } from '../../store/dialogStore';
import { pushNotice } from '../../store/noticeStore';
import { validateResetPassword } from '../../validation';
import { NewPasswordFields } from '../fields/NewPasswordFields';
import { serverText } from '../messages';
import { StepHeader } from '../StepHeader';
import { StepLink } from '../StepLink';
import { SubmitButton } from '../SubmitButton';
import { useStepForm } from '../useStepForm';

/** forgot-password-update (spec §4/§5): a new password with the reset token, then sign-in. */
export function ForgotPasswordUpdateStep() {
  const t = useT();
  const { form: login } = useStore(dialogStore);
  const form = useStepForm(
    { password: '', password_confirmation: '' },
    validateResetPassword,
    async (values, { setServerError }) => {
      try {
        await updateResetPassword(login.token, values.password, values.password_confirmation);
      } catch (error) {
        setServerError('form', errorMessageOf(error));
        return;
      }
      updateLoginForm({ token: '' });
      pushNotice('passwordUpdated');
      setAccountStep('sign-in');
    },
  );
  const { serverErrors } = form;

  return (
    <>
      <StepHeader title={t('account.resetPassword.title')} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit}>
        <NewPasswordFields form={form} label={t('account.fields.newPassword')} autoFocus />
        {serverErrors.form && (
          <Typography role="alert" color="error" variant="body2">
            {serverText(t, serverErrors.form)}
          </Typography>
        )}
        <SubmitButton busy={form.busy}>{t('account.resetPassword.submit')}</SubmitButton>
        {serverErrors.form === 'invalid_token' && (
          <StepLink onClick={() => setAccountStep('forgot-password')}>
            {t('account.verify.backToForgot')}
          </StepLink>
        )}
      </Stack>
    </>
  );
}
