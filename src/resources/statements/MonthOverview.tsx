import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { vietnamDate } from '../../../common/calendar';
import type { MonthTotals } from '../../dataProviders/corporate/statements';
import { useFormatMoney } from '../common/formats';

const RIGHT = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The older payments overview (/corporate/payment-overview-old): the year's statements totalled
 * by month (every statement of the year, summed per month; not one page), newest month first,
 * with the year's total in the footer.
 */
export function MonthOverview() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const dataProvider = useDataProvider();
  const { filterValues, setFilters } = useListContext();
  const year =
    Number((filterValues as { year?: unknown }).year) || Number(vietnamDate().slice(0, 4));
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['payment-statement', 'getMonthTotals', year],
    queryFn: async () =>
      (
        (await dataProvider.getMonthTotals('payment-statement', { year })) as {
          data: MonthTotals[];
        }
      ).data,
  });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.statements.overview.${key}`, options);
  const toList = () => setFilters({ year }, {});
  if (isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <MuiButton color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </MuiButton>
        }
      >
        {t('failed')}
      </Alert>
    );
  }
  const rows = data ?? [];
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return (
    <Box component="section" aria-labelledby="overview-title" sx={{ p: 2 }}>
      <Typography id="overview-title" component="h2" variant="h6">
        {t('title')} {year}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('hint')}
      </Typography>
      {isPending ? null : rows.length === 0 ? (
        <Typography sx={{ my: 2 }}>{t('empty', { year })}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('month')}</TableCell>
                <TableCell sx={RIGHT}>{t('count')}</TableCell>
                <TableCell sx={RIGHT}>
                  {translate('resources.payment-statement.fields.total_net_price')}
                </TableCell>
                <TableCell sx={RIGHT}>
                  {translate('resources.payment-statement.fields.vat_amount')}
                </TableCell>
                <TableCell sx={RIGHT}>
                  {translate('resources.payment-statement.fields.total_price')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={`${r.year}-${r.month}-${r.currency}`}>
                  <TableCell>
                    {translate('console.statements.month', { month: r.month, year: r.year })}
                  </TableCell>
                  <TableCell sx={RIGHT}>{r.count}</TableCell>
                  <TableCell sx={RIGHT}>{money(r.total_net_price, r.currency)}</TableCell>
                  <TableCell sx={RIGHT}>{money(r.vat_amount, r.currency)}</TableCell>
                  <TableCell sx={RIGHT}>{money(r.total_price, r.currency)}</TableCell>
                </TableRow>
              ))}
              {currencies.map((c) => {
                const mine = rows.filter((r) => r.currency === c);
                const sum = (k: 'total_net_price' | 'vat_amount' | 'total_price') =>
                  mine.reduce((n, r) => n + r[k], 0);
                return (
                  <TableRow key={`total-${c}`} sx={{ '& td': { fontWeight: 600 } }}>
                    <TableCell>{translate('console.statements.totals')}</TableCell>
                    <TableCell sx={RIGHT}>{mine.reduce((n, r) => n + r.count, 0)}</TableCell>
                    <TableCell sx={RIGHT}>{money(sum('total_net_price'), c)}</TableCell>
                    <TableCell sx={RIGHT}>{money(sum('vat_amount'), c)}</TableCell>
                    <TableCell sx={RIGHT}>{money(sum('total_price'), c)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      <MuiButton sx={{ mt: 2 }} onClick={toList}>
        {t('list')}
      </MuiButton>
    </Box>
  );
}
