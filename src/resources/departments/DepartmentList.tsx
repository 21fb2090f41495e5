import {
  BooleanField,
  DataTable,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
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

const VND = { style: 'currency', currency: 'VND' } as const;

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
  const money = (d: Department) =>
    d.monthly_limit === null
      ? translate('console.departments.noLimit')
      : new Intl.NumberFormat(undefined, VND).format(d.monthly_limit);
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
          <NumberField source="monthly_limit" options={VND} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="inserted_at">
          <DateField source="inserted_at" />
        </DataTable.Col>
      </ResponsiveListBody>
    </List>
  );
}
