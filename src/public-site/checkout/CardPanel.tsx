import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import {
  cardNavigation,
  fetchSavedCards,
  payWithSavedCard,
  sandboxSetupUrl,
  saveCard,
  SETUP_PARAMS,
  setupReturn,
  type SavedCard,
} from './savedCards';
import { SavedCardChoice, NEW_CARD } from './SavedCardChoice';
import {
  mountStripeCard,
  mountStripeCardForm,
  type MountedCard,
  type MountedCardForm,
} from './stripeElements';
import { RegisterPayAction } from './payAction';

const NO_VARS = {};

/**
 * Card through Stripe: a saved card (the intent is confirmed with it; 3-D Secure still asks),
 * or a new one confirmed by Stripe.js (Payment Element) — offline by the /dev/stripe card page
 * standing in for it. "Save this card" first saves the new card (Elements, or the sandbox's card
 * form, which comes back here) and then pays with it. Every way returns to the result page with
 * `payment_intent`; Stripe's signed webhook settles the order.
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
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const config = useGraphqlQuery('payments', StripeConfigDocument, NO_VARS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [card, setCard] = useState<MountedCard | null>(null);
  const [form, setForm] = useState<MountedCardForm | null>(null);
  const [saved, setSaved] = useState<SavedCard[] | 'error' | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [save, setSave] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const returned = useRef(false);
  const cart = session.cart_token!;
  const returnUrl = new URL(resultPath(kind, cart), window.location.origin).toString();
  useEffect(() => () => card?.destroy(), [card]);
  useEffect(() => () => form?.destroy(), [form]);

  // The saved cards that can pay this cart; back from the sandbox's card form, save the new one.
  useEffect(() => {
    let cancelled = false;
    const back = returned.current ? null : setupReturn(params);
    returned.current = true;
    if (back) {
      const next = new URLSearchParams(params);
      SETUP_PARAMS.forEach((p) => next.delete(p));
      setParams(next, { replace: true });
    }
    (async () => {
      const added =
        back && 'paymentMethod' in back ? await saveCard(back.paymentMethod, cart) : null;
      const cards = await fetchSavedCards({ cart_token: cart });
      if (cancelled) return;
      setSaved(cards);
      setChoice(added?.id ?? cards[0]?.id ?? NEW_CARD);
      if (added) setNotice(t('checkout.pay.card.savedNow'));
    })().catch((e) => {
      if (cancelled) return;
      setSaved('error');
      setChoice(NEW_CARD);
      if (back) setError(errorText(e));
    });
    return () => {
      cancelled = true;
    };
  }, [cart]); // eslint-disable-line react-hooks/exhaustive-deps

  if (config.status === 'error') {
    return <Alert severity="warning">{t('checkout.pay.card.unavailable')}</Alert>;
  }
  if (!config.data || saved === null || choice === null) {
    return <Skeleton variant="rounded" height={48} />;
  }
  const stripe = config.data.stripe_config;
  const sandbox = stripe.sandbox_pay_url;
  const cards = saved === 'error' ? [] : saved;
  const paying = choice !== NEW_CARD;

  const intent = async () =>
    (
      await graphqlRequest(
        'payments',
        CreateStripePaymentIntentDocument,
        { id: session.id },
        { report: false },
      )
    ).create_stripe_payment_intent;

  const payWith = async (pm: string) => {
    const started = await intent();
    const message = await payWithSavedCard(
      stripe,
      { id: started.id, client_secret: started.client_secret! },
      pm,
      returnUrl,
    );
    if (message) setError(t('checkout.pay.failed', { message }));
  };

  const saveThenPay = async () => {
    if (sandbox) {
      const back = new URL(pathname, window.location.origin);
      params.forEach((v, k) => back.searchParams.set(k, v));
      cardNavigation.assign(sandboxSetupUrl(sandbox, stripe.publishable_key, back.toString()));
      return;
    }
    if (!form) {
      setForm(await mountStripeCardForm(stripe.publishable_key, locale, container.current!));
      return;
    }
    const made = await form.create();
    if ('error' in made) {
      setError(t('checkout.pay.failed', { message: made.error }));
      return;
    }
    await saveCard(made.id, cart);
    await payWith(made.id);
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      if (paying) return await payWith(choice);
      if (save) return await saveThenPay();
      if (card) {
        const message = await card.confirm(returnUrl);
        if (message) setError(t('checkout.pay.failed', { message }));
        return;
      }
      const started = await intent();
      if (sandbox) {
        const target = new URL(sandbox, window.location.origin);
        target.searchParams.set('client_secret', started.client_secret!);
        target.searchParams.set('return_url', returnUrl);
        cardNavigation.assign(target.toString());
        return;
      }
      setCard(
        await mountStripeCard(
          stripe.publishable_key,
          started.client_secret!,
          locale,
          container.current!,
        ),
      );
    } catch (e) {
      setError(errorText(e));
      if (isExpired(e)) onStale();
    } finally {
      setBusy(false);
    }
  };

  const action = paying
    ? t('checkout.pay.card.paySaved')
    : save
      ? t('checkout.pay.card.saveAction')
      : t('checkout.pay.card.action');
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('checkout.pay.card.note')}
        {sandbox ? ` ${t('checkout.pay.card.sandbox')}` : ''}
      </Typography>
      {saved === 'error' && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('checkout.pay.card.loadError')}
        </Alert>
      )}
      {cards.length > 0 && (
        <SavedCardChoice
          cards={cards}
          value={choice}
          onChange={(v) => {
            setChoice(v);
            setError(null);
          }}
          disabled={busy || card !== null || form !== null}
        />
      )}
      {!paying && !card && (
        <FormControlLabel
          control={
            <Checkbox checked={save} onChange={(e) => setSave(e.target.checked)} disabled={busy} />
          }
          label={t('checkout.pay.card.save')}
        />
      )}
      {!paying && save && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('checkout.pay.card.saveNote')}
        </Typography>
      )}
      <Box ref={container} sx={{ mb: card || form ? 2 : 0 }} />
      <Box role="status">
        {notice && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {notice}
          </Alert>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {error}
        </Alert>
      )}
      <RegisterPayAction label={action} disabled={false} busy={busy} run={start} />
      <Button variant="contained" disabled={busy} onClick={start}>
        {busy ? t('checkout.pay.working') : action}
      </Button>
    </>
  );
}
