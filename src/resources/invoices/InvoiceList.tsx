import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput, useListContext, useTranslate } from 'react-admin';
import type { InvoiceRecord, InvoiceStatistic } from '../../dataProviders/corporate/invoices';
import { useFormatMoney } from '../common/formats';
import { ResponsiveListBody } from '../common/ResponsiveList';
import { useVietnamDate } from '../bookings/vietnamDate';
import { InvoiceStatusChip } from './InvoiceStatusChip';

const STATUSES = ['UNPAID', 'PARTIALLY_PAID', 'OVERDUE', 'PAID'] as const;
const RIGHT = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** Total spending, paid and unpaid over the filtered invoices (corporate_invoice_statistic). */
function InvoiceStatisticBar() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const { meta, isPending } = useListContext();
  const stat = (meta as { statistic?: InvoiceStatistic } | undefined)?.statistic;
  if (isPending || !stat) return null;
  const figures: [string, number][] = [
    ['totalSpending', stat.total_spending],
    ['totalPaid', stat.total_paid],
    ['totalUnpaid', stat.total_unpaid],
  ];
  return (
    <Box
      component="dl"
      aria-label={translate('console.invoices.list.title')}
      sx={{
        m: 0,
        px: 2,
        py: 1.5,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(3, minmax(0, 1fr))' },
        gridAutoFlow: { xs: 'row', sm: 'column' },
        gridTemplateRows: { sm: 'auto auto' },
        columnGap: 3,
        rowGap: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {figures.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`console.invoices.list.${key}`)}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, ...RIGHT }}>
            {money(value, stat.currency)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function InvoicesEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('console.invoices.list.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('console.invoices.list.emptyHint')}
      </Typography>
    </Box>
  );
}

/**
 * Invoices at /corporate/invoice-reconciliation: newest period first, a status filter, the
 * statistic over the filter above the table, amounts right-aligned; a simple list on phones.
 * A row opens the invoice (its payments, pay by QR, pay from the wallet).
 */
export function InvoiceList() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.invoices.${key}`, options);
  const period = (r: InvoiceRecord) =>
    t('list.period', { month: r.effective_for.month, year: r.effective_for.year });
  const filters = [
    <SelectInput
      key="status"
      source="status"
      label={t('fields.status')}
      emptyText={t('list.allStatuses')}
      choices={STATUSES.map((id) => ({ id, name: t(`statuses.${id}`) }))}
      alwaysOn
    />,
  ];
  return (
    <List<InvoiceRecord>
      filters={filters}
      perPage={25}
      exporter={false}
      empty={<InvoicesEmpty />}
      title={t('list.title')}
    >
      <InvoiceStatisticBar />
      <ResponsiveListBody<InvoiceRecord>
        link="show"
        primaryText={(r) => `${period(r)} · ${money(r.value, r.currency)}`}
        secondaryText={(r) =>
          `${t('fields.unpaid')}: ${money(r.unpaid, r.currency)} · ${t('fields.due_at')}: ${r.due_at ? date(r.due_at) : '—'}`
        }
        tertiaryText={(r) => t(`statuses.${r.status}`)}
      >
        <DataTable.Col
          source="effective_for"
          label={t('fields.effective_for')}
          disableSort
          render={period}
        />
        <DataTable.Col
          source="inserted_at"
          label={t('fields.inserted_at')}
          disableSort
          render={(r: InvoiceRecord) => date(r.inserted_at)}
        />
        <DataTable.Col
          source="due_at"
          label={t('fields.due_at')}
          disableSort
          render={(r: InvoiceRecord) => (r.due_at ? date(r.due_at) : '—')}
        />
        <DataTable.Col
          source="status"
          label={t('fields.status')}
          disableSort
          render={(r: InvoiceRecord) => <InvoiceStatusChip status={r.status} />}
        />
        <DataTable.Col
          source="value"
          label={t('fields.value')}
          disableSort
          align="right"
          sx={RIGHT}
          render={(r: InvoiceRecord) => money(r.value, r.currency)}
        />
        <DataTable.Col
          source="paid"
          label={t('fields.paid')}
          disableSort
          align="right"
          sx={RIGHT}
          render={(r: InvoiceRecord) => money(r.paid, r.currency)}
        />
        <DataTable.Col
          source="unpaid"
          label={t('fields.unpaid')}
          disableSort
          align="right"
          sx={RIGHT}
          render={(r: InvoiceRecord) => money(r.unpaid, r.currency)}
        />
      </ResponsiveListBody>
    </List>
  );
}
