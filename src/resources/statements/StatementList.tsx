import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, List, NumberInput, TopToolbar, useTranslate, FilterButton } from 'react-admin';
import { useListContext } from 'react-admin';
import type { StatementSummary } from '../../dataProviders/corporate/statements';
import { useFormatMoney } from '../common/formats';
import { ResponsiveListBody } from '../common/ResponsiveList';
import { useVietnamDate } from '../bookings/vietnamDate';
import { monthText, periodText } from './statementText';
import { MonthOverview } from './MonthOverview';

const RIGHT = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function StatementsEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('console.statements.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('console.statements.emptyHint')}
      </Typography>
    </Box>
  );
}

const filters = [<NumberInput key="year" source="year" min={2000} max={2100} alwaysOn />];

function StatementTable() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  return (
    <ResponsiveListBody<StatementSummary>
      link="show"
      primaryText={(s) => `${monthText(s, translate)} · ${money(s.total_price, s.currency)}`}
      secondaryText={(s) => periodText(s, translate, date)}
      tertiaryText={(s) => translate(`console.statements.cycles.${s.reconcilliation_cycle_type}`)}
    >
      <DataTable.Col
        source="period"
        disableSort
        render={(s: StatementSummary) => periodText(s, translate, date)}
      />
      <DataTable.Col
        source="effective_for"
        disableSort
        render={(s: StatementSummary) => monthText(s, translate)}
      />
      <DataTable.Col
        source="reconcilliation_cycle_type"
        disableSort
        render={(s: StatementSummary) =>
          translate(`console.statements.cycles.${s.reconcilliation_cycle_type ?? 'MONTHLY'}`)
        }
      />
      <DataTable.Col
        source="status"
        disableSort
        render={(s: StatementSummary) => translate(`console.statements.statuses.${s.status}`)}
      />
      <DataTable.Col
        source="total_net_price"
        disableSort
        align="right"
        sx={RIGHT}
        render={(s: StatementSummary) => money(s.total_net_price ?? 0, s.currency)}
      />
      <DataTable.Col
        source="vat_amount"
        disableSort
        align="right"
        sx={RIGHT}
        render={(s: StatementSummary) => money(s.vat_amount ?? 0, s.currency)}
      />
      <DataTable.Col
        source="total_price"
        disableSort
        align="right"
        sx={RIGHT}
        render={(s: StatementSummary) => money(s.total_price, s.currency)}
      />
    </ResponsiveListBody>
  );
}

/** The older overview (/corporate/payment-overview-old) opens the list with `view: months`. */
function Body() {
  const { filterValues } = useListContext();
  if ((filterValues as { view?: string }).view === 'months') return <MonthOverview />;
  return <StatementTable />;
}

/**
 * Reconciliation statements at /corporate/payment-statement: newest period first, by year; the
 * period, cycle, status and totals (amounts right-aligned). A table from tablet up, a simple
 * list on phones; a row opens the statement (/corporate/payment-statement/detail?id=).
 */
export function StatementList() {
  return (
    <List<StatementSummary>
      filters={filters}
      perPage={25}
      exporter={false}
      sort={{ field: 'period_start', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      empty={<StatementsEmpty />}
    >
      <Body />
    </List>
  );
}
