import { useViewport } from '../../theme/ViewportProvider';
import { RenderAfterFirstPaint } from '../../components/RenderAfterFirstPaint';
import type { CheckoutKind, CheckoutSession } from './checkoutApi';
import { DetailsForm } from './DetailsForm';
import { DetailsSummary } from './DetailsSummary';
import type { DetailsValues } from './detailsForm';
import { InvoiceSection } from './InvoiceSection';
import { PaymentStep } from './PaymentStep';
import { PriceBreakdown } from './PriceBreakdown';
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
        <VoucherSection session={session} onChange={replace} onReload={reload} />
        <InvoiceSection session={session} onChange={replace} />
        {!isDesktop && <PriceBreakdown session={session} kind={kind} />}
        <PaymentStep session={session} kind={kind} ready={ready} onStale={reload} />
      </RenderAfterFirstPaint>
    </>
  );
}
