import { DataTable, DateField, List, TextInput } from 'react-admin';
import type { AuditLogsQuery } from '../../api/generated/admin';
import { ResponsiveListBody } from '../../resources/common/ResponsiveList';
import { displayName } from '../people/names';

type Row = AuditLogsQuery['audit_logs']['entries'][number];

const who = (person: Row['actor']) =>
  person ? `${displayName(person)} <${person.email ?? ''}>` : '—';
const details = (row: Row) => (row.metadata ? JSON.stringify(row.metadata) : '');

/** The audit log, newest first: who did what, for whom; by person or action. */
export function AuditList() {
  const filters = [
    <TextInput key="user_id" source="user_id" label="supportArea.audit.person" alwaysOn />,
    <TextInput key="action" source="action" label="supportArea.audit.action" alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ResponsiveListBody<Row>
        link={false}
        primaryText={(r) => r.action}
        secondaryText={(r) => `${who(r.actor)}${r.patron ? ` → ${who(r.patron)}` : ''}`}
        tertiaryText={(r) => new Date(r.created_at).toLocaleString()}
      >
        <DataTable.Col source="created_at" disableSort>
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="actor" disableSort render={(r) => who(r.actor)} />
        <DataTable.Col source="patron" disableSort render={(r) => who(r.patron)} />
        <DataTable.Col source="metadata" disableSort render={details} />
      </ResponsiveListBody>
    </List>
  );
}
