import { RoleField } from '../common/RoleField';
import { ResponsiveListBody } from '../common/ResponsiveList';
import {
  useTranslate,
  type RaRecord,
  DataTable,
  List,
  SearchInput,
  SelectInput,
} from 'react-admin';
// The list runtime's pieces from its module, as every resource does (docs/decisions.md).
import { CORPORATE_ROLES } from '../../../common/permissions/corporate';

interface Member extends RaRecord {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  role: string;
  department: { id: string; name: string } | null;
}

const fullName = (m: Member) => [m.last_name, m.first_name].filter(Boolean).join(' ') || '—';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="role"
      source="role"
      alwaysOn
      choices={CORPORATE_ROLES.map((role) => ({
        id: role,
        name: translate(`console.roles.${role}`),
      }))}
    />,
  ];
}

/**
 * Members and their roles (spec §3, sorted in the role order of §6): the reference resource of
 * the console — a list served by corporate_members, searched and filtered, a table from tablet
 * up and a simple list on phones.
 */
export function MemberList() {
  const translate = useTranslate();
  return (
    <List<Member>
      filters={useFilters()}
      sort={{ field: 'role', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <ResponsiveListBody<Member>
        link={false}
        primaryText={fullName}
        secondaryText={(m) => m.email ?? ''}
        tertiaryText={(m) => translate(`console.roles.${m.role}`, { _: m.role })}
      >
        <DataTable.Col source="last_name" render={fullName} />
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <RoleField />
        </DataTable.Col>
        <DataTable.Col
          source="department"
          disableSort
          render={(m: Member) => m.department?.name ?? '—'}
        />
      </ResponsiveListBody>
    </List>
  );
}
