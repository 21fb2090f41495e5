import { useRef, useState } from 'react';
import md5 from 'md5';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { fieldErrorsOf, HttpError } from '../../api/httpError';
import { SendWalletPaymentCodeDocument } from '../../api/generated/payments';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';

/** What pay_with_wallet carries to confirm a payment over the threshold. */
export interface WalletProof {
  password?: string;
  code?: string;
  code_token?: string;
}

type Mode = 'password' | 'code';
const ERROR_RULES = [
  'wrong_password',
  'no_password',
  'invalid_code',
  'expired_code',
  'too_many_attempts',
] as const;

/**
 * The wallet payment's confirmation (docs/checkout-ui.md "Wallet"): the password, or a
 * one-time code e-mailed on request — the only way for an account without a password (Google
 * or code sign-up). `proof()` gives what to send with the payment, or null after saying at the
 * field what is missing; `failed(error)` says a refusal at its field and tells whether it was
 * one of this step's.
 */
export function useWalletConfirm(opts: { needed: boolean; passwordSet: boolean; above: number }) {
  const t = useT();
  const { locale } = useLocale();
  const [chosen, setMode] = useState<Mode>('password');
  const mode: Mode = opts.passwordSet ? chosen : 'code';
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ token: string; channel: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const say = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const r = await graphqlRequest(
        'payments',
        SendWalletPaymentCodeDocument,
        {},
        {
          report: false,
        },
      );
      setSent({
        token: r.send_wallet_payment_code.code_token,
        channel: r.send_wallet_payment_code.channel,
      });
      setCode('');
      window.setTimeout(() => field.current?.focus());
    } catch (e) {
      const soon = e instanceof HttpError && e.status === 429;
      setError(
        soon ? t('checkout.pay.wallet.confirm.errors.too_soon') : String((e as Error).message),
      );
    } finally {
      setSending(false);
    }
  };

  const proof = (): WalletProof | null => {
    if (!opts.needed) return {};
    if (mode === 'password') {
      if (password) return { password: md5(password) };
      say(t('checkout.pay.wallet.confirm.passwordRequired'));
      return null;
    }
    if (sent && /^\d{6}$/.test(code.trim())) return { code: code.trim(), code_token: sent.token };
    say(t('checkout.pay.wallet.confirm.codeRequired'));
    return null;
  };

  const failed = (e: unknown): boolean => {
    if (e instanceof HttpError && e.status === 429 && mode === 'password') {
      say(t('checkout.pay.wallet.confirm.errors.locked'));
      return true;
    }
    const rule = fieldErrorsOf(e)
      .map((f) => f.rule)
      .find((r): r is (typeof ERROR_RULES)[number] =>
        (ERROR_RULES as readonly string[]).includes(r),
      );
    if (!rule) return false;
    if (rule === 'no_password') setMode('code');
    say(t(`checkout.pay.wallet.confirm.errors.${rule}`));
    return true;
  };

  const ui = opts.needed && (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {t('checkout.pay.wallet.confirm.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('checkout.pay.wallet.confirm.why', {
          amount: formatMoney(opts.above, 'VND', locale),
        })}
      </Typography>
      {mode === 'password' ? (
        <>
          <TextField
            id="wallet-password"
            type="password"
            size="small"
            fullWidth
            autoComplete="current-password"
            label={t('checkout.pay.wallet.confirm.password')}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error}
            inputRef={field}
            sx={{ maxWidth: 360, mb: 1 }}
          />
          <Box>
            <Button size="small" onClick={() => setMode('code')}>
              {t('checkout.pay.wallet.confirm.useCode')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          {sent ? (
            <>
              <Typography variant="body2" role="status" sx={{ mb: 1 }}>
                {t('checkout.pay.wallet.confirm.codeSent', {
                  channel: t(
                    `checkout.pay.wallet.confirm.channel.${sent.channel === 'sms' ? 'sms' : 'email'}`,
                  ),
                })}
              </Typography>
              <TextField
                id="wallet-code"
                size="small"
                fullWidth
                label={t('checkout.pay.wallet.confirm.code')}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setError(null);
                }}
                error={Boolean(error)}
                helperText={error}
                inputRef={field}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                sx={{ maxWidth: 220, mb: 1 }}
              />
            </>
          ) : (
            error && (
              <Typography color="error" role="alert" variant="body2" sx={{ mb: 1 }}>
                {error}
              </Typography>
            )
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" disabled={sending} onClick={send}>
              {sent
                ? t('checkout.pay.wallet.confirm.resend')
                : t('checkout.pay.wallet.confirm.useCode')}
            </Button>
            {opts.passwordSet && (
              <Button size="small" onClick={() => setMode('password')}>
                {t('checkout.pay.wallet.confirm.usePassword')}
              </Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );

  return { proof, failed, ui };
}
