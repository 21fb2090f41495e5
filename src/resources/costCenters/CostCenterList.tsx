import { ResponsiveListBody } from '../common/ResponsiveList';
import {
  CreateButton,
  useTranslate,
  type RaRecord,
  BooleanField,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import { ListEmpty } from '../common/ListEmpty';
// The list runtime's pieces from its module (docs/decisions.md, "Console bundle").
import { BudgetsUsage, useMoney, usedPercent, type Budget } from './BudgetUsage';
import { EnforcementNotice } from './EnforcementNotice';

export interface CostCenter extends RaRecord {
  name: string;
  code: string | null;
  active: boolean;
  balance: number | null;
  budgets: Budget[];
  assignees: Array<{ id: string }>;
}

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="active"
      source="active"
      alwaysOn
      emptyText="console.costCenters.all"
      choices={[
        { id: true, name: translate('console.costCenters.onlyActive') },
        { id: false, name: translate('console.costCenters.onlyArchived') },
      ]}
    />,
  ];
}

function ListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <EnforcementNotice />
        <CreateButton />
      </Stack>
    </TopToolbar>
  );
}

/**
 * Cost centers at /corporate/cost-center: searched by name or code, filtered by active or
 * archived, sorted by name; each row shows its budgets' use in the current period with a bar. A table
 * from tablet up, a simple list on phones; a row opens the cost center.
 */
export function CostCenterList() {
  const translate = useTranslate();
  const money = useMoney();
  const phoneLine = (c: CostCenter) => {
    const first = c.budgets[0];
    if (!first) return translate('console.costCenters.noBudget');
    return `${translate(`console.costCenters.periods.${first.reset_period ?? 'MONTHLY'}`)}: ${money(
      first.used_balance,
      first.currency,
    )} / ${money(first.amount, first.currency)} (${usedPercent(first)}%)`;
  };
  return (
    <List<CostCenter>
      filters={useFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<ListActions />}
      empty={<ListEmpty messages="costCenters" />}
    >
      <ResponsiveListBody<CostCenter>
        link="show"
        primaryText={(c) => (c.code ? `${c.name} (${c.code})` : c.name)}
        secondaryText={phoneLine}
        tertiaryText={(c) => (c.active ? '' : translate('console.costCenters.archived'))}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="code" render={(c: CostCenter) => c.code ?? '—'} />
        <DataTable.Col
          source="budgets"
          disableSort
          render={(c: CostCenter) => <BudgetsUsage budgets={c.budgets} />}
        />
        <DataTable.Col
          source="balance"
          disableSort
          render={(c: CostCenter) =>
            c.balance === null || !c.budgets[0] ? '—' : money(c.balance, c.budgets[0].currency)
          }
        />
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
      </ResponsiveListBody>
    </List>
  );
}
