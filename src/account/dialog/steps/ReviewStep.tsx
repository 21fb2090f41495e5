import Stack from '@mui/material/Stack';
import { useT } from '../../../i18n/context';
import { errorMessageOf, identityOf, userNameOf } from '../../accountApi';
import { accountStatus } from '../../mainApi';
import { stepAfterReview } from '../../flow';
import { setAccountStep, updateLoginForm } from '../../store/dialogStore';
import { validateReview } from '../../validation';
import { IdentifierField } from '../fields/IdentifierField';
import { GoogleSection } from '../GoogleSection';
import { errorText, serverText } from '../messages';
import { StepHeader } from '../StepHeader';
import { SubmitButton } from '../SubmitButton';
import { useIdentifierForm } from '../useIdentifierForm';

/** review (spec §2/§4): email or phone, then sign-in or a code depending on the account. */
export function ReviewStep() {
  const t = useT();
  const form = useIdentifierForm(validateReview, async (values, { setServerError }) => {
    const identity = identityOf(values.loginType, values.identifier);
    try {
      const status = await accountStatus(userNameOf(identity));
      updateLoginForm({ has_name: status.hasName });
      setAccountStep(stepAfterReview(status));
    } catch (error) {
      setServerError('identifier', errorMessageOf(error));
    }
  });
  const serverError = form.serverErrors.identifier;

  return (
    <>
      <StepHeader title={t('account.review.title')} subtitle={t('account.review.subtitle')} />
      <Stack component="form" noValidate spacing={3} onSubmit={form.onSubmit}>
        <IdentifierField
          autoFocus
          loginType={form.values.loginType}
          value={form.values.identifier}
          error={
            errorText(t, form.errors.identifier) ?? (serverError && serverText(t, serverError))
          }
          onLoginTypeChange={form.switchLoginType}
          onChange={(value) => form.setValue('identifier', value)}
        />
        <SubmitButton busy={form.busy}>{t('account.review.submit')}</SubmitButton>
      </Stack>
      <GoogleSection />
    </>
  );
}
