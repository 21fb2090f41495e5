import Stack from '@mui/material/Stack';
import { useT } from '../../../i18n/context';
import { errorMessageOf, identityOf, signInWithPassword, userNameOf } from '../../accountApi';
import { signInAndCheckName } from '../../login';
import { setAccountStep } from '../../store/dialogStore';
import { validateSignIn } from '../../validation';
import { IdentifierField } from '../fields/IdentifierField';
import { PasswordField } from '../fields/PasswordField';
import { GoogleSection } from '../GoogleSection';
import { errorText, serverText } from '../messages';
import { StepHeader } from '../StepHeader';
import { StepLink } from '../StepLink';
import { SubmitButton } from '../SubmitButton';
import { useIdentifierForm } from '../useIdentifierForm';

/** sign-in (spec §2/§4/§8): identifier and password; a refusal shows under the username. */
export function SignInStep() {
  const t = useT();
  const form = useIdentifierForm(validateSignIn, async (values, { setServerError }) => {
    const identity = identityOf(values.loginType, values.identifier);
    let pair;
    try {
      pair = await signInWithPassword(identity, values.password);
    } catch (error) {
      setServerError('identifier', errorMessageOf(error));
      return;
    }
    await signInAndCheckName(pair, userNameOf(identity));
  });
  const serverError = form.serverErrors.identifier;

  return (
    <>
      <StepHeader title={t('account.signIn.title')} subtitle={t('account.signIn.subtitle')} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit}>
        <IdentifierField
          loginType={form.values.loginType}
          value={form.values.identifier}
          error={
            errorText(t, form.errors.identifier) ?? (serverError && serverText(t, serverError))
          }
          onLoginTypeChange={form.switchLoginType}
          onChange={(value) => form.setValue('identifier', value)}
        />
        <PasswordField
          autoFocus
          name="password"
          label={t('account.fields.password')}
          autoComplete="current-password"
          value={form.values.password}
          error={errorText(t, form.errors.password)}
          onChange={(value) => form.setValue('password', value)}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <StepLink onClick={() => setAccountStep('review')}>{t('account.dialog.back')}</StepLink>
          <StepLink onClick={() => setAccountStep('forgot-password')}>
            {t('account.signIn.forgot')}
          </StepLink>
        </Stack>
        <SubmitButton busy={form.busy}>{t('account.signIn.submit')}</SubmitButton>
        <StepLink onClick={() => setAccountStep('verify-code')}>
          {t('account.signIn.useCode')}
        </StepLink>
      </Stack>
      <GoogleSection label={t('account.signIn.others')} />
    </>
  );
}
