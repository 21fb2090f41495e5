/**
 * Bank credits for corporate finance (docs/finance.md "Wallet top-up", "Invoices and
 * payments"): the bank rail's verified notification (providers/payments/bank-transfer.ts, the
 * same signature check as checkout's) names a top-up (`WFCT…`) or an invoice (`WFCI…`) in its
 * memo; those are recorded here, everything else goes on to the checkout's sink unchanged.
 */
import type { Clock } from '../context/clock.js';
import type { Db } from '../../db/client.js';
import type {
  PaymentNotificationSink,
  PaymentResult,
  SettleOutcome,
} from '../../providers/payments/index.js';
import { recordInvoiceCredit } from './invoice-payments.js';
import { creditTopUp } from './top-ups.js';
import { transferKindOf } from './transfer-refs.js';

/** Wayfare's rails take VND only (docs/payments.md). */
const RAIL_CURRENCY = 'VND';

/** `sink` with corporate top-ups' and invoices' bank credits taken off it. */
export function withCorporateCredits(
  sink: PaymentNotificationSink,
  db: Db,
  clock: Clock,
): PaymentNotificationSink {
  return {
    async settle(result: PaymentResult): Promise<SettleOutcome> {
      const kind =
        result.rail === 'BANK_TRANSFER' && result.orderRef ? transferKindOf(result.orderRef) : null;
      if (!kind || !result.orderRef) return sink.settle(result);
      // A bank credit is always a success; anything else names nothing to record.
      if (result.status !== 'SUCCEEDED' || !result.providerTxnId) return 'ACCEPTED';
      const credit = {
        ref: result.orderRef,
        txnId: result.providerTxnId,
        amount: result.amount,
        currency: RAIL_CURRENCY,
        at: clock.now(),
      };
      return kind === 'TOP_UP' ? creditTopUp(db, credit) : recordInvoiceCredit(db, credit);
    },
  };
}
