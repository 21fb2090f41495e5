import { useRecordContext, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import type { InboxTicketFragment } from '../../api/generated/admin';

export type InboxTicket = InboxTicketFragment;

/** A ticket's status as a chip (text on the theme's default chip, for contrast in both themes). */
export function TicketStatusField() {
  const ticket = useRecordContext<InboxTicket>();
  const translate = useTranslate();
  if (!ticket) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`supportArea.status.${ticket.status}`)}
    />
  );
}

export function TicketKindField() {
  const ticket = useRecordContext<InboxTicket>();
  const translate = useTranslate();
  return ticket ? <>{translate(`supportArea.kind.${ticket.kind}`)}</> : null;
}
