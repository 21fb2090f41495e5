import { useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TransferTargetFragment } from '../../api/generated/admin';
import { useFormatMoney } from '../../resources/common/formats';
import { useErrorText } from '../errorText';
import { TargetSummary } from './TargetSummary';

type Fields = Record<string, string>;

/** The field errors of a refused call (keys: the input's fields), or null when none. */
function fieldErrorsOf(error: unknown): Fields | null {
  const errors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
  if (!errors) return null;
  const out: Fields = {};
  for (const [field, text] of Object.entries(errors)) {
    if (field !== 'root' && typeof text === 'string') out[field] = text;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** A `datetime-local` value read as Vietnam time (the bank statement's clock), as an instant. */
const vietnamInstant = (local: string) => `${local}:00+07:00`;

/**
 * Recording a bank credit by hand (docs/finance.md "Confirming a transfer by hand"): finance staff
 * paste the memo from Wayfare's bank statement, see what it names (the company's invoice or
 * wallet top-up, what is still owed), then record the credit with the bank's transaction id,
 * after a confirmation naming the amount and the company. Recording it twice changes nothing.
 */
export function BankCreditPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const errorText = useErrorText();
  const money = useFormatMoney();
  const [reference, setReference] = useState('');
  const [target, setTarget] = useState<TransferTargetFragment | null>(null);
  const [form, setForm] = useState({
    bank_transaction_id: '',
    amount: '',
    credited_at: '',
    note: '',
  });
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const tr = (key: string, options?: Record<string, unknown>) =>
    translate(`supportArea.bankCredit.${key}`, options);
  const fieldError = (field: string) =>
    errors[field] ? translate(errors[field], { _: errors[field] }) : undefined;

  const refuse = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields) setErrors(fields);
    else setFailure(errorText(error));
  };

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    setTarget(null);
    try {
      const { data } = await dataProvider.lookup('bank-credits', { reference });
      setTarget(data);
      setForm((f) => ({ ...f, amount: data.outstanding > 0 ? String(data.outstanding) : '' }));
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  };

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    const missing: Fields = {};
    for (const field of ['bank_transaction_id', 'amount', 'credited_at', 'note'] as const) {
      if (!form[field].trim()) missing[field] = 'validate.rules.required';
    }
    if (form.amount.trim() && !/^\d+$/.test(form.amount.trim())) {
      missing.amount = 'validate.rules.integer';
    }
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length === 0) setConfirming(true);
  };

  const record = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.record('bank-credits', {
        reference: target.reference,
        bank_transaction_id: form.bank_transaction_id.trim(),
        amount: Number(form.amount),
        credited_at: vietnamInstant(form.credited_at),
        note: form.note,
      });
      setTarget(data.target);
      setConfirming(false);
      notify(
        data.already_recorded
          ? 'supportArea.bankCredit.already'
          : 'supportArea.bankCredit.recorded',
        {
          type: data.already_recorded ? 'info' : 'success',
        },
      );
      setForm({ bank_transaction_id: '', amount: '', credited_at: '', note: '' });
    } catch (error) {
      setConfirming(false);
      refuse(error);
    } finally {
      setBusy(false);
    }
  };

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  return (
    <Box sx={{ maxWidth: 720, p: { xs: 1, sm: 2 } }}>
      <Title title={tr('title')} />
      <Typography component="h1" variant="h5" gutterBottom>
        {tr('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {tr('intro')}
      </Typography>
      <Box component="form" onSubmit={lookUp} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          label={tr('reference')}
          helperText={fieldError('reference') ?? tr('referenceHelp')}
          error={!!errors.reference}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          required
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={busy || !reference.trim()}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
        >
          {tr('find')}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {target && (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent>
            <TargetSummary target={target} />
            <Box
              component="form"
              onSubmit={askToConfirm}
              noValidate
              sx={{ display: 'grid', gap: 2, mt: 2 }}
            >
              <TextField
                label={tr('bankTransactionId')}
                helperText={fieldError('bank_transaction_id') ?? tr('bankTransactionIdHelp')}
                error={!!errors.bank_transaction_id}
                value={form.bank_transaction_id}
                onChange={set('bank_transaction_id')}
                required
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                label={tr('amount', { currency: target.currency })}
                helperText={
                  fieldError('amount') ??
                  (form.amount && /^\d+$/.test(form.amount)
                    ? money(Number(form.amount), target.currency)
                    : ' ')
                }
                error={!!errors.amount}
                value={form.amount}
                onChange={set('amount')}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={tr('creditedAt')}
                type="datetime-local"
                helperText={fieldError('credited_at') ?? tr('creditedAtHelp')}
                error={!!errors.credited_at}
                value={form.credited_at}
                onChange={set('credited_at')}
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={tr('note')}
                helperText={fieldError('note') ?? tr('noteHelp')}
                error={!!errors.note}
                value={form.note}
                onChange={set('note')}
                required
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={busy}>
                  {tr('record')}
                </Button>
              </Box>
            </Box>
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        busy={busy}
        text={
          target
            ? tr(target.kind === 'INVOICE' ? 'confirmInvoice' : 'confirmTopUp', {
                amount: money(Number(form.amount || 0), target.currency),
                company: target.company_name,
                bank: form.bank_transaction_id.trim(),
              })
            : ''
        }
        onCancel={() => setConfirming(false)}
        onConfirm={() => void record()}
      />
    </Box>
  );
}

function ConfirmDialog(props: {
  open: boolean;
  busy: boolean;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby="bank-credit-confirm">
      <DialogTitle id="bank-credit-confirm">
        {translate('supportArea.bankCredit.confirmTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{translate('supportArea.bankCredit.cancel')}</Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          {translate('supportArea.bankCredit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
