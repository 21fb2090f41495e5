import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import {
  CreateStripePaymentIntentDocument,
  StripeConfigDocument,
} from '../../api/generated/payments';
import { useLocale, useT } from '../../i18n/context';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { resultPath, type CheckoutKind, type CheckoutSession } from './checkoutApi';
import { isExpired, usePayErrorText } from './payErrors';
import { mountStripeCard, type MountedCard } from './stripeElements';

const NO_VARS = {};

/**
 * Card through Stripe: the session's PaymentIntent, confirmed by Stripe.js (Payment Element,
 * 3-D Secure) — or offline by the /dev/stripe card page standing in for it — which returns to
 * the result page with `payment_intent`; Stripe's signed webhook settles the order.
 */
export function CardPanel(props: {
  session: CheckoutSession;
  kind: CheckoutKind;
  onStale: () => void;
}) {
  const { session, kind, onStale } = props;
  const t = useT();
  const { locale } = useLocale();
  const errorText = usePayErrorText();
  const config = useGraphqlQuery('payments', StripeConfigDocument, NO_VARS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState<MountedCard | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const returnUrl = new URL(
    resultPath(kind, session.cart_token!),
    window.location.origin,
  ).toString();
  useEffect(() => () => card?.destroy(), [card]);

  if (config.status === 'error') {
    return <Alert severity="warning">{t('checkout.pay.card.unavailable')}</Alert>;
  }
  if (!config.data) return <Skeleton variant="rounded" height={48} />;
  const { publishable_key: key, sandbox_pay_url: sandbox } = config.data.stripe_config;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      if (card) {
        const message = await card.confirm(returnUrl);
        if (message) setError(t('checkout.pay.failed', { message }));
        return;
      }
      const intent = (
        await graphqlRequest(
          'payments',
          CreateStripePaymentIntentDocument,
          { id: session.id },
          { report: false },
        )
      ).create_stripe_payment_intent;
      if (sandbox) {
        const target = new URL(sandbox, window.location.origin);
        target.searchParams.set('client_secret', intent.client_secret!);
        target.searchParams.set('return_url', returnUrl);
        window.location.assign(target.toString());
        return;
      }
      setCard(await mountStripeCard(key, intent.client_secret!, locale, container.current!));
    } catch (e) {
      setError(errorText(e));
      if (isExpired(e)) onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('checkout.pay.card.note')}
        {sandbox ? ` ${t('checkout.pay.card.sandbox')}` : ''}
      </Typography>
      <Box ref={container} sx={{ mb: card ? 2 : 0 }} />
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {error}
        </Alert>
      )}
      <Button variant="contained" disabled={busy} onClick={start}>
        {busy ? t('checkout.pay.working') : t('checkout.pay.card.action')}
      </Button>
    </>
  );
}
