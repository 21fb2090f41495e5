import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { CreateP2c2pPaymentDocument, P2c2pOptionsDocument } from '../../api/generated/payments';
import { useT } from '../../i18n/context';
import { ErrorState } from '../search/ResultStates';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { resultPath, type CheckoutKind, type CheckoutSession } from './checkoutApi';
import { isExpired, usePayErrorText } from './payErrors';
import { RegisterPayAction } from './payAction';

const NO_VARS = {};

/** 2C2P: a channel (p2c2p_options), a pay link, then 2C2P's page, which returns to the result page. */
export function P2c2pPanel(props: {
  session: CheckoutSession;
  kind: CheckoutKind;
  onStale: () => void;
}) {
  const { session, kind, onStale } = props;
  const t = useT();
  const errorText = usePayErrorText();
  const options = useGraphqlQuery('payments', P2c2pOptionsDocument, NO_VARS);
  const [channel, setChannel] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (options.status === 'error')
    return <ErrorState message={options.error?.message} onRetry={options.retry} />;
  if (!options.data)
    return (
      <>
        <Typography role="status" sx={{ mb: 1 }}>
          {t('checkout.pay.p2c2p.loading')}
        </Typography>
        <Skeleton variant="rounded" height={96} />
      </>
    );
  const channels = options.data.p2c2p_options;
  if (!channels.length) return <Alert severity="warning">{t('checkout.pay.p2c2p.none')}</Alert>;
  const chosen = channel ?? channels[0].channel_code;

  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await graphqlRequest(
        'payments',
        CreateP2c2pPaymentDocument,
        { id: session.id, channel: chosen, redirect_url: resultPath(kind, session.cart_token!) },
        { report: false },
      );
      window.location.assign(data.creat_p2c2p_payment.pay_link);
    } catch (e) {
      setBusy(false);
      setError(errorText(e));
      if (isExpired(e)) onStale();
    }
  };

  return (
    <>
      <RadioGroup
        aria-label={t('checkout.pay.p2c2p.channel')}
        name="p2c2p-channel"
        value={chosen}
        onChange={(e) => setChannel(e.target.value)}
        sx={{ mb: 1 }}
      >
        {channels.map((c) => (
          <FormControlLabel
            key={c.channel_code}
            value={c.channel_code}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {c.logo_url && (
                  <Box component="img" src={c.logo_url} alt="" width={40} height={24} />
                )}
                {c.name}
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('checkout.pay.p2c2p.note')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {error}
        </Alert>
      )}
      <RegisterPayAction
        label={t('checkout.pay.p2c2p.action')}
        disabled={false}
        busy={busy}
        run={go}
      />
      <Button variant="contained" disabled={busy} onClick={go}>
        {busy ? t('checkout.pay.working') : t('checkout.pay.p2c2p.action')}
      </Button>
    </>
  );
}
