import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { TICKET_TRANSITIONS } from '../../../common/support-rules';
import { useErrorText } from '../errorText';
import type { InboxTicket } from './ticketFields';

/** Moves the ticket along its workflow: one button per status it may move to. */
export function TicketStatusButtons() {
  const ticket = useRecordContext<InboxTicket>();
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!ticket) return null;
  const move = async (status: string) => {
    setBusy(true);
    try {
      await dataProvider.setStatus('tickets', { id: ticket.id, status });
      notify('supportArea.moved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {TICKET_TRANSITIONS[ticket.status].map((status) => (
        <Button key={status} variant="outlined" disabled={busy} onClick={() => void move(status)}>
          {translate('supportArea.moveTo', {
            status: translate(`supportArea.status.${status}`),
          })}
        </Button>
      ))}
    </Box>
  );
}

/** Support's answer: reaches the sender by e-mail and under their account. */
export function TicketReply() {
  const ticket = useRecordContext<InboxTicket>();
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!ticket) return null;
  if (ticket.status === 'CLOSED') return <p>{translate('supportArea.reply.closed')}</p>;
  const send = async (close: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.reply('tickets', { id: ticket.id, body, close });
      setBody('');
      notify('supportArea.reply.sent', { type: 'success' });
      refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), void send(false))} sx={{ mt: 2 }}>
      <TextField
        label={translate('supportArea.reply.label')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={4}
        fullWidth
        required
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy || !body.trim()}>
          {translate('supportArea.reply.send')}
        </Button>
        <Button variant="outlined" disabled={busy || !body.trim()} onClick={() => void send(true)}>
          {translate('supportArea.reply.sendAndClose')}
        </Button>
      </Box>
    </Box>
  );
}
