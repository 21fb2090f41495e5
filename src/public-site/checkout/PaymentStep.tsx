import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  CorporatePaymentOptionsDocument,
  type PaymentMethodType,
} from '../../api/generated/payments';
import { useStore } from '../../account/store/createStore';
import { sessionStore } from '../../account/store/sessionStore';
import { useT } from '../../i18n/context';
import { actingCan } from '../../../common/permissions/acting';
import { actingKind, notOffered } from './notOffered';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { CardPanel } from './CardPanel';
import type { CheckoutKind, CheckoutSession } from './checkoutApi';
import { CorporatePanel, type CorporateOption } from './CorporatePanel';
import { PolicyVerdict } from './PolicyVerdict';
import { useCheckoutPolicy } from './useCheckoutPolicy';
import { P2c2pPanel } from './P2c2pPanel';
import { PAY_STEP_ID } from './PayBar';
import { SplitSummary } from './SplitSummary';
import { VnpayPanel } from './VnpayPanel';
import { WalletPanel } from './WalletPanel';

/**
 * The bank transfer's panel (its QR encoder, proof upload and facts) is fetched when that rail is
 * chosen: the other rails' payers never need it (docs/checkout-ui.md "Speed").
 */
const BankTransferPanel = lazy(() =>
  import('./BankTransferPanel').then((m) => ({ default: m.BankTransferPanel })),
);

/** Rails this page has a flow for, in the order offered (docs/checkout-ui.md). */
const FLOWS = {
  CORPORATE_WALLET: CorporatePanel,
  WALLET: WalletPanel,
  VNPAY: VnpayPanel,
  P2C2P: P2c2pPanel,
  BANK_TRANSFER: BankTransferPanel,
  CARD: CardPanel,
} as const;
type Flow = keyof typeof FLOWS;
const ORDER = Object.keys(FLOWS) as Flow[];

/**
 * The rails offered: those the session supports, and the company account when a corporate can
 * pay it (corporate_payment_options; the session lists CORPORATE_WALLET only once charged to it).
 */
export const payableMethods = (
  methods: readonly PaymentMethodType[],
  corporate: readonly CorporateOption[] = [],
): Flow[] =>
  ORDER.filter((m) => (m === 'CORPORATE_WALLET' ? corporate.length > 0 : methods.includes(m)));

export interface PaymentStepProps {
  session: CheckoutSession;
  kind: CheckoutKind;
  /** Details are saved: paying is allowed. */
  ready: boolean;
  onStale: () => void;
}

/** The payment step: only the rails the session supports, each with its own flow. */
export function PaymentStep({ session, kind, ready, onStale }: PaymentStepProps) {
  const t = useT();
  const { profile } = useStore(sessionStore);
  // Booking for someone else: what the acting table lets this browser pay with as them.
  const acting = actingKind(profile?.role);
  const companyAllowed = !acting || actingCan(acting, 'company.pay');
  const corporate = useGraphqlQuery(
    'payments',
    CorporatePaymentOptionsDocument,
    ready && companyAllowed ? { id: session.id } : null,
  );
  // Without an answer (loading, or an error) the company account is simply not offered.
  const options = companyAllowed ? (corporate.data?.corporate_payment_options ?? []) : [];
  // After the company paid its part of a split, the rest is paid another way.
  const methods = payableMethods(
    session.supported_payment_methods,
    session.first_paid_at ? [] : options,
  ).filter((m) => m !== 'WALLET' || !acting || actingCan(acting, 'wallet.pay'));
  const missing = notOffered({
    acting,
    supported: session.supported_payment_methods,
    companyOptions: options.length,
    companyFailed: companyAllowed && Boolean(corporate.error),
    companyPaid: Boolean(session.first_paid_at),
  });
  const policy = useCheckoutPolicy(session);
  const [params] = useSearchParams();
  // Back from the card form that saved a card (savedCards.ts): the card method is open again.
  const [method, setMethod] = useState<Flow | null>(() =>
    params.has('setup_status') ? 'CARD' : null,
  );
  const chosen = method && methods.includes(method) ? method : null;
  const Panel = chosen && chosen !== 'CORPORATE_WALLET' ? FLOWS[chosen] : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="pay-heading"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography
        id={PAY_STEP_ID}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.15rem', mb: 1, scrollMarginTop: 96 }}
      >
        {t('checkout.pay.heading')}
      </Typography>
      {ready && missing.length > 0 && (
        <Box component="section" aria-labelledby="not-offered" sx={{ mb: 1 }}>
          <Typography id="not-offered" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('checkout.pay.notOffered.heading')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map((m) => (
              <Typography component="li" key={m.method} color="text.secondary">
                {t(`checkout.pay.methods.${m.method}`)}:{' '}
                {t(`checkout.pay.notOffered.${m.reason}`, { currency: session.currency })}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {!ready ? (
        <Typography color="text.secondary">{t('checkout.pay.needDetails')}</Typography>
      ) : methods.length === 0 ? (
        <Alert severity="warning">{t('checkout.pay.none')}</Alert>
      ) : (
        <>
          {policy && <PolicyVerdict policy={policy} currency={session.currency} />}
          <SplitSummary
            session={session}
            company={(options.find((o) => o.selected) ?? options[0])?.name ?? null}
          />
          <RadioGroup
            aria-label={t('checkout.pay.choose')}
            name="payment-method"
            value={chosen ?? ''}
            onChange={(e) => setMethod(e.target.value as Flow)}
          >
            {methods.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                label={t(`checkout.pay.methods.${m}`)}
              />
            ))}
          </RadioGroup>
          {chosen && (
            <Box sx={{ mt: 1.5, pl: { sm: 4 } }} data-method={chosen}>
              {chosen === 'CORPORATE_WALLET' ? (
                <CorporatePanel
                  session={session}
                  kind={kind}
                  onStale={onStale}
                  options={options}
                  policy={policy}
                />
              ) : (
                Panel && (
                  <Suspense
                    fallback={
                      <CircularProgress size={24} aria-label={t('checkout.pay.loadingMethod')} />
                    }
                  >
                    <Panel session={session} kind={kind} onStale={onStale} />
                  </Suspense>
                )
              )}
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
