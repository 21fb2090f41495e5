import InboxIcon from '@mui/icons-material/Inbox';
import { TicketList } from './TicketList';
import { TicketShow } from './TicketShow';

/** The support inbox (admin service support_tickets and friends). */
export const tickets = {
  list: TicketList,
  show: TicketShow,
  icon: InboxIcon,
  recordRepresentation: 'number',
};
