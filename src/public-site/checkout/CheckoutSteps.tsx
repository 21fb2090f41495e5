import Typography from '@mui/material/Typography';
import { useStore } from '../../account/store/createStore';
import { sessionStore } from '../../account/store/sessionStore';
import { useT } from '../../i18n/context';
import { actingCan } from '../../../common/permissions/acting';
import { useViewport } from '../../theme/ViewportProvider';
import { RenderAfterFirstPaint } from '../../components/RenderAfterFirstPaint';
import type { CheckoutKind, CheckoutSession } from './checkoutApi';
import { DetailsForm } from './DetailsForm';
import { DetailsSummary } from './DetailsSummary';
import type { DetailsValues } from './detailsForm';
import { InvoiceSection } from './InvoiceSection';
import { PaymentStep } from './PaymentStep';
import { PayActionProvider } from './payAction';
import { PayBar } from './PayBar';
import { PriceBreakdown } from './PriceBreakdown';
import { actingKind } from './notOffered';
import { VoucherSection } from './VoucherSection';

export interface CheckoutStepsProps {
  session: CheckoutSession;
  kind: CheckoutKind;
  /** The details form's values while it is shown; null shows the saved details instead. */
  values: DetailsValues | null;
  onValues: (values: DetailsValues) => void;
  onSaved: (session: CheckoutSession) => void;
  onEdit: () => void;
  /** The details are saved and not being edited: payment may start. */
  ready: boolean;
  replace: (session: CheckoutSession) => void;
  reload: () => void;
}

/**
 * Everything below what is held: the traveller's details, then vouchers, invoice, the price
 * (on phones; beside the page on wide screens) and payment. Its own chunk (CheckoutShell loads
 * it after the held cart has painted); the form, then the sections below it, render in
 * interruptible passes.
 */
export function CheckoutSteps(props: CheckoutStepsProps) {
  const { session, kind, values, ready, replace, reload } = props;
  const { isDesktop } = useViewport();
  const t = useT();
  const { profile } = useStore(sessionStore);
  // Support acting for someone never spends their vouchers (docs/permissions.md).
  const acting = actingKind(profile?.role);
  const vouchersAllowed = !acting || actingCan(acting, 'vouchers.apply');
  return (
    <>
      {values ? (
        <DetailsForm
          session={session}
          isFlight={kind === 'flight'}
          values={values}
          onChange={props.onValues}
          onSaved={props.onSaved}
        />
      ) : (
        <DetailsSummary session={session} onEdit={props.onEdit} />
      )}
      <RenderAfterFirstPaint>
        {vouchersAllowed ? (
          <VoucherSection session={session} onChange={replace} onReload={reload} />
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('checkout.vouchers.notWhileActing')}
          </Typography>
        )}
        <InvoiceSection session={session} onChange={replace} />
        {!isDesktop && <PriceBreakdown session={session} kind={kind} />}
        <PayActionProvider>
          <PaymentStep session={session} kind={kind} ready={ready} onStale={reload} />
          {!isDesktop && <PayBar session={session} ready={ready} />}
        </PayActionProvider>
      </RenderAfterFirstPaint>
    </>
  );
}
