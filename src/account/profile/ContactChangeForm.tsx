import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';
import { errorMessageOf, identityOf, retryAfterOf } from '../accountApi';
import { otpFlowToken, sendOtp } from '../codeApi';
import { CodeInput } from '../dialog/fields/CodeInput';
import { errorText, serverText } from '../dialog/messages';
import { PHONE_PREFIX, toWirePhone } from '../phone';
import { patchProfile } from '../store/sessionStore';
import { identifierError } from '../validation';
import { classifyContactError } from './profileErrors';
import { updateEmail, updatePhoneNumber, type AccountProfile } from './profileApi';

export type ContactKind = 'email' | 'phone';

/**
 * New e-mail or phone → a code sent to it (/oauth2/otp) → update_email / update_phone_number.
 * Failures land where spec §5 classifies them: errorPhone / errorEmail under the address,
 * errorCode under the code.
 */
export function ContactChangeForm({
  kind,
  current,
  onCancel,
  onSaved,
}: {
  kind: ContactKind;
  current: string | null | undefined;
  onCancel: () => void;
  onSaved: (profile: AccountProfile) => void;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  const [stage, setStage] = useState<'address' | 'code'>('address');
  const [addressError, setAddressError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const sentTo = useRef('');
  const flowToken = useRef('');
  const isPhone = kind === 'phone';
  const loginType = isPhone ? 'phone' : 'email';

  const sendCode = async () => {
    const invalid = identifierError(loginType, value, { checkLength: isPhone });
    if (invalid) return setAddressError(errorText(t, invalid));
    const same = isPhone
      ? current && toWirePhone(value) === toWirePhone(current)
      : current?.toLowerCase() === value.trim().toLowerCase();
    if (same) return setAddressError(t('profile.errors.sameAddress'));
    setBusy(true);
    try {
      const token = await otpFlowToken();
      await sendOtp(token, identityOf(loginType, value));
      flowToken.current = token;
      sentTo.current = isPhone ? `${PHONE_PREFIX} ${value.trim()}` : value.trim();
      setStage('code');
    } catch (error) {
      const wait = retryAfterOf(error);
      setAddressError(
        wait
          ? serverText(t, errorMessageOf(error) || 'rate_limited', { seconds: wait })
          : serverText(t, errorMessageOf(error)),
      );
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string) => {
    setBusy(true);
    try {
      const profile = isPhone
        ? await updatePhoneNumber(value, code, flowToken.current)
        : await updateEmail(value, code, flowToken.current);
      patchProfile({ email: profile.email, setting: profile.setting });
      onSaved(profile);
    } catch (error) {
      const kindOfError = classifyContactError(errorMessageOf(error));
      if (kindOfError === 'errorCode') {
        setCodeError(t('profile.errors.errorCode'));
        setResetKey((k) => k + 1);
      } else {
        setAddressError(t(`profile.errors.${kindOfError}`));
        setStage('address');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      {stage === 'address' ? (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          <TextField
            autoFocus
            name={isPhone ? 'new_phone_number' : 'new_email'}
            type={isPhone ? 'tel' : 'email'}
            label={isPhone ? t('profile.contact.newPhone') : t('profile.contact.newEmail')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setAddressError(undefined);
            }}
            error={Boolean(addressError)}
            helperText={addressError}
            autoComplete={isPhone ? 'tel-national' : 'email'}
            slotProps={{
              htmlInput: { inputMode: isPhone ? 'numeric' : 'email' },
              input: isPhone
                ? {
                    startAdornment: (
                      <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment>
                    ),
                  }
                : undefined,
            }}
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={busy}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
              {t('profile.contact.sendCode')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <>
          <Typography>{t('profile.contact.codeSentTo', { target: sentTo.current })}</Typography>
          <CodeInput
            autoFocus
            resetKey={resetKey}
            error={codeError}
            onInput={() => setCodeError(undefined)}
            onComplete={(code) => void confirm(code)}
          />
          {busy && <Alert severity="info">{t('account.verify.verifying')}</Alert>}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('profile.cancel')}</Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
