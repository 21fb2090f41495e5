import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { InboxTicket } from './ticketFields';

type Message = InboxTicket['messages'][number];

function Files({ files }: { files: Message['attachments'] }) {
  const translate = useTranslate();
  if (!files.length) return null;
  return (
    <Box component="ul" aria-label={translate('supportArea.files')} sx={{ m: 0, mt: 1, pl: 2.5 }}>
      {files.map((file) => (
        <li key={file.id}>
          <Link href={file.url} target="_blank" rel="noopener noreferrer">
            {file.file_name}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** The ticket's messages, oldest first: who wrote, when, what, and their files. */
export function TicketThread() {
  const ticket = useRecordContext<InboxTicket>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!ticket) return null;
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Box component="section" aria-labelledby="thread-heading" sx={{ mt: 2 }}>
      <Typography id="thread-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {translate('supportArea.thread')}
      </Typography>
      {ticket.messages.length === 0 && (
        <Typography>{translate('supportArea.noMessages')}</Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {ticket.messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            sx={{
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: message.author === 'SUPPORT' ? 'action.hover' : 'background.paper',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {translate(`supportArea.author.${message.author}`)}
              {message.author_name ? ` · ${message.author_name}` : ''} ·{' '}
              {when.format(new Date(message.inserted_at))}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{message.body}</Typography>
            <Files files={message.attachments} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
