import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { HttpError } from '../../api/httpError';
import { useLocale, useT } from '../../i18n/context';
import { plainVnd } from '../../public-site/search/plainFormat';
import { parseAmount, QUICK_PICKS, TOP_UP_MAX, TOP_UP_MIN, type AmountProblem } from './topUpRules';

export type TopUpMethod = 'VNPAY' | 'BANK_TRANSFER';

interface Props {
  /** Starts the top-up; throws what the server answered. */
  onSubmit: (amount: number, method: TopUpMethod) => Promise<void>;
  /** The amount first offered (a checkout's shortfall), else 500,000 ₫. */
  initialAmount?: number;
}

const SERVER_RULES: Record<string, AmountProblem> = { min: 'min', max: 'max', integer: 'integer' };

/** Amount (typed or picked) and method; keeps what was typed when the server refuses. */
export function TopUpForm({ onSubmit, initialAmount }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const [text, setText] = useState(String(initialAmount ?? 500_000));
  const [method, setMethod] = useState<TopUpMethod>('VNPAY');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = parseAmount(text);
  const vnd = (n: number) => plainVnd(n, locale);
  const limits = { min: vnd(TOP_UP_MIN), max: vnd(TOP_UP_MAX) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSubmit(parsed.amount, method);
    } catch (error) {
      const fields = error instanceof HttpError ? error.body?.fieldErrors : undefined;
      const rule = Array.isArray(fields)
        ? (fields as { field: string; rule: string }[]).find((f) => f.field === 'amount')?.rule
        : undefined;
      if (rule && SERVER_RULES[rule]) setProblem(SERVER_RULES[rule]);
      else setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 3 }}
    >
      <TextField
        label={t('rewards.topUp.amount')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        required
        error={problem !== null}
        helperText={
          problem
            ? t(`rewards.topUp.errors.${problem}`, limits)
            : t('rewards.topUp.amountHelp', limits)
        }
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <ToggleButtonGroup
        aria-label={t('rewards.topUp.quickPicks')}
        exclusive
        value={'amount' in parsed ? parsed.amount : null}
        onChange={(_, value: number | null) => {
          if (value) {
            setText(String(value));
            setProblem(null);
          }
        }}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { border: 1, borderRadius: 1 } }}
      >
        {QUICK_PICKS.map((amount) => (
          <ToggleButton key={amount} value={amount} size="small">
            {vnd(amount)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControl>
        <FormLabel id="top-up-method">{t('rewards.topUp.method')}</FormLabel>
        <RadioGroup
          aria-labelledby="top-up-method"
          value={method}
          onChange={(e) => setMethod(e.target.value as TopUpMethod)}
        >
          <FormControlLabel value="VNPAY" control={<Radio />} label={t('rewards.topUp.vnpay')} />
          <FormControlLabel
            value="BANK_TRANSFER"
            control={<Radio />}
            label={t('rewards.topUp.bank')}
          />
        </RadioGroup>
      </FormControl>
      {failed && <Alert severity="error">{t('rewards.topUp.errors.failed')}</Alert>}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy
            ? t('rewards.topUp.submitting')
            : t('rewards.topUp.submit', { amount: 'amount' in parsed ? vnd(parsed.amount) : '' })}
        </Button>
      </Box>
    </Box>
  );
}
