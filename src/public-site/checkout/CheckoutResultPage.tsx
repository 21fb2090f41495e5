import { useEffect } from 'react';
import './catalogue';
import '../../account/bookings/catalogue';
import { bookingPath, orderNumber } from '../../../common/booking-number';
import { PriceBreakdown } from './PriceBreakdown';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { openAccountDialog } from '../../account/store/dialogStore';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';
import { ErrorState, ResultsSkeleton } from '../search/ResultStates';
import { CartSummary } from './CartSummary';
import { clearDraft } from './detailsDraft';
import { flightOf, type CheckoutKind, type CheckoutSession } from './checkoutApi';
import { isSettling, useCheckoutResult, type CheckoutOrder } from './useCheckoutResult';

type Outcome =
  'SUCCESSFUL' | 'PROCESSING' | 'FAILED' | 'CANCELLED' | 'REFUNDED' | 'EXPIRED' | 'NONE';

function outcomeOf(session: CheckoutSession, order: CheckoutOrder | null): Outcome {
  if (order?.status === 'SUCCESSFUL') return 'SUCCESSFUL';
  if (isSettling(session, order)) return 'PROCESSING';
  if (session.status === 'EXPIRED') return 'EXPIRED';
  if (order?.status === 'FAILED' || order?.status === 'CANCELLED' || order?.status === 'REFUNDED') {
    return order.status;
  }
  return 'NONE';
}

const SEVERITY: Record<Outcome, AlertColor> = {
  SUCCESSFUL: 'success',
  PROCESSING: 'info',
  FAILED: 'error',
  CANCELLED: 'warning',
  REFUNDED: 'info',
  EXPIRED: 'warning',
  NONE: 'warning',
};

/** The supplier references: each flight's PNR, or the stay's confirmation number. */
/** A split payment's company part (docs/checkout.md "Split payment"), else 0. */
function companyPart(order: CheckoutOrder): number {
  if (order.payment_method?.type === 'CORPORATE_WALLET') return 0;
  const part = order.payment_method?.corporate_wallet as { amount?: unknown } | null | undefined;
  return typeof part?.amount === 'number' ? part.amount : 0;
}

function bookingCodes(session: CheckoutSession): string[] {
  const flight = flightOf(session);
  const codes = flight
    ? [flight.departure_flight.booking_code, flight.return_flight?.booking_code]
    : session.shopping_items.map(
        (i) => (i.metadata as { booking_code?: string } | null)?.booking_code,
      );
  return [...new Set(codes.filter((c): c is string => Boolean(c)))];
}

/** /checkout/success-flight and /checkout/success-hotel: the order as the server has it. */
export function CheckoutResultPage({ kind }: { kind: CheckoutKind }) {
  const t = useT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const cart = params.get('cart');
  const { state, refresh } = useCheckoutResult(cart, params);
  usePageTitle(t(kind === 'flight' ? 'pages.checkoutSuccessFlight' : 'pages.checkoutSuccessHotel'));
  const retry = cart ? `/checkout/${kind}?cart=${encodeURIComponent(cart)}` : '/';
  // Hints from the gateway's return (never trusted for the state, only for the wording).
  const cancelledAtGateway =
    params.get('vnp_ResponseCode') === '24' || params.get('redirect_status') === 'canceled';

  // Paid: the page says "booked", not "book your …" (issue 23).
  const booked = state.phase === 'ready' && state.order?.status === 'SUCCESSFUL';
  // Paid: nothing typed for this cart is kept (checkout/detailsDraft.ts).
  useEffect(() => {
    if (booked && cart) clearDraft(cart);
  }, [booked, cart]);
  let body;
  if (!cart) body = <Alert severity="warning">{t('checkout.result.missing')}</Alert>;
  else if (state.phase === 'signed-out') {
    body = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={() => openAccountDialog('review')}>
            {t('checkout.signIn.action')}
          </Button>
        }
      >
        {t('checkout.signIn.text')}
      </Alert>
    );
  } else if (state.phase === 'loading') body = <ResultsSkeleton count={1} height={180} />;
  else if (state.phase === 'not-found')
    body = <Alert severity="warning">{t('checkout.notFound')}</Alert>;
  else if (state.phase === 'error')
    body = <ErrorState message={state.error.message} onRetry={refresh} />;
  else {
    const { session, order } = state;
    const outcome = outcomeOf(session, order);
    const codes = bookingCodes(session);
    const again = outcome === 'FAILED' || outcome === 'NONE' || outcome === 'CANCELLED';
    body = (
      <>
        <Alert
          severity={SEVERITY[outcome]}
          role={outcome === 'PROCESSING' ? 'status' : 'alert'}
          sx={{ mb: 2 }}
        >
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {t(`checkout.result.title.${outcome}`)}
          </Typography>
          {outcome === 'SUCCESSFUL' &&
            codes.map((code) => (
              <Typography
                key={code}
                sx={{ fontSize: '1.2rem', fontWeight: 800 }}
                data-booking-code={code}
              >
                {t(`checkout.result.bookingCode.${kind}`, { code })}
              </Typography>
            ))}
          {outcome === 'SUCCESSFUL' && order?.payment_method?.type && (
            <Typography>
              {companyPart(order) > 0
                ? t('checkout.result.paidSplit', {
                    company: formatMoney(companyPart(order), order.currency, locale),
                    amount: formatMoney(order.price - companyPart(order), order.currency, locale),
                    method: t(`checkout.pay.methods.${order.payment_method.type as 'WALLET'}`),
                  })
                : t('checkout.result.paid', {
                    amount: formatMoney(order.price, order.currency, locale),
                    method: t(`checkout.pay.methods.${order.payment_method.type as 'WALLET'}`),
                  })}
            </Typography>
          )}
          {outcome === 'PROCESSING' && <Typography>{t('checkout.result.pendingText')}</Typography>}
          {again && (
            <Typography>
              {cancelledAtGateway
                ? t('checkout.result.gatewayCancelled')
                : t('checkout.result.failedText')}
            </Typography>
          )}
          {outcome === 'EXPIRED' && <Typography>{t('checkout.result.expiredText')}</Typography>}
          {order && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-order-number={orderNumber(order.id)}>
              {t('checkout.result.order')}: {orderNumber(order.id)}
            </Typography>
          )}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {again && (
            <Button variant="contained" component={RouterLink} to={retry}>
              {order?.status === 'FAILED' ? t('checkout.result.other') : t('checkout.result.retry')}
            </Button>
          )}
          {outcome === 'PROCESSING' && (
            <Button variant="outlined" onClick={refresh}>
              {t('checkout.result.refresh')}
            </Button>
          )}
          {outcome === 'SUCCESSFUL' && order && (
            <>
              <Button variant="contained" component={RouterLink} to={bookingPath(order.id)}>
                {t('manage.result.detail')}
              </Button>
              <Button variant="outlined" component={RouterLink} to="/account/bookings">
                {t('manage.result.myBookings')}
              </Button>
            </>
          )}
          <Button variant="text" component={RouterLink} to="/">
            {t('checkout.result.home')}
          </Button>
        </Box>
        {outcome === 'SUCCESSFUL' && (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="next-heading"
            sx={{ p: 2, mb: 2 }}
          >
            <Typography id="next-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {t('checkout.result.next.heading')}
            </Typography>
            <Typography>{t(`checkout.result.next.${kind}`)}</Typography>
          </Paper>
        )}
        <CartSummary session={session} />
        {outcome === 'SUCCESSFUL' && <PriceBreakdown session={session} kind={kind} />}
      </>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {booked ? t(`manage.result.booked.${kind}`) : t(`checkout.title.${kind}`)}
      </Typography>
      {body}
    </Container>
  );
}

export const CheckoutSuccessFlightPage = () => <CheckoutResultPage kind="flight" />;
export const CheckoutSuccessHotelPage = () => <CheckoutResultPage kind="hotel" />;
