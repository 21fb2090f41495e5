import { useT } from '../../../i18n/context';
import { errorMessageOf, otpCallback, otpSessionParams, userNameOf } from '../../accountApi';
import { sendOtp, verifyOtp } from '../../codeApi';
import { stepAfterCodeLogin } from '../../flow';
import { completeLogin, finishLogin } from '../../login';
import { setAccountStep, updateLoginForm } from '../../store/dialogStore';
import { pushNotice } from '../../store/noticeStore';
import { CodeEntry, type VerifyResult } from '../fields/CodeEntry';
import { displayIdentifier } from '../identifier';
import { StepHeader } from '../StepHeader';
import { StepLink } from '../StepLink';
import { useCodeDelivery } from '../useCodeDelivery';

/**
 * verify-code (spec §4/§8): a code to the identifier, then sign-in (or sign-up) with it.
 * Wrong code: 'Invalid Code'. Session-params failure: the boxes reset. Login failure: the
 * error toast. Then create-password without a first name, otherwise close.
 */
export function VerifyCodeStep() {
  const t = useT();
  const { form, identity, send, settledFlowToken } = useCodeDelivery(sendOtp);

  const verify = async (otp: string): Promise<VerifyResult> => {
    let code: string;
    try {
      code = await verifyOtp(await settledFlowToken(), otp, identity);
    } catch (error) {
      return { error: errorMessageOf(error) };
    }
    let sessionParams: string;
    try {
      sessionParams = await otpSessionParams();
    } catch {
      return { reset: true };
    }
    let pair;
    try {
      pair = await otpCallback(code, sessionParams);
    } catch {
      pushNotice('error');
      return { reset: true };
    }
    const profile = await completeLogin(pair, userNameOf(identity));
    const next = profile ? stepAfterCodeLogin(profile) : null;
    if (next) {
      updateLoginForm({
        first_name: profile?.first_name ?? '',
        last_name: profile?.last_name ?? '',
      });
      setAccountStep(next);
    } else if (profile) finishLogin();
    else pushNotice('error');
    return {};
  };

  return (
    <>
      <StepHeader title={t('account.verify.title')} />
      <CodeEntry target={displayIdentifier(form)} send={send} verify={verify} />
      <StepLink onClick={() => setAccountStep('review')}>{t('account.dialog.back')}</StepLink>
    </>
  );
}
