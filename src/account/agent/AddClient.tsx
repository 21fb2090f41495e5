import './catalogue';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { graphqlRequest } from '../../api/graphql';
import {
  CancelTravelAgentInvitationDocument,
  InviteTravelAgentClientDocument,
  TravelAgentInvitationsDocument,
  type TravelAgentInvitationFieldsFragment,
} from '../../api/generated/main';
import { useLocale, useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import { formatVietnamDayTime } from '../../public-site/search/format';

type Invitation = TravelAgentInvitationFieldsFragment;

/** The message key of a refused invitation, by the server's code and rule. */
function refusal(error: unknown): SiteKey {
  const { status, body } = error as {
    status?: number;
    body?: { fieldErrors?: Array<{ rule: string }> };
  };
  if (status === 429) return 'agent.add.tooMany';
  const rule = body?.fieldErrors?.[0]?.rule;
  if (rule === 'email') return 'agent.add.invalid';
  if (rule === 'self') return 'agent.add.self';
  if (rule === 'already_client') return 'agent.add.already';
  return 'agent.add.failed';
}

/**
 * "Add a client": the agent names the client's e-mail; the client gets an invitation and agrees
 * in their account (nothing is shared before). Lists the invitations still waiting, each
 * withdrawable.
 */
export function AddClient() {
  const t = useT();
  const { locale } = useLocale();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SiteKey | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<Invitation[] | null>(null);
  const [cancelFailed, setCancelFailed] = useState(false);

  useEffect(() => {
    let live = true;
    graphqlRequest('main', TravelAgentInvitationsDocument, {}).then(
      (data) => live && setWaiting(data.travel_agent_invitations),
      () => live && setWaiting([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setSent(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError('agent.add.invalid');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const data = await graphqlRequest('main', InviteTravelAgentClientDocument, {
        email: address,
      });
      const invitation = data.invite_travel_agent_client;
      setWaiting((list) => [invitation, ...(list ?? []).filter((i) => i.id !== invitation.id)]);
      setSent(invitation.email);
      setEmail('');
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (invitation: Invitation) => {
    setCancelFailed(false);
    try {
      await graphqlRequest('main', CancelTravelAgentInvitationDocument, { id: invitation.id });
      setWaiting((list) => (list ?? []).filter((i) => i.id !== invitation.id));
    } catch {
      setCancelFailed(true);
    }
  };

  return (
    <Box component="section" aria-labelledby="agent-add-title" sx={{ mt: 3 }}>
      <Typography id="agent-add-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('agent.add.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('agent.add.help')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          type="email"
          size="small"
          label={t('agent.add.email')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ? t(error) : ' '}
          autoComplete="off"
          sx={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 0.25 }}>
          {t('agent.add.send')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {sent && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('agent.add.sent', { email: sent })}
          </Alert>
        )}
        {cancelFailed && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('agent.pending.cancelFailed')}
          </Alert>
        )}
      </Box>
      {waiting && waiting.length > 0 && (
        <>
          <Typography component="h4" variant="body2" sx={{ mt: 2, fontWeight: 600 }}>
            {t('agent.pending.title')}
          </Typography>
          <List dense disablePadding>
            {waiting.map((invitation) => (
              <ListItem
                key={invitation.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('agent.pending.cancel', { email: invitation.email })}
                    title={t('agent.pending.cancelShort')}
                    onClick={() => void cancel(invitation)}
                  >
                    <CloseOutlined />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={invitation.email}
                  secondary={t('agent.pending.until', {
                    date: formatVietnamDayTime(invitation.expires_at, locale),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
