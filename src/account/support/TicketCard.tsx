import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import type { Locale } from '../../i18n/types';
import { formatVietnamDayTime } from '../../public-site/search/format';
import type { MyTicket } from './supportTickets';

const STATUS_COLOR = {
  NEW: 'default',
  IN_PROGRESS: 'info',
  ANSWERED: 'success',
  CLOSED: 'default',
} as const;

function when(iso: string, locale: Locale): string {
  return formatVietnamDayTime(iso, locale);
}

/** One ticket with its whole thread: the sender's message, then Wayfare's replies. */
export function TicketCard({ ticket, highlighted }: { ticket: MyTicket; highlighted: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const headingId = `ticket-${ticket.number}`;
  const ref = useRef<HTMLElement>(null);
  // Opened from a reply e-mail (?ticket=WF-…): bring that ticket into view.
  useEffect(() => {
    if (highlighted && typeof ref.current?.scrollIntoView === 'function') {
      ref.current.scrollIntoView({ block: 'start' });
    }
  }, [highlighted]);
  return (
    <Paper
      ref={ref}
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, borderColor: highlighted ? 'primary.main' : undefined }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t(`support.account.kind.${ticket.kind}`)} {ticket.number}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOR[ticket.status]}
          label={t(`support.account.status.${ticket.status}`)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`support.topics.${ticket.topic as 'OTHER'}`)} ·{' '}
        {t('support.account.sentOn', { time: when(ticket.inserted_at, locale) })}
        {ticket.order_code && ` · ${t('support.account.orderCode', { code: ticket.order_code })}`}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
        {ticket.messages.map((message) => {
          const fromSupport = message.author === 'SUPPORT';
          return (
            <Box
              component="li"
              key={message.id}
              sx={{
                p: 1.5,
                borderRadius: 1,
                bgcolor: fromSupport ? 'action.hover' : 'transparent',
                borderLeft: 3,
                borderColor: fromSupport ? 'primary.main' : 'divider',
              }}
            >
              <Typography variant="subtitle2" component="p">
                {fromSupport ? t('support.account.supportTeam') : t('support.account.you')} ·{' '}
                <time dateTime={message.inserted_at}>{when(message.inserted_at, locale)}</time>
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{message.body}</Typography>
              {message.attachments.length > 0 && (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2">{t('support.account.attachments')}:</Typography>
                  <Box component="ul" sx={{ m: 0, pl: 3 }}>
                    {message.attachments.map((file) => (
                      <li key={file.id}>
                        <Link href={file.url} target="_blank" rel="noopener noreferrer">
                          {file.file_name}
                        </Link>
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
