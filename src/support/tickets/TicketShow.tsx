import { Labeled, Show, TextField, useRecordContext } from 'react-admin';
import { LocaleDateField } from '../../resources/common/formats';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { TicketReply, TicketStatusButtons } from './TicketActions';
import { TicketKindField, TicketStatusField, type InboxTicket } from './ticketFields';
import { TicketThread } from './TicketThread';

function TicketHeading() {
  const ticket = useRecordContext<InboxTicket>();
  return ticket ? (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
      {ticket.number} · {ticket.name}
    </Typography>
  ) : null;
}

/** One ticket: who sent it, its thread and files, its status moves and the reply form. */
export function TicketShow() {
  return (
    <Show>
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <TicketHeading />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 1.5,
            my: 2,
          }}
        >
          <Labeled source="status">
            <TicketStatusField />
          </Labeled>
          <Labeled source="kind">
            <TicketKindField />
          </Labeled>
          <Labeled>
            <TextField source="topic" />
          </Labeled>
          <Labeled>
            <TextField source="email" emptyText="—" />
          </Labeled>
          <Labeled>
            <TextField source="phone_number" emptyText="—" />
          </Labeled>
          <Labeled>
            <TextField source="order_code" emptyText="—" />
          </Labeled>
          <Labeled>
            <LocaleDateField source="inserted_at" showTime />
          </Labeled>
          <Labeled>
            <LocaleDateField source="updated_at" showTime />
          </Labeled>
        </Box>
        <TicketStatusButtons />
        <Divider sx={{ my: 2 }} />
        <TicketThread />
        <TicketReply />
      </Box>
    </Show>
  );
}
