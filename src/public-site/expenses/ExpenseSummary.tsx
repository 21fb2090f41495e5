import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/context';
import type { Expense } from './expensesApi';
import { day, money } from './format';

const STATUS_COLOR = {
  DRAFT: 'default',
  SUBMITTED: 'warning',
  APPROVED: 'info',
  REJECTED: 'error',
  REIMBURSED: 'success',
} as const;

export function StatusChip({ status }: { status: Expense['status'] }) {
  const t = useT();
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`expenses.status.${status}`)} />;
}

/** One claim in a list: merchant, date, category, amount (and VND), status; `children` acts. */
export function ExpenseSummary({
  expense,
  title,
  showClaimant = false,
  children,
}: {
  expense: Expense;
  title?: ReactNode;
  showClaimant?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const { locale } = useLocale();
  const headingId = `expense-${expense.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {title ?? expense.merchant}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {day(expense.expense_date, locale)} · {t(`expenses.category.${expense.category}`)}
          {showClaimant ? ` · ${t('expenses.list.by', { name: expense.user.name })}` : ''}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="subtitle1">
          {money(expense.amount, expense.currency, locale)}
        </Typography>
        {expense.currency !== 'VND' && (
          <Typography variant="body2" color="text.secondary">
            {money(expense.amount_vnd, 'VND', locale)}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={expense.status} />
        {children}
      </Box>
    </Box>
  );
}
