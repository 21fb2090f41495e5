import { RoleField } from '../common/RoleField';
import { ResponsiveListBody } from '../common/ResponsiveList';
import { MoneyField } from '../common/formats';
import {
  AutocompleteInput,
  NullableBooleanInput,
  useCanAccess,
  useTranslate,
  type RaRecord,
  BooleanField,
  DataTable,
  List,
  Loading,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { ReferenceInput } from '../references/referenceInputs';
// The list runtime's pieces from its module (see StaffInputs.tsx and docs/decisions.md).
import { CORPORATE_ROLES } from '../../../common/permissions/corporate';
import { invitationLabel } from './InvitationPanel';
import { StaffListActions } from './StaffListActions';

interface Staff extends RaRecord {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  role: string;
  active: boolean;
  invitation: string;
  monthly_limit: number | null;
  department: { id: string; name: string } | null;
}

export const staffName = (s: Staff) =>
  [s.last_name, s.first_name].filter(Boolean).join(' ') || s.email || '—';

function useFilters() {
  const translate = useTranslate();
  const { canAccess: costCenters, isPending } = useCanAccess({
    resource: 'cost-center',
    action: 'list',
  });
  // The filter form takes the URL's filter values only for the inputs it has when it mounts:
  // the list waits until the cost-center filter is known, or a URL's cost center would filter
  // the list without showing in its input (the menu asks the same question, which hid this
  // while it was on screen first).
  if (isPending) return undefined;
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
    <NullableBooleanInput key="active" source="active" alwaysOn />,
    // Staff assigned to a cost center directly or through their department; offered to those
    // who may read cost centers (approvers read staff, not budgets).
    ...(costCenters
      ? [
          <ReferenceInput
            key="cost_center_id"
            source="cost_center_id"
            reference="cost-center"
            sort={{ field: 'name', order: 'ASC' }}
            perPage={100}
            label="resources.users.fields.cost_center_ids"
          >
            <AutocompleteInput />
          </ReferenceInput>,
        ]
      : []),
  ];
}

/**
 * The corporate's staff at /corporate/users (spec §3): served page by page by
 * corporate_staffs_page, searched by name, e-mail, phone or employee id, filtered by role and
 * active, sorted by monthly limit, highest first (spec §9). A table from tablet up, a simple
 * list on phones; a row opens the staff member's edit form.
 */
export function StaffList() {
  const translate = useTranslate();
  const filters = useFilters();
  if (!filters) return <Loading />;
  return (
    <List<Staff>
      filters={filters}
      sort={{ field: 'monthly_limit', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<StaffListActions />}
    >
      <ResponsiveListBody<Staff>
        primaryText={staffName}
        secondaryText={(s) => s.email ?? ''}
        tertiaryText={(s) =>
          [
            translate(`console.roles.${s.role}`, { _: s.role }),
            s.invitation !== 'ACCEPTED' ? invitationLabel(translate, s) : null,
          ]
            .filter(Boolean)
            .join(' · ')
        }
      >
        <DataTable.Col source="last_name" label="console.staff.name" render={staffName} />
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <RoleField />
        </DataTable.Col>
        <DataTable.Col
          source="department_id"
          disableSort
          render={(s: Staff) => s.department?.name ?? '—'}
        />
        <DataTable.Col source="monthly_limit" align="right">
          <MoneyField source="monthly_limit" />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col
          source="invitation"
          label="console.staff.invitation.label"
          disableSort
          render={(s: Staff) => invitationLabel(translate, s)}
        />
      </ResponsiveListBody>
    </List>
  );
}
