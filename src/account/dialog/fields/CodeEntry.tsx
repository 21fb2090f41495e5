import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/context';
import { errorMessageOf, retryAfterOf } from '../../accountApi';
import { CODE_REQUEST_DELAY_MS, RESEND_COOLDOWN_S } from '../../constants';
import { serverText } from '../messages';
import { CodeInput } from './CodeInput';

export interface VerifyResult {
  /** A server message (validate.* key) for the red line. */
  error?: string;
  /** Empty the boxes (spec §8: the session-params request failed). */
  reset?: boolean;
}

export interface CodeEntryProps {
  /** Where the code goes, as shown to the user. */
  target: string;
  /** Sends a code; throws on failure. */
  send: () => Promise<void>;
  verify: (code: string) => Promise<VerifyResult>;
}

/**
 * The code part of verify-code and verify-code-forgot (spec §4/§5): the code is requested
 * ~500 ms after mount, resend waits 60 s (or what the service asks), six boxes, error line.
 */
export function CodeEntry({ target, send, verify }: CodeEntryProps) {
  const t = useT();
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(true);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string>();
  const [resetKey, setResetKey] = useState(0);
  const sendRef = useRef(send);
  sendRef.current = send;

  const request = useCallback(async () => {
    setSending(true);
    setError(undefined);
    try {
      await sendRef.current();
      setRemaining(RESEND_COOLDOWN_S);
    } catch (failure) {
      const wait = retryAfterOf(failure);
      if (wait) setRemaining(wait);
      setError(
        wait
          ? serverText(t, errorMessageOf(failure) || 'rate_limited', { seconds: wait })
          : serverText(t, errorMessageOf(failure)),
      );
    } finally {
      setSending(false);
    }
  }, [t]);

  useEffect(() => {
    const timer = setTimeout(() => void request(), CODE_REQUEST_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per mount (spec §4: ~500 ms after the step mounts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1_000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const onComplete = async (code: string) => {
    setVerifying(true);
    try {
      const result = await verify(code);
      if (result.error) setError(serverText(t, result.error));
      if (result.reset) setResetKey((k) => k + 1);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }} aria-live="polite">
        {sending ? t('account.verify.sending') : t('account.verify.sentTo', { target })}
      </Typography>
      <CodeInput
        autoFocus
        onComplete={(code) => void onComplete(code)}
        error={error}
        onInput={() => setError(undefined)}
        resetKey={resetKey}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: 20 }}>
        {verifying ? t('account.verify.verifying') : ''}
      </Typography>
      <Button
        variant="text"
        disabled={sending || remaining > 0}
        onClick={() => void request()}
        sx={{ mt: 1 }}
      >
        {remaining > 0
          ? t('account.verify.resendIn', { seconds: remaining })
          : t('account.verify.resend')}
      </Button>
    </Box>
  );
}
