import { useT } from '../../../i18n/context';
import { errorMessageOf, requestPasswordReset, verifyResetCode } from '../../accountApi';
import { setAccountStep, updateLoginForm } from '../../store/dialogStore';
import { CodeEntry, type VerifyResult } from '../fields/CodeEntry';
import { displayIdentifier } from '../identifier';
import { StepHeader } from '../StepHeader';
import { StepLink } from '../StepLink';
import { useCodeDelivery } from '../useCodeDelivery';

/** verify-code-forgot (spec §4): a reset code; the returned token opens forgot-password-update. */
export function VerifyCodeForgotStep() {
  const t = useT();
  const { form, identity, send, settledFlowToken } = useCodeDelivery(requestPasswordReset);

  const verify = async (code: string): Promise<VerifyResult> => {
    try {
      const token = await verifyResetCode(code, await settledFlowToken(), identity);
      updateLoginForm({ token });
      setAccountStep('forgot-password-update');
      return {};
    } catch (error) {
      return { error: errorMessageOf(error) };
    }
  };

  return (
    <>
      <StepHeader title={t('account.verify.title')} />
      <CodeEntry target={displayIdentifier(form)} send={send} verify={verify} />
      <StepLink onClick={() => setAccountStep('forgot-password')}>
        {t('account.verify.backToForgot')}
      </StepLink>
    </>
  );
}
