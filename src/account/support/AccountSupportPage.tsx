import '../../public-site/info/support/catalogue';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { HttpError } from '../../api/httpError';
import { announceSessionExpired } from '../../api/sessionExpiry';
import { hasSessionTokens } from '../../api/tokens';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { useStore } from '../store/createStore';
import { openAccountDialog } from '../store/dialogStore';
import { sessionStore } from '../store/sessionStore';
import { fetchMyTickets, type MyTicket } from './supportTickets';
import { TicketCard } from './TicketCard';

type State =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; tickets: MyTicket[]; total: number };

/**
 * /account/support (docs/decisions.md "Public pages"): the contact messages, complaints and
 * reports the user sent — signed in, or signed out from the account's e-mail or phone — with
 * Wayfare's replies. `?ticket=WF-…` (the link in reply e-mails) highlights one.
 */
export function AccountSupportPage() {
  const t = useT();
  usePageTitle(t('support.account.title'));
  const { loginTime } = useStore(sessionStore);
  const [params] = useSearchParams();
  const highlighted = params.get('ticket');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() =>
    hasSessionTokens() ? { status: 'loading' } : { status: 'anonymous' },
  );

  useEffect(() => {
    if (!hasSessionTokens()) {
      setState({ status: 'anonymous' });
      if (sessionStore.get().expired) announceSessionExpired();
      else openAccountDialog('review');
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    fetchMyTickets(0).then(
      (page) =>
        !cancelled && setState({ status: 'ready', tickets: page.entries, total: page.total_count }),
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof HttpError && error.status === 401) setState({ status: 'anonymous' });
        else setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, loginTime]);

  const loadMore = async (tickets: MyTicket[]) => {
    try {
      const page = await fetchMyTickets(tickets.length);
      setState({
        status: 'ready',
        tickets: [...tickets, ...page.entries],
        total: page.total_count,
      });
    } catch {
      setState({ status: 'error' });
    }
  };

  return (
    <Box sx={{ maxWidth: 820 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('support.account.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('support.account.subtitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <Button variant="outlined" component={RouterLink} to="/contact">
          {t('support.account.newContact')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/complaint">
          {t('support.account.newComplaint')}
        </Button>
      </Box>
      {state.status === 'anonymous' && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => openAccountDialog('review')}>
              {t('support.account.signIn')}
            </Button>
          }
        >
          {t('support.account.signInPrompt')}
        </Alert>
      )}
      {state.status === 'loading' && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography role="status">{t('support.account.loading')}</Typography>
        </Box>
      )}
      {state.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => setAttempt((a) => a + 1)}>
              {t('support.account.retry')}
            </Button>
          }
        >
          {t('support.account.loadError')}
        </Alert>
      )}
      {state.status === 'ready' && state.tickets.length === 0 && (
        <Alert severity="info">{t('support.account.empty')}</Alert>
      )}
      {state.status === 'ready' && state.tickets.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {state.tickets.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              highlighted={ticket.number === highlighted}
            />
          ))}
          {state.tickets.length < state.total && (
            <Box>
              <Button onClick={() => void loadMore(state.tickets)}>
                {t('support.account.more')}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
