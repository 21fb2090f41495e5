import { DataTable, DateField, List, SearchInput, TextField } from 'react-admin';
import type { DirectoryUserFragment } from '../../api/generated/admin';
import { ResponsiveListBody } from '../../resources/common/ResponsiveList';
import { displayName } from './names';

const phone = (p: DirectoryUserFragment) =>
  p.national_phone_number ? `+${p.country_calling_code ?? ''} ${p.national_phone_number}` : '';

/** Everyone who can sign in, found by e-mail, phone, name or id. */
export function PeopleList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'inserted_at', order: 'DESC' }}
    >
      <ResponsiveListBody<DirectoryUserFragment>
        link="show"
        primaryText={displayName}
        secondaryText={(p) => p.email ?? phone(p)}
        tertiaryText={(p) => p.role}
      >
        <DataTable.Col source="last_name" disableSort render={displayName} />
        <DataTable.Col source="email" disableSort>
          <TextField source="email" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="national_phone_number" disableSort render={phone} />
        <DataTable.Col source="role" disableSort />
        <DataTable.Col source="inserted_at" disableSort>
          <DateField source="inserted_at" />
        </DataTable.Col>
      </ResponsiveListBody>
    </List>
  );
}
