import {
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { TICKET_KINDS, TICKET_STATUSES } from '../../../common/support-rules';
import { ResponsiveListBody } from '../../resources/common/ResponsiveList';
import { TicketKindField, TicketStatusField, type InboxTicket } from './ticketFields';

/** The support inbox: every ticket, newest first, by status, kind and search. */
export function TicketList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      emptyText={translate('ra.action.clear_input_value')}
      choices={TICKET_STATUSES.map((id) => ({ id, name: `supportArea.status.${id}` }))}
    />,
    <SelectInput
      key="kind"
      source="kind"
      choices={TICKET_KINDS.map((id) => ({ id, name: `supportArea.kind.${id}` }))}
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'inserted_at', order: 'DESC' }}>
      <ResponsiveListBody<InboxTicket>
        link="show"
        primaryText={(t) => `${t.number} · ${t.name}`}
        secondaryText={(t) => translate(`supportArea.status.${t.status}`)}
        tertiaryText={(t) => translate(`supportArea.kind.${t.kind}`)}
      >
        <DataTable.Col source="number" disableSort />
        <DataTable.Col source="status" disableSort>
          <TicketStatusField />
        </DataTable.Col>
        <DataTable.Col source="kind" disableSort>
          <TicketKindField />
        </DataTable.Col>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="email" disableSort>
          <TextField source="email" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="inserted_at">
          <DateField source="inserted_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </ResponsiveListBody>
    </List>
  );
}
