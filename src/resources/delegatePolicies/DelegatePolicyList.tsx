import {
  BooleanField,
  DataTable,
  List,
  ReferenceArrayField,
  SelectInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { LocaleDateField } from '../common/formats';
import { ListEmpty } from '../common/ListEmpty';
import { ResponsiveListBody } from '../common/ResponsiveList';

export interface DelegatePolicy extends RaRecord {
  active: boolean;
  delegatee_ids: string[];
  delegator_ids: string[];
  inserted_at: string;
}

function useFilters() {
  const translate = useTranslate();
  return [
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

const people = (source: 'delegatee_ids' | 'delegator_ids') => (
  <ReferenceArrayField source={source} reference="users" />
);

/** Delegate policies (spec §3, §4), newest first: who may book for whom, and whether it holds. */
export function DelegatePolicyList() {
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.delegate-policies.fields.${key}`);
  return (
    <List<DelegatePolicy>
      filters={useFilters()}
      perPage={25}
      exporter={false}
      empty={<ListEmpty messages="delegatePolicies" />}
    >
      <ResponsiveListBody<DelegatePolicy>
        primaryText={(p) => `${label('delegatee_ids')}: ${p.delegatee_ids.length}`}
        secondaryText={(p) => `${label('delegator_ids')}: ${p.delegator_ids.length}`}
        tertiaryText={(p) => (p.active ? translate('console.departments.onlyActive') : '')}
      >
        <DataTable.Col source="delegatee_ids" disableSort>
          {people('delegatee_ids')}
        </DataTable.Col>
        <DataTable.Col source="delegator_ids" disableSort>
          {people('delegator_ids')}
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="inserted_at" disableSort>
          <LocaleDateField source="inserted_at" />
        </DataTable.Col>
      </ResponsiveListBody>
    </List>
  );
}
