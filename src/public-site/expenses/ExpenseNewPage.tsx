import './catalogue';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { majorUnits } from '../../../common/money';
import { vietnamDate } from '../../../common/calendar';
import { graphqlRequest } from '../../api/graphql';
import { CreateExpenseDocument, type ExpenseCategory } from '../../api/generated/corporate';
import { usePageTitle } from '../../components/usePageTitle';
import { loadRates, useCurrency } from '../../currency/currencyStore';
import { useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import { ExpenseStates } from './ExpenseStates';
import {
  downscaled,
  fieldRulesOf,
  isXml,
  readEInvoice,
  ruleOf,
  uploadReceipts,
} from './expensesApi';
import { useExpenseData } from './useExpenseData';

const CATEGORIES: ExpenseCategory[] = [
  'AIRFARE',
  'LODGING',
  'TRANSPORT',
  'MEALS',
  'ENTERTAINMENT',
  'OFFICE',
  'OTHER',
];

interface Form {
  amount: string;
  currency: string;
  category: ExpenseCategory;
  expense_date: string;
  merchant: string;
  seller_tax_code: string;
  vat_amount: string;
  note: string;
  expense_booking_id: string;
}

const EMPTY: Form = {
  amount: '',
  currency: 'VND',
  category: 'MEALS',
  expense_date: vietnamDate(),
  merchant: '',
  seller_tax_code: '',
  vat_amount: '',
  note: '',
  expense_booking_id: '',
};

/** Major units typed by a person ("1.250.000", "12.50") as whole minor units, or null. */
function minorOf(text: string, currency: string): number | null {
  const clean = text.replace(/\s/g, '');
  if (!clean) return null;
  const normal = currency === 'VND' ? clean.replace(/[.,]/g, '') : clean.replace(',', '.');
  const value = Number(normal);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round(value / majorUnits(1, currency));
}

/** /expense/new: a claim, filled in by hand or from a Vietnamese e-invoice XML, with receipts. */
export function ExpenseNewPage() {
  const t = useT();
  usePageTitle(t('pages.expenseNew'));
  const navigate = useNavigate();
  const fetch = useCallback(async () => null, []);
  const { load, reload } = useExpenseData(fetch);
  const currency = useCurrency();
  useEffect(() => loadRates(), []);
  const codes =
    currency.rates.status === 'ready'
      ? currency.rates.table.currencies.map((c) => c.code)
      : ['VND'];
  const [form, setForm] = useState<Form>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [einvoice, setEinvoice] = useState<{ series: string | null; number: string | null } | null>(
    null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (load.status !== 'ready') return <ExpenseStates load={load} retry={() => void reload()} />;
  const corporateId = load.corporate.id;
  const set = (field: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const ruleText = (rule: string | null | undefined) => {
    const key = `expenses.rules.${rule}` as SiteKey;
    const text = rule ? t(key) : '';
    return text && text !== key ? text : t('expenses.rules.other');
  };

  const choose = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    setNotice(null);
    const xml = chosen.find(isXml);
    if (xml) {
      try {
        const invoice = await readEInvoice(corporateId, xml);
        setForm((f) => ({
          ...f,
          amount: String(invoice.total),
          currency: invoice.currency,
          expense_date: invoice.issue_date,
          merchant: invoice.seller_name,
          seller_tax_code: invoice.seller_tax_code,
          vat_amount: String(invoice.vat_amount),
        }));
        setEinvoice({ series: invoice.series, number: invoice.number });
        setNotice({
          ok: true,
          text: t('expenses.new.einvoiceRead', {
            series: invoice.series ?? '',
            number: invoice.number ?? '',
          }),
        });
      } catch (error) {
        setNotice({
          ok: false,
          text: t('expenses.new.einvoiceFailed', { reason: ruleText(ruleOf(error)) }),
        });
      }
    }
    setFiles(await Promise.all(chosen.map(downscaled)));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const amount = minorOf(form.amount, form.currency);
    const vat = minorOf(form.vat_amount, form.currency);
    const local: Record<string, string> = {};
    if (amount === null) local.amount = 'required';
    else if (!(amount > 0)) local.amount = 'too_small';
    if (!form.merchant.trim()) local.merchant = 'required';
    if (!form.expense_date) local.expense_date = 'required';
    setErrors(local);
    setNotice(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const { create_expense: created } = await graphqlRequest('corporate', CreateExpenseDocument, {
        input: {
          corporate_id: corporateId,
          amount: amount!,
          currency: form.currency,
          category: form.category,
          expense_date: form.expense_date,
          merchant: form.merchant.trim(),
          seller_tax_code: form.seller_tax_code.trim() || null,
          vat_amount: vat,
          note: form.note.trim() || null,
          expense_booking_id: form.expense_booking_id.trim() || null,
          einvoice,
        },
      });
      if (files.length) {
        try {
          await uploadReceipts(corporateId, created.id, files);
        } catch (error) {
          setNotice({
            ok: false,
            text: t('expenses.new.receiptsFailed', { reason: ruleText(ruleOf(error)) }),
          });
          setBusy(false);
          navigate(`/expense/detail?id=${encodeURIComponent(created.id)}`);
          return;
        }
      }
      navigate(`/expense/detail?id=${encodeURIComponent(created.id)}`);
    } catch (error) {
      setErrors(fieldRulesOf(error));
      setNotice({ ok: false, text: t('expenses.new.failed') });
      const rule = ruleOf(error);
      if (rule && !Object.keys(fieldRulesOf(error)).length) {
        setNotice({ ok: false, text: ruleText(rule) });
      }
    } finally {
      setBusy(false);
    }
  };

  const help = (field: string) => (errors[field] ? ruleText(errors[field]) : undefined);
  return (
    <Box
      component="section"
      aria-labelledby="expense-new-heading"
      sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
    >
      <Typography id="expense-new-heading" component="h1" variant="h5">
        {t('pages.expenseNew')}
      </Typography>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void save(e)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Box>
          <Typography
            component="label"
            htmlFor="expense-receipts"
            sx={{ display: 'block', mb: 0.5 }}
          >
            {t('expenses.fields.receipts')}
          </Typography>
          <input
            id="expense-receipts"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/heic,application/pdf,.xml,text/xml,application/xml"
            aria-describedby="expense-receipts-hint"
            onChange={(e) => void choose(e.target.files)}
          />
          <Typography id="expense-receipts-hint" variant="body2" color="text.secondary">
            {t('expenses.fields.receiptsHint')}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField
            label={t('expenses.fields.amount')}
            value={form.amount}
            onChange={set('amount')}
            inputMode="decimal"
            required
            error={Boolean(errors.amount)}
            helperText={help('amount')}
          />
          <TextField
            select
            label={t('expenses.fields.currency')}
            value={form.currency}
            onChange={set('currency')}
          >
            {[...new Set([...codes, form.currency])].map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label={t('expenses.fields.category')}
            value={form.category}
            onChange={set('category')}
          >
            {CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`expenses.category.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('expenses.fields.date')}
            value={form.expense_date}
            onChange={set('expense_date')}
            required
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.expense_date)}
            helperText={help('expense_date')}
          />
        </Box>
        <TextField
          label={t('expenses.fields.merchant')}
          value={form.merchant}
          onChange={set('merchant')}
          required
          error={Boolean(errors.merchant)}
          helperText={help('merchant')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('expenses.fields.sellerTaxCode')}
            value={form.seller_tax_code}
            onChange={set('seller_tax_code')}
            error={Boolean(errors.seller_tax_code)}
            helperText={help('seller_tax_code')}
          />
          <TextField
            label={t('expenses.fields.vat')}
            value={form.vat_amount}
            onChange={set('vat_amount')}
            inputMode="decimal"
            error={Boolean(errors.vat_amount)}
            helperText={help('vat_amount')}
          />
        </Box>
        <TextField
          label={t('expenses.fields.booking')}
          value={form.expense_booking_id}
          onChange={set('expense_booking_id')}
          error={Boolean(errors.expense_booking_id)}
          helperText={help('expense_booking_id')}
        />
        <TextField
          label={t('expenses.fields.note')}
          value={form.note}
          onChange={set('note')}
          multiline
          minRows={2}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('expenses.new.saving') : t('expenses.new.save')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
