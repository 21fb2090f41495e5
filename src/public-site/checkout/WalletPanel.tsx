import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { PayWithWalletDocument, UserWalletDocument } from '../../api/generated/payments';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';
import { ErrorState } from '../search/ResultStates';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { amountDueOf, resultPath, type CheckoutKind, type CheckoutSession } from './checkoutApi';
import { isExpired, usePayErrorText } from './payErrors';

const NO_VARS = {};

/** Pay from the wallet: the balance, and one button when it covers the order. */
export function WalletPanel(props: {
  session: CheckoutSession;
  kind: CheckoutKind;
  onStale: () => void;
}) {
  const { session, kind, onStale } = props;
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const errorText = usePayErrorText();
  const wallet = useGraphqlQuery('payments', UserWalletDocument, NO_VARS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (n: number) => formatMoney(n, session.currency, locale);

  if (wallet.status === 'error')
    return <ErrorState message={wallet.error?.message} onRetry={wallet.retry} />;
  if (!wallet.data) return <Skeleton variant="rounded" height={64} />;
  const balance = wallet.data.user_wallet.balance;
  const due = amountDueOf(session);
  const short = due - balance;

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      await graphqlRequest(
        'payments',
        PayWithWalletDocument,
        { id: session.id },
        { report: false },
      );
      navigate(resultPath(kind, session.cart_token!));
    } catch (e) {
      setError(errorText(e));
      wallet.retry();
      if (isExpired(e)) onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {t('checkout.pay.wallet.balance', { amount: money(balance) })}
      </Typography>
      {short > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('checkout.pay.wallet.short', { amount: money(short) })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {error}
        </Alert>
      )}
      <Button variant="contained" disabled={busy || short > 0} onClick={pay}>
        {busy ? t('checkout.pay.working') : t('checkout.pay.wallet.action', { amount: money(due) })}
      </Button>
    </>
  );
}
