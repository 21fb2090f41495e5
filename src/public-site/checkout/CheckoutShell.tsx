import './catalogue';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { openAccountDialog } from '../../account/store/dialogStore';
import { useStore } from '../../account/store/createStore';
import { sessionStore } from '../../account/store/sessionStore';
import { deskStore, useDeskTravellerId } from '../../account/desk/deskStore';
import type { CreateCartInput } from '../../api/generated/payments';
import { RenderAfterFirstPaint } from '../../components/RenderAfterFirstPaint';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import { useViewport } from '../../theme/ViewportProvider';
import { ErrorState, ResultsSkeleton } from '../search/ResultStates';
import { CartSummary } from './CartSummary';
import {
  errorCodeOf,
  fieldErrorsOf,
  hasDetails,
  hasRule,
  HOLD_LIMIT_RULES,
  resultPath,
  type CheckoutKind,
} from './checkoutApi';
import { clearDraft, readDraft, writeDraft } from './detailsDraft';
import { initialDetails, type DetailsValues } from './detailsForm';
import { HoldCountdown } from './HoldCountdown';
import { PriceBreakdown } from './PriceBreakdown';
import { useCheckoutSession, type CartState } from './useCheckoutSession';

const CheckoutSteps = lazy(() =>
  import('./CheckoutSteps').then((m) => ({ default: m.CheckoutSteps })),
);

export interface CheckoutShellProps {
  kind: CheckoutKind;
  /** The choice carried by the link, as create_cart's input; null when the link has none. */
  create: CreateCartInput | null;
  /** Where "choose again" goes (the results or the property page), if known. */
  back: string | null;
}

/** /checkout/flight and /checkout/hotel: hold → details → price → pay. */
export function CheckoutShell({ kind, create, back }: CheckoutShellProps) {
  const t = useT();
  usePageTitle(t(kind === 'flight' ? 'pages.checkoutFlight' : 'pages.checkoutHotel'));
  const { state, replace, reload } = useCheckoutSession(create);
  const backLink = (label = t('checkout.back')) => (
    <Button component={RouterLink} to={back ?? '/'} variant="outlined" sx={{ mt: 2 }}>
      {back ? label : t('checkout.backToSearch')}
    </Button>
  );
  const body =
    state.phase === 'missing' ? (
      <>
        <Alert severity="warning">
          {t(kind === 'flight' ? 'flights.checkout.missing' : 'hotels.checkout.missing')}
        </Alert>
        {backLink()}
      </>
    ) : (
      <Body kind={kind} state={state} replace={replace} reload={reload} backLink={backLink} />
    );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {t(`checkout.title.${kind}`)}
      </Typography>
      {body}
    </Container>
  );
}

const isHoldLimit = (rule: string): boolean =>
  (HOLD_LIMIT_RULES as readonly string[]).includes(rule);

function Body(props: {
  kind: CheckoutKind;
  state: CartState;
  replace: ReturnType<typeof useCheckoutSession>['replace'];
  reload: () => void;
  backLink: (label?: string) => ReactNode;
}) {
  const { kind, state, replace, reload, backLink } = props;
  const t = useT();
  const { profile } = useStore(sessionStore);
  const desk = useStore(deskStore);
  const deskFor = useDeskTravellerId() ? desk?.name : null;
  const { isDesktop } = useViewport();
  // What the traveller typed; until then the form shows what the session and the profile give,
  // in the same render as the session (no second pass that moves the page below it).
  const [typed, setValues] = useState<DetailsValues | null>(null);
  const [editing, setEditing] = useState(false);
  const session = state.phase === 'ready' ? state.session : null;
  const phone = profile?.setting?.national_phone_number;
  const cartToken = session?.cart_token ?? null;
  const values = useMemo(() => {
    if (typed) return typed;
    if (!session) return null;
    const fresh = initialDetails(session, {
      email: profile?.email,
      phone: phone ? `0${phone}` : null,
    });
    // What was typed before a reload during the hold, until it is saved on the cart.
    const draft =
      session.status === 'OPEN' && session.cart_token ? readDraft(session.cart_token, fresh) : null;
    return draft ?? fresh;
  }, [typed, session, profile?.email, phone]);
  const onValues = (next: DetailsValues) => {
    setValues(next);
    if (cartToken) writeDraft(cartToken, next);
  };
  // A closed or paid cart keeps nothing typed for it.
  const closed = session && !['OPEN', 'PROCESSING'].includes(session.status);
  useEffect(() => {
    if (closed && cartToken) clearDraft(cartToken);
  }, [closed, cartToken]);

  switch (state.phase) {
    case 'missing':
      return null;
    case 'signed-out':
      return (
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
    case 'loading':
      return (
        <>
          <Typography role="status">
            {t(state.creating ? 'checkout.creating' : 'checkout.loading')}
          </Typography>
          <ResultsSkeleton count={2} height={160} />
        </>
      );
    case 'not-found':
      return (
        <>
          <Alert severity="warning">{t('checkout.notFound')}</Alert>
          {backLink()}
        </>
      );
    case 'error':
      if (hasRule(state.error, 'sold_out', 'unknown', 'closed', 'turnaround')) {
        return (
          <>
            <Alert severity="warning">{t('checkout.soldOut')}</Alert>
            {backLink()}
          </>
        );
      }
      {
        // A hold limit (docs/checkout.md "Hold limits"): why, and whose limit it is.
        const limit = fieldErrorsOf(state.error).find((f) => isHoldLimit(f.rule));
        if (limit) {
          return (
            <>
              <Alert severity="warning" role="alert">
                {t(`checkout.limits.${limit.rule as (typeof HOLD_LIMIT_RULES)[number]}`)}
                {limit.field === 'address' && ` ${t('checkout.limits.address')}`}
              </Alert>
              {backLink()}
            </>
          );
        }
      }
      if (errorCodeOf(state.error) === 'NOT_FOUND') {
        return <Alert severity="warning">{t('checkout.notFound')}</Alert>;
      }
      return <ErrorState message={state.error.message} onRetry={reload} />;
  }

  const s = state.session;
  const status = s.status;
  if (status === 'EXPIRED' || status === 'CANCELLED') {
    return (
      <>
        <Alert severity="warning" role="alert">
          {t(status === 'EXPIRED' ? 'checkout.hold.expired' : 'checkout.hold.cancelled')}
        </Alert>
        {backLink()}
        <Box sx={{ mt: 2 }}>
          <CartSummary session={s} />
        </Box>
      </>
    );
  }
  if (status === 'COMPLETED') {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" component={RouterLink} to={resultPath(kind, s.cart_token!)}>
            {t('checkout.hold.viewOrder')}
          </Button>
        }
      >
        {t('checkout.hold.completed')}
      </Alert>
    );
  }
  const saved = hasDetails(s);
  const showForm = !saved || editing;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: isDesktop ? 'minmax(0, 1fr) 340px' : '1fr',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {status === 'OPEN' && s.expired_at && (
          <HoldCountdown expiredAt={s.expired_at} serverTime={s.current_time} onExpired={reload} />
        )}
        {status === 'PROCESSING' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('checkout.hold.processing')}
          </Alert>
        )}
        {deskFor && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('checkout.deskFor', { name: deskFor })}
          </Alert>
        )}
        <CartSummary session={s} />
        {/*
          What is held paints first; the steps (details, vouchers, invoice, payment) are their
          own chunk, asked for once that has painted, and render in interruptible passes after
          it, so no one long task holds the page (docs/checkout-ui.md, "Speed").
        */}
        <RenderAfterFirstPaint>
          <Suspense fallback={<ResultsSkeleton count={1} height={240} />}>
            <CheckoutSteps
              session={s}
              kind={kind}
              values={showForm ? values : null}
              onValues={onValues}
              onSaved={(next) => {
                if (next.cart_token) clearDraft(next.cart_token);
                replace(next);
                setEditing(false);
              }}
              onEdit={() => setEditing(true)}
              ready={saved && !editing}
              replace={replace}
              reload={reload}
            />
          </Suspense>
        </RenderAfterFirstPaint>
      </Box>
      {isDesktop && (
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ position: 'sticky', top: 88 }}>
            <PriceBreakdown session={s} kind={kind} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
