import './catalogue';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
  const [bank, setBank] = useState<{ id: string; transfer: BankTransfer } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const again = () => {
    setBank(null);
    setRedirecting(false);
    setParams({}, { replace: true });
  };

  const start = async (amount: number, method: TopUpMethod) => {
    const topUp = await beginTopUp(amount);
    if (method === 'VNPAY') {
      const link = await vnpayLink(topUp.id, `/account/top-up?top_up=${topUp.id}`);
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
    body = <TopUpForm onSubmit={start} />;
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('rewards.topUp.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('rewards.topUp.subtitle')}
      </Typography>
      {body}
    </Box>
  );
}
