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
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useErrorText } from '../errorText';
import type { DirectoryCorporateFragment } from '../../api/generated/admin';

/**
 * Approve or reject a PENDING registration, each after a confirmation (rejecting needs a
 * reason, which the owner receives). Decided registrations show no buttons.
 */
export function DecisionButtons() {
  const company = useRecordContext<DirectoryCorporateFragment>();
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!company || company.status !== 'PENDING') return null;
  const name = company.display_name || company.company_name;

  const decide = async () => {
    setBusy(true);
    setError(null);
    try {
      if (dialog === 'approve') await dataProvider.approve('companies', { id: company.id });
      else await dataProvider.reject('companies', { id: company.id, reason });
      notify(dialog === 'approve' ? 'supportArea.decide.approved' : 'supportArea.decide.rejected', {
        type: 'success',
      });
      setDialog(null);
      refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
      <Button variant="contained" color="success" onClick={() => setDialog('approve')}>
        {translate('supportArea.decide.approve')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
        {translate('supportArea.decide.reject')}
      </Button>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} aria-labelledby="decide-title">
        <form onSubmit={(e) => (e.preventDefault(), void decide())}>
          <DialogTitle id="decide-title">
            {translate(
              dialog === 'reject'
                ? 'supportArea.decide.rejectTitle'
                : 'supportArea.decide.approveTitle',
              { name },
            )}
          </DialogTitle>
          <DialogContent>
            {dialog === 'approve' ? (
              <DialogContentText>{translate('supportArea.decide.approveBody')}</DialogContentText>
            ) : (
              <TextField
                label={translate('supportArea.decide.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                fullWidth
                multiline
                minRows={2}
                margin="normal"
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
            )}
            {error && (
              <DialogContentText role="alert" color="error">
                {error}
              </DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>
              {translate('supportArea.decide.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={dialog === 'reject' ? 'error' : 'success'}
              disabled={busy || (dialog === 'reject' && !reason.trim())}
            >
              {translate(
                dialog === 'reject' ? 'supportArea.decide.reject' : 'supportArea.decide.approve',
              )}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
}
