import { useRecordContext, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import type { InboxTicketFragment } from '../../api/generated/admin';

export type InboxTicket = InboxTicketFragment;

const COLOR = {
  NEW: 'info',
  IN_PROGRESS: 'warning',
  ANSWERED: 'success',
  CLOSED: 'default',
} as const;

/** A ticket's status as a chip (colour and text, never colour alone). */
export function TicketStatusField() {
  const ticket = useRecordContext<InboxTicket>();
  const translate = useTranslate();
  if (!ticket) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[ticket.status]}
      label={translate(`supportArea.status.${ticket.status}`)}
    />
  );
}

export function TicketKindField() {
  const ticket = useRecordContext<InboxTicket>();
  const translate = useTranslate();
  return ticket ? <>{translate(`supportArea.kind.${ticket.kind}`)}</> : null;
}
