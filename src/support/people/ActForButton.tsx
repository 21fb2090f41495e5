import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useErrorText } from '../errorText';
import type { DirectoryUserFragment, ActingFragment } from '../../api/generated/admin';
import { rememberActing } from '../../account/acting/actingStore';
import { displayName } from './names';

/**
 * Starts acting for the person shown, after a reason: the server opens the time-boxed session
 * and e-mails them; this tab then sends X-Patron-Id with their id and shows the banner, and
 * the agent lands on the site's home page to search and book as them.
 */
export function ActForButton() {
  const person = useRecordContext<DirectoryUserFragment>();
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!person) return null;
  const name = displayName(person);
  if (person.role === 'ADMIN') return <p>{translate('supportArea.actFor.staff')}</p>;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = (await dataProvider.actFor('people', { id: person.id, reason })) as {
        data: ActingFragment;
      };
      rememberActing({
        sessionId: data.id,
        patronId: data.patron.id,
        patronName: displayName(data.patron),
        expiresAt: data.expires_at,
      });
      window.location.assign('/');
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate('supportArea.actFor.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="act-for-title">
        <form onSubmit={(e) => (e.preventDefault(), void start())}>
          <DialogTitle id="act-for-title">
            {translate('supportArea.actFor.title', { name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('supportArea.actFor.body')}</DialogContentText>
            <TextField
              label={translate('supportArea.actFor.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              fullWidth
              multiline
              minRows={2}
              margin="normal"
              error={Boolean(error)}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('supportArea.actFor.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy || !reason.trim()}>
              {translate('supportArea.actFor.start')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
