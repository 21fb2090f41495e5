import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormatDate, useFormatMoney } from '../common/formats';

export interface Budget {
  id: string;
  amount: number;
  balance: number;
  used_balance: number;
  currency: string;
  reset_period?: string | null;
  reset_day?: number | null;
  resets_at?: string | null;
}

/** Formats whole minor units of `currency` (VND has none; USD cents) in the console's locale. */
export const useMoney = useFormatMoney;

/** Share of the budget used, 0–100 (a budget of 0 with spending is full). */
export const usedPercent = (b: Budget) =>
  b.amount > 0
    ? Math.min(100, Math.round((b.used_balance / b.amount) * 100))
    : b.used_balance > 0
      ? 100
      : 0;

/**
 * One budget's period, used and left amounts with a bar: green, amber from 80 %, red when spent
 * or overspent. `detailed` adds when it resets (the show page).
 */
export function BudgetUsage({ budget, detailed = false }: { budget: Budget; detailed?: boolean }) {
  const translate = useTranslate();
  const money = useMoney();
  const date = useFormatDate();
  const percent = usedPercent(budget);
  const period = translate(`console.costCenters.periods.${budget.reset_period ?? 'MONTHLY'}`);
  const color = percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'success';
  return (
    <Box sx={{ minWidth: 180, mb: 1 }}>
      <Typography variant="caption" component="div" color="text.secondary">
        {period} ·{' '}
        {translate('console.costCenters.usedOf', {
          used: money(budget.used_balance, budget.currency),
          amount: money(budget.amount, budget.currency),
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={color}
        aria-label={translate('console.costCenters.usage', { period })}
        sx={{ height: 6, borderRadius: 3, my: 0.5 }}
      />
      <Typography variant="caption" component="div">
        {budget.balance < 0
          ? translate('console.costCenters.overspent', {
              amount: money(-budget.balance, budget.currency),
            })
          : translate('console.costCenters.left', {
              balance: money(budget.balance, budget.currency),
            })}
        {detailed
          ? ` · ${
              budget.resets_at
                ? translate('console.costCenters.resetsOn', {
                    date: date(budget.resets_at, {
                      timeZone: 'Asia/Ho_Chi_Minh',
                    }),
                  })
                : translate('console.costCenters.neverResets')
            }`
          : ''}
      </Typography>
    </Box>
  );
}

/** Every budget of a cost center, or "no budget". */
export function BudgetsUsage({ budgets, detailed }: { budgets: Budget[]; detailed?: boolean }) {
  const translate = useTranslate();
  if (budgets.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('console.costCenters.noBudget')}
      </Typography>
    );
  }
  return (
    <>
      {budgets.map((b) => (
        <BudgetUsage key={b.id} budget={b} detailed={detailed} />
      ))}
    </>
  );
}
