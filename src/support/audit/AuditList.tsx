import { DataTable, List, TextInput } from 'react-admin';
import type { AuditLogsQuery } from '../../api/generated/admin';
import { LocaleDateField, useConsoleLocale } from '../../resources/common/formats';
import { ResponsiveListBody } from '../../resources/common/ResponsiveList';
import { intlLocale } from '../../../common/money';
import { displayName } from '../people/names';

type Row = AuditLogsQuery['audit_logs']['entries'][number];

const who = (person: Row['actor']) =>
  person ? `${displayName(person)} <${person.email ?? ''}>` : '—';
/** What changed as "field: before → after", then any other details as JSON. */
function details(row: Row): string {
  const metadata = row.metadata as Record<string, unknown> | null;
  if (!metadata) return '';
  const { changes, ...rest } = metadata as {
    changes?: Record<string, { from: unknown; to: unknown }>;
  };
  const changed = Object.entries(changes ?? {}).map(
    ([field, c]) => `${field}: ${String(c.from ?? '—')} → ${String(c.to ?? '—')}`,
  );
  const other = Object.keys(rest).length > 0 ? [JSON.stringify(rest)] : [];
  return [...changed, ...other].join('; ');
}

/** The audit log, newest first: who did what, for whom; by person or action. */
export function AuditList() {
  const locale = intlLocale(useConsoleLocale());
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
        tertiaryText={(r) => new Date(r.created_at).toLocaleString(locale)}
      >
        <DataTable.Col source="created_at" disableSort>
          <LocaleDateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="actor" disableSort render={(r) => who(r.actor)} />
        <DataTable.Col source="patron" disableSort render={(r) => who(r.patron)} />
        <DataTable.Col
          source="corporate_name"
          disableSort
          render={(r) => r.corporate_name ?? '—'}
        />
        <DataTable.Col source="metadata" disableSort render={details} />
      </ResponsiveListBody>
    </List>
  );
}
