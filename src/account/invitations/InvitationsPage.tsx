import '../catalogue';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import {
  AcceptStaffInvitationDocument,
  DeclineStaffInvitationDocument,
  MyStaffInvitationsDocument,
  StaffInvitationByTokenDocument,
  type StaffInvitationFieldsFragment,
} from '../../api/generated/corporate';
import { hasSessionTokens as hasSession } from '../../api/tokens';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { MyAgents } from '../agent/MyAgents';
import { openAccountDialog } from '../store/dialogStore';

type Invitation = StaffInvitationFieldsFragment;
type Load =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error' }
  | { status: 'ready'; invitations: Invitation[]; linkInvalid: boolean };
type Notice = { severity: 'success' | 'info' | 'error'; text: string } | null;

/** The rule of a refused answer (invalid link, staff elsewhere), if the server named one. */
function ruleOf(error: unknown): string | null {
  const body = (error as { body?: { fieldErrors?: Array<{ rule: string }> } }).body;
  return body?.fieldErrors?.[0]?.rule ?? null;
}

/**
 * /account/invitations: a company's invitation to join it as staff, answered by the person
 * (docs/corporate-staff.md "Consent"). The e-mail's link brings its token (answered without
 * signing in); signed in, every invitation waiting for the person is listed.
 */
export function InvitationsPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('profile.invitations.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const fromLink = token
        ? (await graphqlRequest('corporate', StaffInvitationByTokenDocument, { token }))
            .staff_invitation
        : null;
      const signedIn = hasSession();
      const mine = signedIn
        ? (await graphqlRequest('corporate', MyStaffInvitationsDocument, {})).my_staff_invitations
        : [];
      if (!token && !signedIn) {
        setLoad({ status: 'anonymous' });
        return;
      }
      const invitations = fromLink ? [fromLink, ...mine.filter((i) => i.id !== fromLink.id)] : mine;
      setLoad({ status: 'ready', invitations, linkInvalid: Boolean(token) && !fromLink });
    } catch {
      setLoad({ status: 'error' });
    }
  }, [token]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const answer = async (invitation: Invitation, accept: boolean) => {
    setBusy(invitation.id);
    setNotice(null);
    // The link's token answers the invitation it came with; the others go by id.
    const viaLink = load.status === 'ready' && token && load.invitations[0]?.id === invitation.id;
    const variables = viaLink ? { token } : { id: invitation.id };
    try {
      if (accept) await graphqlRequest('corporate', AcceptStaffInvitationDocument, variables);
      else await graphqlRequest('corporate', DeclineStaffInvitationDocument, variables);
      const company = { company: invitation.company_name };
      setNotice({
        severity: accept ? 'success' : 'info',
        text: accept
          ? t(
              hasSession() ? 'profile.invitations.accepted' : 'profile.invitations.acceptedSignIn',
              company,
            )
          : t('profile.invitations.declined', company),
      });
      setLoad((l) =>
        l.status === 'ready'
          ? { ...l, invitations: l.invitations.filter((i) => i.id !== invitation.id) }
          : l,
      );
    } catch (error) {
      const rule = ruleOf(error);
      setNotice({
        severity: 'error',
        text: t(
          rule === 'invalid'
            ? 'profile.invitations.linkInvalid'
            : rule === 'in_other_corporate'
              ? 'profile.invitations.otherCompany'
              : 'profile.invitations.failed',
        ),
      });
    } finally {
      setBusy(null);
    }
  };

  const expires = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Ho_Chi_Minh',
    }).format(new Date(iso));

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('profile.invitations.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('profile.invitations.subtitle')}
      </Typography>
      <Box aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }}>
            {notice.text}
          </Alert>
        )}
      </Box>
      {load.status === 'loading' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography role="status">{t('profile.invitations.loading')}</Typography>
        </Stack>
      )}
      {load.status === 'anonymous' && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => openAccountDialog('review')}>
              {t('profile.invitations.signIn')}
            </Button>
          }
        >
          {t('profile.invitations.signInPrompt')}
        </Alert>
      )}
      {load.status === 'error' && <Alert severity="error">{t('profile.invitations.failed')}</Alert>}
      {load.status === 'ready' && (
        <>
          {load.linkInvalid && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('profile.invitations.linkInvalid')}
            </Alert>
          )}
          {load.invitations.length === 0 && !notice && (
            <Typography>{t('profile.invitations.none')}</Typography>
          )}
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {load.invitations.map((invitation) => (
              <Paper
                component="li"
                variant="outlined"
                key={invitation.id}
                aria-labelledby={`invitation-${invitation.id}`}
                sx={{ p: 2 }}
              >
                <Typography id={`invitation-${invitation.id}`} sx={{ fontWeight: 600 }}>
                  {t('profile.invitations.invite', {
                    company: invitation.company_name,
                    role: t(`profile.invitations.roles.${invitation.role}`),
                  })}
                </Typography>
                {invitation.inviter && (
                  <Typography color="text.secondary">
                    {t('profile.invitations.invitedBy', { inviter: invitation.inviter })}
                  </Typography>
                )}
                {invitation.expires_at && (
                  <Typography color="text.secondary">
                    {t('profile.invitations.expires', { date: expires(invitation.expires_at) })}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                  <Button
                    variant="contained"
                    disabled={busy !== null}
                    onClick={() => void answer(invitation, true)}
                  >
                    {t('profile.invitations.accept')}
                  </Button>
                  <Button
                    variant="outlined"
                    disabled={busy !== null}
                    onClick={() => void answer(invitation, false)}
                  >
                    {t('profile.invitations.decline')}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      {load.status !== 'anonymous' && load.status !== 'loading' && hasSession() && <MyAgents />}
    </Box>
  );
}
