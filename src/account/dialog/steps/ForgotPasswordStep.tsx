import Stack from '@mui/material/Stack';
import { useT } from '../../../i18n/context';
import { setAccountStep } from '../../store/dialogStore';
import { validateForgot } from '../../validation';
import { IdentifierField } from '../fields/IdentifierField';
import { errorText } from '../messages';
import { StepHeader } from '../StepHeader';
import { StepLink } from '../StepLink';
import { SubmitButton } from '../SubmitButton';
import { useIdentifierForm } from '../useIdentifierForm';

/** forgot-password (spec §2/§4): the account's email or phone, then a code. */
export function ForgotPasswordStep() {
  const t = useT();
  const form = useIdentifierForm(validateForgot, async () => {
    setAccountStep('verify-code-forgot');
  });

  return (
    <>
      <StepHeader title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit}>
        <IdentifierField
          autoFocus
          loginType={form.values.loginType}
          value={form.values.identifier}
          error={errorText(t, form.errors.identifier)}
          onLoginTypeChange={form.switchLoginType}
          onChange={(value) => form.setValue('identifier', value)}
        />
        <SubmitButton busy={form.busy}>{t('account.forgot.submit')}</SubmitButton>
        <StepLink onClick={() => setAccountStep('sign-in')}>
          {t('account.forgot.backToSignIn')}
        </StepLink>
      </Stack>
    </>
  );
}
