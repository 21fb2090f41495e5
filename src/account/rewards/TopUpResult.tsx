import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { plainVnd } from '../../public-site/search/plainFormat';
import { AccountLoadStates } from '../AccountLoadStates';
import { topUpResult } from './rewardsApi';
import { useAccountLoad } from './useAccountLoad';

interface Props {
  sessionId: string;
  /** The gateway said the traveller cancelled (display only: the order says what happened). */
  cancelled: boolean;
  onAgain: () => void;
  /** Re-read every this many ms while the payment is not settled (0: only on request). */
  pollMs?: number;
  /** No order yet means "not paid yet" (a bank transfer), not "unknown top-up". */
  pendingWithoutOrder?: boolean;
}

/** The outcome of a top-up: credited (with the balance it left), failed, or still waiting. */
export function TopUpResult({
  sessionId,
  cancelled,
  onAgain,
  pollMs = 5000,
  pendingWithoutOrder = false,
}: Props) {
  const t = useT();
  const { locale } = useLocale();
  const [state, retry] = useAccountLoad(() => topUpResult(sessionId));
  const settled =
    state.status === 'ready' &&
    (state.data.order?.status === 'SUCCESSFUL' || state.data.order?.status === 'FAILED');
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (state.status !== 'ready' || settled || !pollMs || cancelled) return;
    const timer = window.setTimeout(() => {
      setTick((n) => n + 1);
      retry();
    }, pollMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per reading.
  }, [state, settled, pollMs, cancelled, tick]);

  if (state.status !== 'ready') return <AccountLoadStates state={state} retry={retry} />;
  const { order, balance } = state.data;
  const again = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
      <Button variant="outlined" onClick={onAgain}>
        {t('rewards.topUp.result.tryAgain')}
      </Button>
      <Button component={RouterLink} to="/account/wallet">
        {t('rewards.topUp.result.wallet')}
      </Button>
    </Box>
  );
  if (order?.status === 'SUCCESSFUL') {
    return (
      <Box>
        <Alert severity="success" role="status">
          <Typography>
            {t('rewards.topUp.result.success', { amount: plainVnd(order.price, locale) })}
          </Typography>
          {balance !== null && (
            <Typography sx={{ fontWeight: 700 }}>
              {t('rewards.topUp.result.balance', { balance: plainVnd(balance, locale) })}
            </Typography>
          )}
        </Alert>
        {again}
      </Box>
    );
  }
  if (order?.status === 'FAILED' || cancelled || (!order && !pendingWithoutOrder)) {
    const key = cancelled ? 'cancelled' : order ? 'failed' : 'notFound';
    return (
      <Box>
        <Alert severity="warning">{t(`rewards.topUp.result.${key}`)}</Alert>
        {again}
      </Box>
    );
  }
  return (
    <Box>
      <Alert
        severity="info"
        role="status"
        action={
          <Button color="inherit" onClick={retry}>
            {t('rewards.topUp.checkNow')}
          </Button>
        }
      >
        {t('rewards.topUp.result.pending')}
      </Alert>
    </Box>
  );
}
