import './catalogue';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import {
  DeleteExpenseDocument,
  ExpenseDocument,
  SubmitExpenseDocument,
} from '../../api/generated/corporate';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import { ConfirmDialog } from './ConfirmDialog';
import { ExpenseStates } from './ExpenseStates';
import { StatusChip } from './ExpenseSummary';
import { ruleOf, type Expense } from './expensesApi';
import { day, instant, money } from './format';
import { useExpenseData } from './useExpenseData';

/** The catalogue's text for a refused answer's rule (a generic one for others). */
export function useRuleText() {
  const t = useT();
  return (error: unknown) => {
    const rule = ruleOf(error);
    const key = `expenses.rules.${rule}` as SiteKey;
    const text = rule ? t(key) : '';
    return text && text !== key ? text : t('expenses.rules.other');
  };
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

/** /expense/detail?id=…: a claim with its receipts and what happened to it; submit or delete. */
export function ExpenseDetailPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('pages.expenseDetail'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const ruleText = useRuleText();
  const fetch = useCallback(
    async () => (id ? (await graphqlRequest('corporate', ExpenseDocument, { id })).expense : null),
    [id],
  );
  const { load, reload, setLoad } = useExpenseData<Expense | null>(fetch);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (load.status !== 'ready') return <ExpenseStates load={load} retry={() => void reload()} />;
  const expense = load.data;
  if (!expense) return <Alert severity="warning">{t('expenses.detail.missing')}</Alert>;
  const ref = { corporate_id: load.corporate.id, id: expense.id };

  const submit = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { submit_expense: done } = await graphqlRequest('corporate', SubmitExpenseDocument, {
        input: ref,
      });
      setLoad({ ...load, data: done });
      setNotice({
        ok: true,
        text: t('expenses.detail.submitted', {
          name: done.approver_name ?? '',
          deadline: done.decision_deadline ? instant(done.decision_deadline, locale) : '',
        }),
      });
    } catch (error) {
      setNotice({
        ok: false,
        text: t('expenses.detail.actionFailed', { reason: ruleText(error) }),
      });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await graphqlRequest('corporate', DeleteExpenseDocument, { input: ref });
      navigate('/expense/list');
    } catch (error) {
      setConfirmDelete(false);
      setNotice({
        ok: false,
        text: t('expenses.detail.actionFailed', { reason: ruleText(error) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="expense-heading" sx={{ display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to="/expense/list">
        {t('expenses.detail.back')}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          id="expense-heading"
          component="h1"
          variant="h5"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {expense.merchant}
        </Typography>
        <StatusChip status={expense.status} />
      </Box>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          gap: 1,
          m: 0,
        }}
      >
        <Row
          label={t('expenses.fields.amount')}
          value={money(expense.amount, expense.currency, locale)}
        />
        {expense.currency !== 'VND' && (
          <Row
            label={t('expenses.fields.amountVnd')}
            value={`${money(expense.amount_vnd, 'VND', locale)} (${t('expenses.fields.rate', {
              date: day(expense.rate_date, locale),
              currency: expense.currency,
              rate: money(Math.round(expense.rate), 'VND', locale),
            })})`}
          />
        )}
        <Row label={t('expenses.fields.date')} value={day(expense.expense_date, locale)} />
        <Row
          label={t('expenses.fields.category')}
          value={t(`expenses.category.${expense.category}`)}
        />
        <Row label={t('expenses.fields.sellerTaxCode')} value={expense.seller_tax_code} />
        <Row
          label={t('expenses.fields.vat')}
          value={
            expense.vat_amount == null ? null : money(expense.vat_amount, expense.currency, locale)
          }
        />
        <Row label={t('expenses.fields.note')} value={expense.note} />
        <Row
          label={t('expenses.fields.booking')}
          value={expense.expense_booking_id ?? expense.user_order_id}
        />
      </Box>
      {expense.einvoice_number && (
        <Typography>
          {t('expenses.detail.einvoice', {
            series: expense.einvoice_series ?? '',
            number: expense.einvoice_number,
          })}
        </Typography>
      )}
      {expense.approver_name && expense.status === 'SUBMITTED' && (
        <Typography>
          {t('expenses.detail.approver', { name: expense.approver_name })}
          {expense.decision_deadline &&
            ` · ${t('expenses.detail.deadline', { deadline: instant(expense.decision_deadline, locale) })}`}
        </Typography>
      )}
      {expense.decided_by_name && (
        <Typography>{t('expenses.detail.decided', { name: expense.decided_by_name })}</Typography>
      )}
      {expense.decision_comment && (
        <Typography>
          {t('expenses.detail.comment', { comment: expense.decision_comment })}
        </Typography>
      )}
      {expense.reimbursed_at && (
        <Typography>
          {t('expenses.detail.reimbursed', { date: instant(expense.reimbursed_at, locale) })}
        </Typography>
      )}
      <Box component="section" aria-labelledby="receipts-heading">
        <Typography id="receipts-heading" component="h2" variant="h6">
          {t('expenses.detail.receipts')}
        </Typography>
        {expense.receipts.length === 0 ? (
          <Typography color="text.secondary">{t('expenses.detail.noReceipts')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2 }}>
            {expense.receipts.map((r) => (
              <li key={r.id}>
                <Link href={r.url} target="_blank" rel="noopener">
                  {r.file_name}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </Box>
      {expense.status === 'DRAFT' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {t('expenses.detail.submit')}
          </Button>
          <Button color="error" disabled={busy} onClick={() => setConfirmDelete(true)}>
            {t('expenses.detail.delete')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('expenses.detail.deleteTitle')}
        body={t('expenses.detail.deleteBody', { merchant: expense.merchant })}
        confirm={t('expenses.detail.confirmDelete')}
        cancel={t('expenses.detail.cancel')}
        busy={busy}
        danger
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
}
