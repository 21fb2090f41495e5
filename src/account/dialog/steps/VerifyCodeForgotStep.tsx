import { useRef } from 'react';
import { useT } from '../../../i18n/context';
import {
  errorMessageOf,
  identityOf,
  requestPasswordReset,
  verifyResetCode,
} from '../../accountApi';
import { otpFlowToken } from '../../codeApi';
import { useStore } from '../../store/createStore';
import { dialogStore, setAccountStep, updateLoginForm } from '../../store/dialogStore';
import { CodeEntry, type VerifyResult } from '../fields/CodeEntry';
import { displayIdentifier, identifierOf } from '../identifier';
import { StepHeader } from '../StepHeader';
import { StepLink } from '../StepLink';

/** verify-code-forgot (spec §4): a reset code; the returned token opens forgot-password-update. */
export function VerifyCodeForgotStep() {
  const t = useT();
  const { form } = useStore(dialogStore);
  const identity = identityOf(form.loginType, identifierOf(form), form.country_code);
  const flowToken = useRef<string | null>(null);
  const sending = useRef<Promise<void> | null>(null);

  const send = () => {
    sending.current = (async () => {
      flowToken.current = await otpFlowToken();
      await requestPasswordReset(flowToken.current, identity);
    })();
    return sending.current;
  };

  const verify = async (code: string): Promise<VerifyResult> => {
    // A code typed while the request is still on its way waits for its flow token.
    await sending.current?.catch(() => undefined);
    try {
      const token = await verifyResetCode(code, flowToken.current ?? '', identity);
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
