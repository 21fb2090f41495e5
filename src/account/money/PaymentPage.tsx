import '../../public-site/checkout/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StripeConfigDocument } from '../../api/generated/payments';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import {
  brandName,
  cardNavigation,
  fetchSavedCards,
  isExpired,
  sandboxSetupUrl,
  saveCard,
  SETUP_PARAMS,
  setupReturn,
  type SavedCard,
} from '../../public-site/checkout/savedCards';
import {
  mountStripeCardForm,
  type MountedCardForm,
} from '../../public-site/checkout/stripeElements';
import { useGraphqlQuery } from '../../public-site/search/useGraphqlQuery';
import { AccountListStates } from './AccountListStates';
import { RemoveCardDialog } from './PaymentRemoveDialog';
import { useKeysetPages } from './useKeysetPages';

const NO_VARS = {};
type Notice = { severity: 'success' | 'info' | 'error'; text: string };

const names = (c: SavedCard) => ({ brand: brandName(c.card.brand), last4: c.card.last4 });

/**
 * /account/payment: the traveller's saved cards (brand, last 4, expiry), add one (Stripe
 * Elements, or offline the sandbox's card form, which comes back here with the new card's id),
 * remove one after a confirmation. Card numbers never pass through Wayfare.
 */
export function PaymentPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('checkout.account.cards.title'));
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const fetchPage = useCallback(
    (lastId: string | null, limit: number) => fetchSavedCards({ last_id: lastId, limit }),
    [],
  );
  const { state, loadMore, retry } = useKeysetPages(fetchPage);
  const signedIn = state.status !== 'anonymous';
  const config = useGraphqlQuery('payments', StripeConfigDocument, signedIn ? NO_VARS : null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [form, setForm] = useState<MountedCardForm | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const returned = useRef(false);
  useEffect(() => () => form?.destroy(), [form]);

  const keep = useCallback(
    async (id: string) => {
      setBusy(true);
      try {
        const card = await saveCard(id);
        setNotice({ severity: 'success', text: t('checkout.account.cards.added', names(card)) });
        retry();
      } catch {
        setNotice({ severity: 'error', text: t('checkout.account.cards.addFailed') });
      } finally {
        setBusy(false);
      }
    },
    [t, retry],
  );

  // Back from the sandbox's card form: save the card it made, once, and tidy the address.
  useEffect(() => {
    if (!signedIn || returned.current) return;
    const back = setupReturn(params);
    if (!back) return;
    returned.current = true;
    const next = new URLSearchParams(params);
    SETUP_PARAMS.forEach((p) => next.delete(p));
    setParams(next, { replace: true });
    if ('cancelled' in back) {
      setNotice({ severity: 'info', text: t('checkout.account.cards.cancelled') });
    } else {
      void keep(back.paymentMethod);
    }
  }, [signedIn, params, setParams, keep, t]);

  const stripe = config.data?.stripe_config;
  const add = async () => {
    if (!stripe) return;
    setNotice(null);
    if (stripe.sandbox_pay_url) {
      setBusy(true);
      cardNavigation.assign(
        sandboxSetupUrl(
          stripe.sandbox_pay_url,
          stripe.publishable_key,
          new URL(pathname, window.location.origin).toString(),
        ),
      );
      return;
    }
    setBusy(true);
    try {
      if (!form) {
        setForm(await mountStripeCardForm(stripe.publishable_key, locale, container.current!));
        return;
      }
      const made = await form.create();
      if ('error' in made) setNotice({ severity: 'error', text: made.error });
      else {
        form.destroy();
        setForm(null);
        await keep(made.id);
      }
    } catch {
      setNotice({ severity: 'error', text: t('checkout.account.cards.addFailed') });
    } finally {
      setBusy(false);
    }
  };

  const expiry = (c: SavedCard) =>
    t('checkout.account.cards.expires', {
      month: String(c.card.exp_month).padStart(2, '0'),
      year: String(c.card.exp_year),
    });

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('checkout.account.cards.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('checkout.account.cards.intro')}
      </Typography>
      <Box role="status" sx={{ mb: notice ? 2 : 0 }}>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
      </Box>
      <AccountListStates state={state} retry={retry}>
        {(cards) => (
          <>
            {cards.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('checkout.account.cards.empty')}
              </Typography>
            ) : (
              <Box
                component="ul"
                aria-label={t('checkout.account.cards.listLabel')}
                sx={{ m: 0, mb: 2, p: 0, display: 'grid', gap: 1 }}
              >
                {cards.map((c) => (
                  <Paper
                    key={c.id}
                    component="li"
                    variant="outlined"
                    sx={{
                      listStyle: 'none',
                      p: 2,
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      gap: 1,
                    }}
                  >
                    <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>
                        {t('checkout.account.cards.card', names(c))}
                      </Typography>
                      <Typography color="text.secondary">{expiry(c)}</Typography>
                    </Box>
                    {isExpired(c.card) && (
                      <Chip size="small" label={t('checkout.account.cards.expired')} />
                    )}
                    <Button
                      variant="outlined"
                      color="error"
                      aria-label={t('checkout.account.cards.remove', names(c))}
                      onClick={() => setRemoving(c)}
                    >
                      {t('checkout.account.cards.removeShort')}
                    </Button>
                  </Paper>
                ))}
              </Box>
            )}
            {state.status === 'ready' && state.more && (
              <Button onClick={loadMore} disabled={state.loadingMore} sx={{ mb: 2 }}>
                {t('checkout.account.loadMore')}
              </Button>
            )}
            <Paper variant="outlined" component="section" sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('checkout.account.cards.addNote')}
                {stripe?.sandbox_pay_url ? ` ${t('checkout.account.cards.sandbox')}` : ''}
              </Typography>
              <Box ref={container} sx={{ mb: form ? 2 : 0 }} />
              {config.status === 'error' ? (
                <Alert severity="warning">{t('checkout.pay.card.unavailable')}</Alert>
              ) : (
                <Button variant="contained" disabled={busy || !stripe} onClick={add}>
                  {busy && stripe?.sandbox_pay_url
                    ? t('checkout.account.cards.adding')
                    : form
                      ? t('checkout.account.cards.save')
                      : t('checkout.account.cards.add')}
                </Button>
              )}
            </Paper>
          </>
        )}
      </AccountListStates>
      <RemoveCardDialog
        card={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(card, ok) => {
          setRemoving(null);
          setNotice(
            ok
              ? { severity: 'success', text: t('checkout.account.cards.removed', names(card)) }
              : { severity: 'error', text: t('checkout.account.cards.removeFailed') },
          );
          if (ok) retry();
        }}
      />
    </Box>
  );
}
