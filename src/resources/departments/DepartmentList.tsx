import {
  BooleanField,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { LocaleDateField, MoneyField, useFormatMoney } from '../common/formats';
import { ListEmpty } from '../common/ListEmpty';
import { ResponsiveListBody } from '../common/ResponsiveList';

export interface Department extends RaRecord {
  name: string;
  active: boolean;
  approver_id: string | null;
  monthly_limit: number | null;
  inserted_at: string;
  approver: {
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  } | null;
}

export const approverName = (d: Department) =>
  d.approver
    ? [d.approver.last_name, d.approver.first_name].filter(Boolean).join(' ') ||
      (d.approver.email ?? '')
    : null;

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="active"
      source="active"
      alwaysOn
      emptyText="console.departments.all"
      choices={[
        { id: true, name: translate('console.departments.onlyActive') },
        { id: false, name: translate('console.departments.onlyInactive') },
      ]}
    />,
  ];
}

/** Departments (spec §3) at /corporate/department: searched, filtered by active, sorted, paged. */
export function DepartmentList() {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const money = (d: Department) =>
    d.monthly_limit === null
      ? translate('console.departments.noLimit')
      : formatMoney(d.monthly_limit);
  return (
    <List<Department>
      filters={useFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<ListEmpty messages="departments" />}
    >
      <ResponsiveListBody<Department>
        primaryText={(d) => d.name}
        secondaryText={(d) => approverName(d) ?? translate('console.departments.noApprover')}
        tertiaryText={money}
      >
        <DataTable.Col source="name" />
        <DataTable.Col
          source="approver_id"
          disableSort
          render={(d: Department) => approverName(d) ?? '—'}
        />
        <DataTable.Col source="monthly_limit">
          <MoneyField source="monthly_limit" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="inserted_at">
          <LocaleDateField source="inserted_at" />
        </DataTable.Col>
      </ResponsiveListBody>
    </List>
  );
}
