import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CorporateTransferFieldsFragment } from '../../api/generated/corporate';
import { paymentKey, type InvoiceRecord } from '../../dataProviders/corporate/invoices';
import { useFormatMoney } from '../common/formats';
import { TransferDetails } from './TransferDetails';

const RESOURCE = 'invoice-reconciliation';

/** "Pay by QR": the invoice's own VietQR transfer for what is unpaid, in a dialog. */
export function PayByQrButton({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [transfer, setTransfer] = useState<CorporateTransferFieldsFragment | null>(null);
  const [failed, setFailed] = useState(false);
  const t = (key: string) => translate(`console.invoices.payByQr.${key}`);
  const show = async () => {
    setOpen(true);
    setFailed(false);
    setTransfer(null);
    try {
      const { data } = (await dataProvider.getInvoiceTransfer(RESOURCE, { id: invoice.id })) as {
        data: CorporateTransferFieldsFragment;
      };
      setTransfer(data);
    } catch {
      setFailed(true);
    }
  };
  const close = () => {
    setOpen(false);
    // The bank may have reported the money meanwhile.
    refresh();
  };
  return (
    <>
      <Button variant="contained" onClick={show}>
        {t('action')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="pay-by-qr-title" fullWidth maxWidth="sm">
        <DialogTitle id="pay-by-qr-title">{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('hint')}</DialogContentText>
          {failed ? (
            <Alert severity="error">{t('loadError')}</Alert>
          ) : transfer ? (
            <TransferDetails transfer={transfer} />
          ) : (
            <Skeleton variant="rounded" height={200} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * "Pay from wallet": an amount (the unpaid one, or less, up to what the wallet can pay), then a
 * confirmation naming the amount; one idempotency key per confirmation, so a retry pays once.
 */
export function PayFromWalletButton({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const max = Math.max(0, Math.min(invoice.unpaid, invoice.wallet_available ?? 0));
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [amount, setAmount] = useState(String(max));
  const [busy, setBusy] = useState(false);
  const key = useRef(paymentKey());
  const t = (k: string, options?: Record<string, unknown>) =>
    translate(`console.invoices.payFromWallet.${k}`, options);
  const value = Number(amount);
  const valid = Number.isInteger(value) && value >= 1 && value <= max;
  const start = () => {
    setAmount(String(max));
    setConfirming(false);
    key.current = paymentKey();
    setOpen(true);
  };
  const pay = async () => {
    setBusy(true);
    try {
      await dataProvider.payInvoiceFromWallet(RESOURCE, {
        id: invoice.id,
        amount: value,
        idempotency_key: key.current,
      });
      notify(t('done', { amount: money(value, invoice.currency) }), { type: 'success' });
      setOpen(false);
      refresh();
    } catch {
      notify(t('failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={start} disabled={max < 1}>
        {t('action')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="pay-from-wallet-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="pay-from-wallet-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('available', { amount: money(invoice.wallet_available ?? 0, invoice.currency) })}
          </Typography>
          {confirming ? (
            <DialogContentText>
              {t('confirm', { amount: money(value, invoice.currency) })}
            </DialogContentText>
          ) : (
            <TextField
              label={t('amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
              inputMode="numeric"
              fullWidth
              error={!valid}
              helperText={valid ? ' ' : t('tooMuch', { max: money(max, invoice.currency) })}
              slotProps={{
                htmlInput: { 'aria-describedby': undefined, style: { textAlign: 'right' } },
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('cancel')}
          </Button>
          {confirming ? (
            <Button variant="contained" onClick={pay} disabled={busy}>
              {t('pay')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={!valid}>
              {t('pay')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
