import './catalogue';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasSessionTokens } from '../../api/tokens';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/sessionStore';
import { BankTransferPanel } from './BankTransferPanel';
import { AccountLoadStates } from '../AccountLoadStates';
import { bankTransfer, beginTopUp, vnpayLink, type BankTransfer } from './rewardsApi';
import { TopUpForm, type TopUpMethod } from './TopUpForm';
import { TopUpResult } from './TopUpResult';
import { sameOriginUrl } from '../../../common/redirect';
import { TOP_UP_MAX, TOP_UP_MIN } from './topUpRules';

/**
 * Where a top-up started from a checkout's shortfall goes back to (`?return=`): a path of this
 * site by the one same-origin rule, or null.
 */
export function returnPathOf(params: URLSearchParams): string | null {
  const url = sameOriginUrl(params.get('return'), window.location.origin);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The amount a checkout asked for (`?amount=`), within the top-up limits, or undefined. */
function askedAmount(params: URLSearchParams): number | undefined {
  const n = Number(params.get('amount'));
  if (!Number.isSafeInteger(n) || n <= 0) return undefined;
  return Math.min(Math.max(n, TOP_UP_MIN), TOP_UP_MAX);
}

/** Where the browser goes to pay (a seam for tests). */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/**
 * /account/top-up (docs/checkout.md "Wallet top-up"): an amount and a method; VNPay sends the
 * traveller to its page and back here with `?top_up=<id>`, where the result is read; a bank
 * transfer shows its instructions here until the money arrives.
 */
export function TopUpPage() {
  const t = useT();
  usePageTitle(t('rewards.topUp.title'));
  useStore(sessionStore); // signing in re-renders the form
  const [params, setParams] = useSearchParams();
  const returned = params.get('top_up');
  const back = returnPathOf(params);
  const [bank, setBank] = useState<{ id: string; transfer: BankTransfer } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const again = () => {
    setBank(null);
    setRedirecting(false);
    setParams(back ? { return: back } : {}, { replace: true });
  };

  const start = async (amount: number, method: TopUpMethod) => {
    const topUp = await beginTopUp(amount);
    if (method === 'VNPAY') {
      const query = new URLSearchParams({ top_up: topUp.id, ...(back ? { return: back } : {}) });
      const link = await vnpayLink(topUp.id, `/account/top-up?${query.toString()}`);
      setRedirecting(true);
      navigation.assign(link);
      return;
    }
    setBank({ id: topUp.id, transfer: await bankTransfer(topUp.id) });
  };

  let body;
  if (!hasSessionTokens()) {
    body = <AccountLoadStates state={{ status: 'anonymous' }} retry={() => undefined} />;
  } else if (returned) {
    body = (
      <TopUpResult
        sessionId={returned}
        cancelled={params.get('vnp_ResponseCode') === '24'}
        onAgain={again}
      />
    );
  } else if (bank) {
    body = <BankTransferPanel sessionId={bank.id} transfer={bank.transfer} onAgain={again} />;
  } else if (redirecting) {
    body = (
      <Alert severity="info" role="status">
        {t('rewards.topUp.redirecting')}
      </Alert>
    );
  } else {
    body = <TopUpForm onSubmit={start} initialAmount={askedAmount(params)} />;
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('rewards.topUp.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('rewards.topUp.subtitle')}
      </Typography>
      {back && (
        <Button component={RouterLink} to={back} variant="outlined" sx={{ mb: 2 }}>
          {t('rewards.topUp.backToCheckout')}
        </Button>
      )}
      {body}
    </Box>
  );
}
