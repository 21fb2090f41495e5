import './catalogue';
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import {
  CreateReimbursementBatchDocument,
  PayReimbursementBatchDocument,
  ReimbursementBatchCsvDocument,
  ReimbursementBatchesDocument,
  type ReimbursementBatchFieldsFragment,
} from '../../api/generated/corporate';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { ConfirmDialog } from './ConfirmDialog';
import { useRuleText } from './ExpenseDetailPage';
import { ExpenseStates } from './ExpenseStates';
import { ExpenseSummary } from './ExpenseSummary';
import { instant, money } from './format';
import { useExpenseData } from './useExpenseData';

type Batch = ReimbursementBatchFieldsFragment;

/**
 * /expense/reimbursements (finance): approved claims grouped into payout batches, each marked
 * paid once (on the ledger) and exported as the bank payment file.
 */
export function ReimbursementsPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('pages.expenseReimbursements'));
  const ruleText = useRuleText();
  const fetch = useCallback(async () => {
    const data = await graphqlRequest('corporate', ReimbursementBatchesDocument, {});
    return {
      batches: data.reimbursement_batches,
      approved: data.reimbursable_expenses,
    };
  }, []);
  const { load, reload } = useExpenseData(fetch);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<{ kind: 'create' } | { kind: 'pay'; batch: Batch } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (load.status !== 'ready') return <ExpenseStates load={load} retry={() => void reload()} />;
  const { approved, batches } = load.data;
  const chosen = approved.filter((e) => selected.includes(e.id));
  const chosenTotal = chosen.reduce((s, e) => s + e.amount_vnd, 0);

  const act = async () => {
    if (!confirm) return;
    setBusy(true);
    setNotice(null);
    try {
      if (confirm.kind === 'create') {
        const { create_reimbursement_batch: batch } = await graphqlRequest(
          'corporate',
          CreateReimbursementBatchDocument,
          { input: { corporate_id: load.corporate.id, expense_ids: selected } },
        );
        setSelected([]);
        setNotice({
          ok: true,
          text: t('expenses.reimbursements.created', { reference: batch.reference }),
        });
      } else {
        const { pay_reimbursement_batch: batch } = await graphqlRequest(
          'corporate',
          PayReimbursementBatchDocument,
          { input: { corporate_id: load.corporate.id, id: confirm.batch.id } },
        );
        setNotice({
          ok: true,
          text: t('expenses.reimbursements.paid', { reference: batch.reference }),
        });
      }
      await reload();
    } catch (error) {
      setNotice({
        ok: false,
        text: t('expenses.reimbursements.failed', { reason: ruleText(error) }),
      });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const download = async (batch: Batch) => {
    try {
      const { reimbursement_batch_csv: csv } = await graphqlRequest(
        'corporate',
        ReimbursementBatchCsvDocument,
        { id: batch.id },
      );
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${batch.reference}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setNotice({
        ok: false,
        text: t('expenses.reimbursements.failed', { reason: ruleText(error) }),
      });
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="reimbursements-heading"
      sx={{ display: 'grid', gap: 3 }}
    >
      <Typography id="reimbursements-heading" component="h1" variant="h5">
        {t('pages.expenseReimbursements')}
      </Typography>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <Box
        component="section"
        aria-labelledby="approved-heading"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id="approved-heading" component="h2" variant="h6">
          {t('expenses.reimbursements.approvedHeading')}
        </Typography>
        {approved.length === 0 ? (
          <Typography role="status">{t('expenses.reimbursements.approvedEmpty')}</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
              {approved.map((expense) => (
                <ExpenseSummary key={expense.id} expense={expense} showClaimant>
                  <Checkbox
                    checked={selected.includes(expense.id)}
                    onChange={(e) =>
                      setSelected((s) =>
                        e.target.checked ? [...s, expense.id] : s.filter((id) => id !== expense.id),
                      )
                    }
                    slotProps={{
                      input: {
                        'aria-label': t('expenses.reimbursements.select', {
                          merchant: expense.merchant,
                        }),
                      },
                    }}
                  />
                </ExpenseSummary>
              ))}
            </Box>
            <Box>
              <Button
                variant="contained"
                disabled={!selected.length || busy}
                onClick={() => setConfirm({ kind: 'create' })}
              >
                {t('expenses.reimbursements.createBatch', { count: selected.length })}
              </Button>
            </Box>
          </>
        )}
      </Box>
      <Box component="section" aria-labelledby="batches-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="batches-heading" component="h2" variant="h6">
          {t('expenses.reimbursements.batchesHeading')}
        </Typography>
        {batches.length === 0 ? (
          <Typography role="status">{t('expenses.reimbursements.batchesEmpty')}</Typography>
        ) : (
          <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
            {batches.map((batch) => (
              <Box
                component="li"
                key={batch.id}
                aria-labelledby={`batch-${batch.id}`}
                sx={{
                  listStyle: 'none',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 2,
                  display: 'grid',
                  gap: 1,
                }}
              >
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography id={`batch-${batch.id}`} component="h3" variant="subtitle1">
                    {t('expenses.reimbursements.batchTitle', { reference: batch.reference })}
                  </Typography>
                  <Chip
                    size="small"
                    color={batch.status === 'PAID' ? 'success' : 'warning'}
                    label={t(`expenses.reimbursements.batchStatus.${batch.status}`)}
                  />
                </Box>
                <Typography>
                  {t('expenses.reimbursements.items', {
                    count: batch.item_count,
                    total: money(batch.total_vnd, 'VND', locale),
                  })}
                </Typography>
                {batch.paid_at && (
                  <Typography color="text.secondary">
                    {t('expenses.reimbursements.paidBy', {
                      name: batch.paid_by_name ?? '',
                      date: instant(batch.paid_at, locale),
                    })}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => void download(batch)}>
                    {t('expenses.reimbursements.csv')}
                  </Button>
                  {batch.status === 'OPEN' && (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={busy}
                      onClick={() => setConfirm({ kind: 'pay', batch })}
                    >
                      {t('expenses.reimbursements.pay')}
                    </Button>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm?.kind === 'pay'
            ? t('expenses.reimbursements.payTitle', { reference: confirm.batch.reference })
            : t('expenses.reimbursements.createTitle')
        }
        body={
          confirm?.kind === 'pay'
            ? t('expenses.reimbursements.payBody', {
                total: money(confirm.batch.total_vnd, 'VND', locale),
                count: confirm.batch.item_count,
              })
            : t('expenses.reimbursements.createBody', {
                count: chosen.length,
                total: money(chosenTotal, 'VND', locale),
              })
        }
        confirm={
          confirm?.kind === 'pay'
            ? t('expenses.reimbursements.confirmPay')
            : t('expenses.reimbursements.create')
        }
        cancel={t('expenses.reimbursements.cancel')}
        busy={busy}
        onConfirm={() => void act()}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}
