import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useFormatMoney } from '../common/formats';
import { approvalText, type BookingRequest } from './requestText';

type Decision = 'APPROVE' | 'REJECT';

/** The first field rule of a refused call, wherever the data provider put it. */
function ruleOf(error: unknown): string | undefined {
  const e = error as { body?: Record<string, unknown>; fields?: unknown } | null;
  const fields = (e?.body?.fieldErrors ?? e?.body?.fields ?? e?.fields) as
    Array<{ rule?: string }> | undefined;
  return Array.isArray(fields) ? fields[0]?.rule : undefined;
}

/**
 * Approve or reject a pending request with a comment (required to reject), after a confirm
 * dialog; the requester or traveller may cancel their own. The server decides who may
 * (docs/approvals.md): a refusal, or a decision someone else took first, is shown as it says.
 */
export function DecideActions({ request }: { request: BookingRequest }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext() ?? 'request-bookings';
  const { identity } = useGetIdentity();
  const { canAccess: canApprove } = useCanAccess({ resource: 'approval', action: 'approve' });
  const [open, setOpen] = useState<Decision | null>(null);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  if (request.status !== 'PENDING') return null;
  const own =
    identity?.id != null &&
    [request.requester.id, request.traveller.id].includes(String(identity.id));
  const missing = open === 'REJECT' && !comment.trim();

  async function decide() {
    if (!open || missing) {
      setTouched(true);
      return;
    }
    setBusy(true);
    try {
      const { data } = (await dataProvider.decide(resource, {
        id: request.id,
        decision: open,
        comment,
      })) as { data: BookingRequest };
      notify(translate(approvalText(`decided.${data.status}`)), { type: 'success' });
      setOpen(null);
      refresh();
    } catch (error) {
      if (ruleOf(error) === 'repriced') {
        // The fare's hold had lapsed: it is priced and held again; the page shows the new price.
        notify(translate(approvalText('repriced')), { type: 'warning' });
        setOpen(null);
        refresh();
      } else notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    try {
      await dataProvider.cancel(resource, { id: request.id });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ my: 2 }}>
      {canApprove && !own && (
        <>
          <Button variant="contained" onClick={() => setOpen('APPROVE')}>
            {translate(approvalText('approve'))}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('REJECT')}>
            {translate(approvalText('reject'))}
          </Button>
        </>
      )}
      {own && (
        <Button variant="outlined" onClick={cancel}>
          {translate(approvalText('cancel'))}
        </Button>
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} aria-labelledby="decide-title">
        <DialogTitle id="decide-title">
          {translate(approvalText(open === 'REJECT' ? 'reject' : 'approve'))}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {open === 'REJECT'
              ? translate(approvalText('confirmReject'))
              : translate(approvalText('confirmApprove'), {
                  amount: money(request.price, request.currency),
                })}
          </DialogContentText>
          <TextField
            label={translate(approvalText('comment'))}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            onBlur={() => setTouched(true)}
            required={open === 'REJECT'}
            error={touched && missing}
            helperText={touched && missing ? translate(approvalText('commentRequired')) : ' '}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color={open === 'REJECT' ? 'error' : 'primary'}
            disabled={busy}
            onClick={decide}
          >
            {translate(approvalText(open === 'REJECT' ? 'reject' : 'approve'))}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
