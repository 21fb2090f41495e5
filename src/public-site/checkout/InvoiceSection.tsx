import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { CreateUserInvoiceDocument, UserInvoicesDocument } from '../../api/generated/main';
import { UpdateInvoiceDocument } from '../../api/generated/payments';
import { useT } from '../../i18n/context';
import { checkTaxCode } from '../../../common/tax-code';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { fieldErrorsOf, type CheckoutSession } from './checkoutApi';
import { FormField } from './FormField';

type Values = { company_name: string; address: string; tax_code: string; email: string };
type Problems = Partial<Record<keyof Values, string>>;
const NO_VARS = {};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side rules, the server's (update_invoice, create_user_invoice) in the same words. */
function problemsOf(v: Values): Problems {
  const p: Problems = {};
  if (!v.company_name.trim()) p.company_name = 'required';
  if (!v.address.trim()) p.address = 'required';
  if (!v.tax_code.trim()) p.tax_code = 'required';
  else {
    const checked = checkTaxCode(v.tax_code.trim());
    if ('problem' in checked) p.tax_code = checked.problem;
  }
  if (v.email.trim() && !EMAIL.test(v.email.trim())) p.email = 'email';
  return p;
}

/** The server's field names, mapped to this form's. */
const FIELD: Record<string, keyof Values> = {
  company_name: 'company_name',
  invoice_address: 'address',
  'input.address': 'address',
  tax_code: 'tax_code',
  'input.tax_code': 'tax_code',
  'input.email': 'email',
};

/**
 * VAT invoice details at checkout (update_invoice): the traveller may pick billing details
 * they saved before (user_invoices) and save what they typed for next time
 * (create_user_invoice). The tax code is checked here with the server's rule (common/tax-code.ts).
 */
export function InvoiceSection(props: {
  session: CheckoutSession;
  onChange: (session: CheckoutSession) => void;
}) {
  const { session, onChange } = props;
  const t = useT();
  const saved = useGraphqlQuery('main', UserInvoicesDocument, NO_VARS);
  const entries = saved.data?.user_invoices.entries ?? [];
  const current = session.invoice;
  const [open, setOpen] = useState(Boolean(current));
  const [values, setValues] = useState<Values>({
    company_name: current?.company_name ?? '',
    address: current?.invoice_address ?? '',
    tax_code: current?.tax_code ?? '',
    email: '',
  });
  const [picked, setPicked] = useState('');
  const [remember, setRemember] = useState(true);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'done' | 'failed' | null>(null);

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
    setStatus(null);
  };
  const pick = (id: string) => {
    setPicked(id);
    const entry = entries.find((e) => e.id === id);
    if (entry) {
      setValues({
        company_name: entry.company_name,
        address: entry.address,
        tax_code: entry.tax_code,
        email: entry.email ?? '',
      });
      setProblems({});
      setRemember(false);
    }
  };

  const save = async () => {
    const found = problemsOf(values);
    setProblems(found);
    setStatus(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const updated = await graphqlRequest(
        'payments',
        UpdateInvoiceDocument,
        {
          id: session.id,
          company_name: values.company_name.trim(),
          invoice_address: values.address.trim(),
          tax_code: values.tax_code.trim(),
        },
        { report: false },
      );
      if (remember) {
        await graphqlRequest(
          'main',
          CreateUserInvoiceDocument,
          {
            input: {
              company_name: values.company_name.trim(),
              address: values.address.trim(),
              tax_code: values.tax_code.trim(),
              email: values.email.trim() || null,
            },
          },
          { report: false },
        );
        saved.retry();
      }
      onChange(updated.update_invoice);
      setStatus('done');
    } catch (e) {
      const fields = fieldErrorsOf(e).filter((f) => FIELD[f.field]);
      if (fields.length) {
        setProblems(Object.fromEntries(fields.map((f) => [FIELD[f.field], f.rule])));
      } else setStatus('failed');
    } finally {
      setBusy(false);
    }
  };

  const taxMessage = (rule: string | undefined) =>
    rule === 'format' || rule === 'check_digit'
      ? t(`checkout.invoice.errors.${rule}`)
      : rule === 'required'
        ? t('checkout.errors.required', { field: t('checkout.invoice.taxCode').toLowerCase() })
        : t('checkout.invoice.taxHint');

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="invoice-heading"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="invoice-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('checkout.invoice.heading')}
      </Typography>
      {current && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('checkout.invoice.current', {
            company: current.company_name,
            taxCode: current.tax_code,
          })}
        </Typography>
      )}
      <FormControlLabel
        control={<Checkbox checked={open} onChange={(e) => setOpen(e.target.checked)} />}
        label={t('checkout.invoice.want')}
      />
      {open && (
        <Box sx={{ display: 'grid', gap: 1.5, mt: 1, maxWidth: 560 }}>
          {entries.length > 0 && (
            <FormField
              id="invoice-saved"
              select
              label={t('checkout.invoice.savedList')}
              value={picked}
              onChange={pick}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('checkout.invoice.savedNone')}</option>
              {entries.map((e) => (
                <option key={e.id} value={e.id}>
                  {`${e.company_name} (${e.tax_code})`}
                </option>
              ))}
            </FormField>
          )}
          <FormField
            id="invoice-company"
            required
            label={t('checkout.invoice.company')}
            value={values.company_name}
            onChange={set('company_name')}
            rule={problems.company_name}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <FormField
            id="invoice-address"
            required
            label={t('checkout.invoice.address')}
            value={values.address}
            onChange={set('address')}
            rule={problems.address}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            id="invoice-tax-code"
            required
            fullWidth
            size="small"
            label={t('checkout.invoice.taxCode')}
            value={values.tax_code}
            onChange={(e) => set('tax_code')(e.target.value)}
            error={Boolean(problems.tax_code)}
            helperText={taxMessage(problems.tax_code)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          />
          <FormField
            id="invoice-email"
            type="email"
            label={t('checkout.invoice.email')}
            value={values.email}
            onChange={set('email')}
            rule={problems.email}
          />
          <FormControlLabel
            control={
              <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            }
            label={t('checkout.invoice.remember')}
          />
          <Box>
            <Button variant="outlined" disabled={busy} onClick={save}>
              {t('checkout.invoice.save')}
            </Button>
          </Box>
        </Box>
      )}
      <Box role="status" aria-live="polite">
        {status === 'done' && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('checkout.invoice.done')}
          </Alert>
        )}
      </Box>
      {status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t('checkout.invoice.errors.failed')}
        </Alert>
      )}
    </Paper>
  );
}
