import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';

interface Invited extends RaRecord {
  invitation: 'INVITED' | 'EXPIRED' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED';
}

/**
 * On a staff member who has not joined (issue 19): that they are not staff until they accept,
 * and the company's two moves — send the invitation again (a new link; the old ones stop
 * working) or cancel it.
 */
export function InvitationPanel() {
  const record = useRecordContext<Invited>();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || record.invitation === 'ACCEPTED') return null;

  const run = async (method: 'resendInvitation' | 'cancelInvitation', done: string) => {
    setBusy(true);
    try {
      await dataProvider[method]('users', { id: record.id });
      notify(done, { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      severity="info"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            disabled={busy}
            onClick={() => void run('resendInvitation', 'console.staff.invitation.resent')}
          >
            {translate('console.staff.invitation.resend')}
          </Button>
          {record.invitation === 'INVITED' && (
            <Button
              color="inherit"
              disabled={busy}
              onClick={() => void run('cancelInvitation', 'console.staff.invitation.cancelled')}
            >
              {translate('console.staff.invitation.cancel')}
            </Button>
          )}
        </Stack>
      }
    >
      <strong>{translate(`console.staff.invitation.${record.invitation}`)}</strong>
      {'. '}
      {translate('console.staff.invitation.waiting')}
    </Alert>
  );
}

/** The invitation state as a short label for the list ("—" once joined). */
export function invitationLabel(
  translate: (key: string) => string,
  record: { invitation?: string | null },
): string {
  return record.invitation && record.invitation !== 'ACCEPTED'
    ? translate(`console.staff.invitation.${record.invitation}`)
    : '—';
}
