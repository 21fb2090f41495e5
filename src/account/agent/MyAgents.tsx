import './catalogue';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import {
  AcceptTravelAgentInvitationDocument,
  DeclineTravelAgentInvitationDocument,
  MyTravelAgentsDocument,
  RemoveTravelAgentDocument,
  type MyTravelAgentsQuery,
} from '../../api/generated/main';
import { useLocale, useT } from '../../i18n/context';
import { formatVietnamDay } from '../../public-site/search/format';
import { travellerName } from './agentStore';

type Data = MyTravelAgentsQuery;
type Agent = Data['my_travel_agents'][number];
type Invitation = Data['my_travel_agent_invitations'][number];
type Notice = { severity: 'success' | 'info' | 'error'; text: string } | null;

/**
 * The person's side of the agent's desk, in /account/invitations: travel agents asking to book
 * for them (agree or decline) and the agents who may (remove, after a confirmation). Nobody
 * else answers these for them (the server refuses them while anyone acts for the person).
 */
export function MyAgents() {
  const t = useT();
  const { locale } = useLocale();
  const [data, setData] = useState<Data | 'loading' | 'error'>('loading');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Agent | null>(null);

  const reload = () =>
    graphqlRequest('main', MyTravelAgentsDocument, {}).then(setData, () => setData('error'));
  useEffect(() => {
    void reload();
  }, []);

  const act = async (run: () => Promise<unknown>, success: Notice) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
      setNotice(success);
      await reload();
    } catch {
      setNotice({ severity: 'error', text: t('agent.mine.failed') });
    } finally {
      setBusy(false);
    }
  };
  const answer = (invitation: Invitation, accept: boolean) => {
    const vars = { agent: invitation.agent_name };
    void act(
      () =>
        accept
          ? graphqlRequest('main', AcceptTravelAgentInvitationDocument, { id: invitation.id })
          : graphqlRequest('main', DeclineTravelAgentInvitationDocument, { id: invitation.id }),
      accept
        ? { severity: 'success', text: t('agent.mine.accepted', vars) }
        : { severity: 'info', text: t('agent.mine.declined', vars) },
    );
  };
  const remove = (agent: Agent) => {
    setRemoving(null);
    void act(() => graphqlRequest('main', RemoveTravelAgentDocument, { agent_id: agent.id }), {
      severity: 'info',
      text: t('agent.mine.removed', { agent: travellerName(agent) }),
    });
  };

  return (
    <Box component="section" aria-labelledby="my-agents-title" sx={{ mt: 5 }}>
      <Typography id="my-agents-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('agent.mine.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('agent.mine.subtitle')}
      </Typography>
      <Box aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }}>
            {notice.text}
          </Alert>
        )}
      </Box>
      {data === 'loading' && <Typography role="status">{t('agent.loading')}</Typography>}
      {data === 'error' && <Alert severity="error">{t('agent.mine.failed')}</Alert>}
      {typeof data === 'object' && (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.my_travel_agent_invitations.map((invitation) => (
              <Paper
                component="li"
                variant="outlined"
                key={invitation.id}
                aria-labelledby={`agent-invitation-${invitation.id}`}
                sx={{ p: 2 }}
              >
                <Typography id={`agent-invitation-${invitation.id}`} sx={{ fontWeight: 600 }}>
                  {t('agent.mine.invite', { agent: invitation.agent_name })}
                </Typography>
                <Typography color="text.secondary">
                  {t('agent.pending.until', {
                    date: formatVietnamDay(invitation.expires_at, locale),
                  })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                  <Button
                    variant="contained"
                    disabled={busy}
                    onClick={() => answer(invitation, true)}
                  >
                    {t('agent.mine.accept')}
                  </Button>
                  <Button
                    variant="outlined"
                    disabled={busy}
                    onClick={() => answer(invitation, false)}
                  >
                    {t('agent.mine.decline')}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
          <Typography component="h3" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
            {t('agent.mine.agents')}
          </Typography>
          {data.my_travel_agents.length === 0 ? (
            <Typography color="text.secondary">{t('agent.mine.noAgents')}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.my_travel_agents.map((agent) => (
                <Box
                  component="li"
                  key={agent.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <Typography sx={{ flex: '1 1 12rem' }}>
                    {travellerName(agent)}
                    {agent.email && (
                      <Typography component="span" color="text.secondary">
                        {` · ${agent.email}`}
                      </Typography>
                    )}
                  </Typography>
                  <Button
                    color="error"
                    disabled={busy}
                    aria-label={`${t('agent.mine.remove')} ${travellerName(agent)}`}
                    onClick={() => setRemoving(agent)}
                  >
                    {t('agent.mine.remove')}
                  </Button>
                </Box>
              ))}
            </Stack>
          )}
        </>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        aria-labelledby="remove-agent-title"
        aria-describedby="remove-agent-text"
      >
        {removing && (
          <>
            <DialogTitle id="remove-agent-title">
              {t('agent.mine.removeTitle', { agent: travellerName(removing) })}
            </DialogTitle>
            <DialogContent>
              <DialogContentText id="remove-agent-text">
                {t('agent.mine.removeText', { agent: travellerName(removing) })}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setRemoving(null)}>{t('agent.mine.cancel')}</Button>
              <Button color="error" variant="contained" onClick={() => remove(removing)}>
                {t('agent.mine.remove')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
