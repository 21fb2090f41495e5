import { useRef } from 'react';
import { identityOf, type Identity } from '../accountApi';
import { otpFlowToken } from '../codeApi';
import { useStore } from '../store/createStore';
import { dialogStore } from '../store/dialogStore';
import { identifierOf } from './identifier';

/**
 * What the two code steps share: `send` asks for a code to the dialog's identifier under a fresh
 * /oauth2/auth flow token (`deliver` is the sign-in or the password-reset request), and
 * `settledFlowToken` waits for a request still on its way, so a code typed early is checked
 * against the token it was sent under.
 */
export function useCodeDelivery(deliver: (flowToken: string, identity: Identity) => Promise<void>) {
  const { form } = useStore(dialogStore);
  const identity = identityOf(form.loginType, identifierOf(form), form.country_code);
  const flowToken = useRef<string | null>(null);
  const sending = useRef<Promise<void> | null>(null);

  const send = () => {
    sending.current = (async () => {
      flowToken.current = await otpFlowToken();
      await deliver(flowToken.current, identity);
    })();
    return sending.current;
  };

  const settledFlowToken = async () => {
    await sending.current?.catch(() => undefined);
    return flowToken.current ?? '';
  };

  return { form, identity, send, settledFlowToken };
}
