import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { CheckoutWalletDocument, PayWithWalletDocument } from '../../api/generated/payments';
import { useOnPageReturn } from '../../components/useOnPageReturn';
import { useLocale, useT } from '../../i18n/context';
import { needsConfirmation } from '../../../common/wallet-confirmation';
import { formatMoney } from '../search/format';
import { ErrorState } from '../search/ResultStates';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { amountDueOf, resultPath, type CheckoutKind, type CheckoutSession } from './checkoutApi';
import { usePayAction } from './payAction';
import { isExpired, usePayErrorText } from './payErrors';
import { useWalletConfirm } from './WalletConfirm';

const NO_VARS = {};

/** The top-up page for a shortfall, coming back to this checkout when done. */
export const topUpPath = (short: number, back: string) =>
  `/account/top-up?${new URLSearchParams({ amount: String(short), return: back }).toString()}`;

/**
 * Pay from the wallet: the balance (read again whenever the page is shown again: after a
 * top-up in another tab), a shortfall with its way to top up, the password or a code when the
 * amount is over the traveller's threshold, and one pay action — this button's and the phone's
 * pay bar's.
 */
export function WalletPanel(props: {
  session: CheckoutSession;
  kind: CheckoutKind;
  onStale: () => void;
}) {
  const { session, kind, onStale } = props;
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = usePayErrorText();
  const wallet = useGraphqlQuery('payments', CheckoutWalletDocument, NO_VARS);
  useOnPageReturn(wallet.retry);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (n: number) => formatMoney(n, session.currency, locale);
  const data = wallet.data?.user_wallet;
  const due = amountDueOf(session);
  const short = data ? due - data.balance : 0;
  const confirm = useWalletConfirm({
    needed: Boolean(data && needsConfirmation(due, data.confirm_above)),
    passwordSet: data?.password_set ?? true,
    above: data?.confirm_above ?? 0,
  });

  const pay = async () => {
    const proof = confirm.proof();
    if (!proof) return;
    setBusy(true);
    setError(null);
    try {
      await graphqlRequest(
        'payments',
        PayWithWalletDocument,
        { id: session.id, ...proof },
        { report: false },
      );
      navigate(resultPath(kind, session.cart_token!));
    } catch (e) {
      if (!confirm.failed(e)) setError(errorText(e));
      wallet.retry();
      if (isExpired(e)) onStale();
    } finally {
      setBusy(false);
    }
  };

  usePayAction(
    data
      ? {
          label: t('checkout.pay.wallet.action', { amount: money(due) }),
          disabled: short > 0,
          busy,
          run: pay,
        }
      : null,
  );

  if (!data && wallet.status === 'error')
    return <ErrorState message={wallet.error?.message} onRetry={wallet.retry} />;
  if (!data) return <Skeleton variant="rounded" height={64} />;

  return (
    <>
      <Typography sx={{ mb: 1 }} aria-live="polite">
        {t('checkout.pay.wallet.balance', { amount: money(data.balance) })}
      </Typography>
      {short > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('checkout.pay.wallet.short', { amount: money(short) })}{' '}
          <Link
            component={RouterLink}
            to={topUpPath(short, `${location.pathname}${location.search}`)}
            sx={{ fontWeight: 700 }}
          >
            {t('checkout.pay.wallet.topUp')}
          </Link>
        </Alert>
      )}
      {short <= 0 && confirm.ui}
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
