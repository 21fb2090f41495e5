import './catalogue';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { DecideExpenseDocument, ExpenseApprovalsDocument } from '../../api/generated/corporate';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { ConfirmDialog } from './ConfirmDialog';
import { useRuleText } from './ExpenseDetailPage';
import { ExpenseStates } from './ExpenseStates';
import { ExpenseSummary } from './ExpenseSummary';
import type { Expense } from './expensesApi';
import { useExpenseData } from './useExpenseData';

/** /expense/approval: the submitted claims the approver holds; approve, or reject with a reason. */
export function ExpenseApprovalPage() {
  const t = useT();
  usePageTitle(t('pages.expenseApproval'));
  const ruleText = useRuleText();
  const fetch = useCallback(
    async () =>
      (await graphqlRequest('corporate', ExpenseApprovalsDocument, {})).expense_approvals.items,
    [],
  );
  const { load, reload, setLoad } = useExpenseData<Expense[]>(fetch);
  const [rejecting, setRejecting] = useState<Expense | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (load.status !== 'ready') return <ExpenseStates load={load} retry={() => void reload()} />;
  const decide = async (expense: Expense, decision: 'APPROVE' | 'REJECT') => {
    if (decision === 'REJECT' && !comment.trim()) {
      setCommentError(true);
      return;
    }
    setBusy(expense.id);
    setNotice(null);
    try {
      await graphqlRequest('corporate', DecideExpenseDocument, {
        input: {
          corporate_id: load.corporate.id,
          id: expense.id,
          decision,
          comment: decision === 'REJECT' ? comment.trim() : null,
        },
      });
      setLoad({ ...load, data: load.data.filter((e) => e.id !== expense.id) });
      setNotice({
        ok: true,
        text: t(
          decision === 'APPROVE' ? 'expenses.approval.approved' : 'expenses.approval.rejected',
          {
            merchant: expense.merchant,
          },
        ),
      });
    } catch (error) {
      setNotice({ ok: false, text: t('expenses.approval.failed', { reason: ruleText(error) }) });
    } finally {
      setBusy(null);
      setRejecting(null);
      setComment('');
      setCommentError(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="approval-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="approval-heading" component="h1" variant="h5">
        {t('pages.expenseApproval')}
      </Typography>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      {load.data.length === 0 ? (
        <Typography role="status">{t('expenses.approval.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {load.data.map((expense) => (
            <ExpenseSummary key={expense.id} expense={expense} showClaimant>
              <Button
                component={RouterLink}
                to={`/expense/detail?id=${encodeURIComponent(expense.id)}`}
                size="small"
                aria-label={t('expenses.list.open', { merchant: expense.merchant })}
              >
                {t('expenses.list.view')}
              </Button>
              <Button
                size="small"
                variant="contained"
                disabled={busy === expense.id}
                onClick={() => void decide(expense, 'APPROVE')}
              >
                {t('expenses.approval.approve')}
              </Button>
              <Button
                size="small"
                color="error"
                disabled={busy === expense.id}
                onClick={() => setRejecting(expense)}
              >
                {t('expenses.approval.reject')}
              </Button>
            </ExpenseSummary>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={rejecting !== null}
        title={t('expenses.approval.rejectTitle', { merchant: rejecting?.merchant ?? '' })}
        body={t('expenses.approval.rejectReason')}
        confirm={t('expenses.approval.rejectConfirm')}
        cancel={t('expenses.detail.cancel')}
        busy={busy !== null}
        danger
        onConfirm={() => rejecting && void decide(rejecting, 'REJECT')}
        onClose={() => setRejecting(null)}
      >
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          label={t('expenses.approval.rejectReason')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          required
          error={commentError}
          helperText={commentError ? t('expenses.rules.required') : undefined}
        />
      </ConfirmDialog>
    </Box>
  );
}
