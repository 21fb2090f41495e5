import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import {
  BankTransferStateDocument,
  BeginBankTransferDocument,
  StartBankTransferDocument,
  type CheckoutBankTransferPartsFragment as Transfer,
} from '../../api/generated/payments';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';
import { resultPath, type CheckoutKind, type CheckoutSession } from './checkoutApi';
import { isExpired, usePayErrorText } from './payErrors';
import { ProofUpload } from '../../components/ProofUpload';
import { QrImage } from './qr/QrImage';
import { RegisterPayAction } from './payAction';
import { TransferFact as Fact } from './TransferFact';

/** How often the open QR page asks whether the bank reported the credit. */
export const BANK_POLL_MS = 5000;

/**
 * Bank transfer: the account, amount and memo with a VietQR for banking apps; the page asks
 * every few seconds (and on "Check again") until the signed bank notification paid the order.
 */
export function BankTransferPanel(props: {
  session: CheckoutSession;
  kind: CheckoutKind;
  onStale: () => void;
}) {
  const { session, kind, onStale } = props;
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const errorText = usePayErrorText();
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (n: number) => formatMoney(n, session.currency, locale);
  const done = resultPath(kind, session.cart_token!);

  const run = async (work: () => Promise<Transfer | null>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await work();
      if (next?.status === 'PAID') navigate(done);
      else if (next) setTransfer(next);
    } catch (e) {
      setError(errorText(e));
      if (isExpired(e)) onStale();
    } finally {
      setBusy(false);
    }
  };
  const options = { report: false };
  const start = () =>
    run(
      async () =>
        (await graphqlRequest('payments', StartBankTransferDocument, { id: session.id }, options))
          .bank_transfer,
    );
  const begin = () =>
    run(
      async () =>
        (await graphqlRequest('payments', BeginBankTransferDocument, { id: session.id }, options))
          .begin_bank_transfer,
    );
  const check = useCallback(async () => {
    const data = await graphqlRequest(
      'payments',
      BankTransferStateDocument,
      { id: session.id },
      options,
    );
    const next = data.bank_transfer;
    if (next?.status === 'PAID') navigate(done);
    else if (next) setTransfer(next);
  }, [session.id, navigate, done]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = transfer !== null;
  useEffect(() => {
    if (!open) return;
    const id = window.setInterval(() => void check().catch(() => undefined), BANK_POLL_MS);
    return () => window.clearInterval(id);
  }, [open, check]);

  if (!transfer) {
    return (
      <>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {error}
          </Alert>
        )}
        <RegisterPayAction
          label={t('checkout.pay.bank.show')}
          disabled={false}
          busy={busy}
          run={start}
        />
        <Button variant="contained" disabled={busy} onClick={start}>
          {busy ? t('checkout.pay.working') : t('checkout.pay.bank.show')}
        </Button>
      </>
    );
  }
  const bank = transfer.banks[0];
  return (
    <Box>
      <Typography sx={{ mb: 1.5 }}>{t('checkout.pay.bank.scan')}</Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {bank?.qr && (
          <QrImage
            text={bank.qr}
            label={t('checkout.pay.bank.qr', {
              amount: money(transfer.amount - transfer.paid_amount),
              bank: bank.name,
            })}
          />
        )}
        {bank && (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 0.25, minWidth: 0, flex: '1 1 220px' }}
          >
            <Fact term={t('checkout.pay.bank.bank')} value={bank.name} />
            <Fact term={t('checkout.pay.bank.account')} value={bank.account} />
            <Fact term={t('checkout.pay.bank.beneficiary')} value={bank.beneficiary_name} />
            <Fact
              term={t('checkout.pay.bank.amount')}
              value={money(transfer.amount - transfer.paid_amount)}
            />
            <Fact term={t('checkout.pay.bank.memo')} value={transfer.memo} />
          </Box>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('checkout.pay.bank.memoHint')}
      </Typography>
      {transfer.paid_amount > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('checkout.pay.bank.partial', {
            paid: money(transfer.paid_amount),
            amount: money(transfer.amount),
          })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      )}
      <Box role="status" sx={{ mt: 1.5 }}>
        {transfer.status === 'CONFIRMING' && (
          <Typography>{t('checkout.pay.bank.waiting')}</Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {transfer.status === 'PENDING' && (
          <Button variant="contained" disabled={busy} onClick={begin}>
            {t('checkout.pay.bank.done')}
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => run(async () => (await check(), null))}
        >
          {t('checkout.pay.bank.refresh')}
        </Button>
      </Box>
      <ProofUpload
        path={`payments/bank-transfers/${encodeURIComponent(session.id)}/files`}
        files={transfer.files}
        onUploaded={() => void check().catch(() => undefined)}
      />
    </Box>
  );
}
