import { DataTable, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { LocaleDateField } from '../../resources/common/formats';
import type { DirectoryCorporateFragment } from '../../api/generated/admin';
import { ResponsiveListBody } from '../../resources/common/ResponsiveList';
import { CompanyStatusField } from './CompanyStatusField';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Every corporate; the status filter PENDING is the queue of registrations to decide. */
export function CompanyList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES.map((id) => ({ id, name: `supportArea.corporateStatus.${id}` }))}
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'inserted_at', order: 'DESC' }}>
      <ResponsiveListBody<DirectoryCorporateFragment>
        link="show"
        primaryText={(c) => c.display_name || c.company_name}
        secondaryText={(c) => translate(`supportArea.corporateStatus.${c.status}`)}
        tertiaryText={(c) => c.company_tax_code ?? ''}
      >
        <DataTable.Col source="company_name" disableSort />
        <DataTable.Col source="company_tax_code" disableSort />
        <DataTable.Col source="status" disableSort>
          <CompanyStatusField />
        </DataTable.Col>
        <DataTable.Col source="owner" disableSort render={(c) => c.owner.email ?? '—'} />
        <DataTable.Col source="inserted_at" disableSort>
          <LocaleDateField source="inserted_at" />
        </DataTable.Col>
      </ResponsiveListBody>
    </List>
  );
}
