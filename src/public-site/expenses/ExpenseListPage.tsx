import './catalogue';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { ExpensesDocument, type ExpenseStatus } from '../../api/generated/corporate';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { ExpenseStates } from './ExpenseStates';
import { ExpenseSummary } from './ExpenseSummary';
import { useExpenseData } from './useExpenseData';

const STATUSES: ExpenseStatus[] = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'REIMBURSED'];

/** /expense/list: one's claims (finance: everyone's, or only theirs), filtered by status. */
export function ExpenseListPage() {
  const t = useT();
  usePageTitle(t('pages.expenseList'));
  const [status, setStatus] = useState<ExpenseStatus | ''>('');
  const fetch = useCallback(
    async (c: { id: string }) =>
      (
        await graphqlRequest('corporate', ExpensesDocument, {
          corporate_id: c.id,
          status: status || null,
        })
      ).expenses,
    [status],
  );
  const { load, reload } = useExpenseData(fetch);
  return (
    <Box
      component="section"
      aria-labelledby="expense-list-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography id="expense-list-heading" component="h1" variant="h5" sx={{ flex: 1 }}>
          {t('pages.expenseList')}
        </Typography>
        <Button component={RouterLink} to="/expense/new" variant="contained">
          {t('expenses.list.add')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('expenses.list.filter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ExpenseStatus | '')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('expenses.list.all')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`expenses.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ExpenseStates load={load} retry={() => void reload()} />
      {load.status === 'ready' &&
        (load.data.items.length === 0 ? (
          <Typography role="status">{t('expenses.list.empty')}</Typography>
        ) : (
          <>
            <Typography role="status" color="text.secondary">
              {t('expenses.list.total', { count: load.data.total })}
            </Typography>
            <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
              {load.data.items.map((expense) => (
                <ExpenseSummary key={expense.id} expense={expense}>
                  <Button
                    component={RouterLink}
                    to={`/expense/detail?id=${encodeURIComponent(expense.id)}`}
                    size="small"
                    aria-label={t('expenses.list.open', { merchant: expense.merchant })}
                  >
                    {t('expenses.list.view')}
                  </Button>
                </ExpenseSummary>
              ))}
            </Box>
          </>
        ))}
    </Box>
  );
}
