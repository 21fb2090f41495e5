import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { fieldErrorsOf } from '../../api/httpError';
import {
  UpdateWalletConfirmAboveDocument,
  WalletConfirmSettingDocument,
} from '../../api/generated/payments';
import { useLocale, useT } from '../../i18n/context';
import { plainNumber, plainVnd } from '../../public-site/search/plainFormat';
import { useGraphqlQuery } from '../../public-site/search/useGraphqlQuery';
import {
  MAX_WALLET_CONFIRM_ABOVE,
  thresholdRule,
  type ThresholdRule,
} from '../../../common/wallet-confirmation';
import { ProfileCard } from './ProfileCard';

const NO_VARS = {};
const RULES: Record<ThresholdRule, true> = { integer: true, min: true, max: true, step: true };
type Problem = ThresholdRule | 'required' | 'other';

/** Digits as typed ("5.000.000", "5,000,000", "5000000") → an amount, or a problem. */
function parseThreshold(text: string): { amount: number } | { problem: Problem } {
  const digits = text.trim().replace(/[.,\s\u00a0]/g, '');
  if (!digits) return { problem: 'required' };
  if (!/^-?\d+$/.test(digits)) return { problem: 'integer' };
  const amount = Number(digits);
  const rule = thresholdRule(amount);
  return rule ? { problem: rule } : { amount };
}

/**
 * The amount over which a wallet payment asks for the password or a code (docs/checkout.md
 * "Wallet payment confirmation"): the traveller's own setting, checked here and by the server
 * by the same rule (common/wallet-confirmation.ts).
 */
export function WalletConfirmSection() {
  const t = useT();
  const { locale } = useLocale();
  const setting = useGraphqlQuery('payments', WalletConfirmSettingDocument, NO_VARS);
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const current = saved ?? setting.data?.user_wallet.confirm_above ?? null;
  const vnd = (n: number) => plainVnd(n, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = parseThreshold(text ?? String(current ?? ''));
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const r = await graphqlRequest('payments', UpdateWalletConfirmAboveDocument, {
        amount: parsed.amount,
      });
      setSaved(r.update_wallet_confirm_above.confirm_above);
      setText(null);
    } catch (e) {
      const rule = fieldErrorsOf(e).find((f) => f.field === 'amount')?.rule;
      setProblem(rule && rule in RULES ? (rule as ThresholdRule) : 'other');
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (setting.status === 'error' && current === null) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={setting.retry}>
            {t('profile.walletConfirm.retry')}
          </Button>
        }
      >
        {t('profile.walletConfirm.loadError')}
      </Alert>
    );
  } else if (current === null) {
    body = <Skeleton width="60%" aria-hidden="true" />;
  } else {
    body = (
      <Box component="form" noValidate onSubmit={submit}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('profile.walletConfirm.intro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            id="wallet-confirm-above"
            size="small"
            label={t('profile.walletConfirm.label')}
            value={text ?? plainNumber(current, locale, 0)}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
              setSaved(null);
            }}
            error={Boolean(problem)}
            helperText={
              problem
                ? t(`profile.walletConfirm.errors.${problem}`, {
                    max: vnd(MAX_WALLET_CONFIRM_ABOVE),
                  })
                : t('profile.walletConfirm.current', { amount: vnd(current) })
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: '1 1 240px', maxWidth: 320 }}
          />
          <Button type="submit" variant="outlined" disabled={busy}>
            {t('profile.walletConfirm.save')}
          </Button>
        </Box>
        {saved !== null && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('profile.walletConfirm.saved', { amount: vnd(saved) })}
          </Alert>
        )}
      </Box>
    );
  }
  return (
    <ProfileCard id="profile-wallet-confirm" title={t('profile.walletConfirm.title')}>
      {body}
    </ProfileCard>
  );
}
