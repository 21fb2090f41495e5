/**
 * The checkout core's side of gateway notifications (docs/checkout.md "Gateway payments"): a
 * rail's verified result is matched to its checkout session by the order reference
 * (order-ref.ts) and recorded through settle.ts, whose session lock makes every replay and race
 * answer the one settlement. Passed to buildApp by server/main.ts.
 */
import type { Clock } from '../context/clock.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type {
  PaymentNotificationSink,
  PaymentResult,
  RailCode,
  SettleOutcome,
} from '../../providers/payments/index.js';
import { recordBankCredit } from './bank-partials.js';
import { sessionIdOfRef } from './order-ref.js';
import { settleGatewayFailure, settleGatewayPayment, type PaymentMethod } from './settle.js';

/** The order's payment method for each rail. */
export const RAIL_METHOD: Record<RailCode, PaymentMethod> = {
  CARD: 'CARD',
  VNPAY: 'VNPAY',
  BANK_TRANSFER: 'BANK_TRANSFER',
  P2C2P: 'P2C2P',
};

/** Wayfare's rails take VND only (docs/payments.md). */
const RAIL_CURRENCY = 'VND';

export function createCheckoutPaymentSink(db: Db, clock: Clock): PaymentNotificationSink {
  return {
    async settle(result: PaymentResult): Promise<SettleOutcome> {
      const sessionId = result.orderRef ? await sessionIdOfRef(db, result.orderRef) : null;
      if (!sessionId) return 'ORDER_NOT_FOUND';
      const details = {
        rail: result.rail,
        order_ref: result.orderRef,
        provider_txn_id: result.providerTxnId,
        provider_code: result.providerCode,
        // The card's network and last 4 as the gateway reported them (never the number).
        ...(result.card ? { card: { brand: result.card.brand, last4: result.card.last4 } } : {}),
      };
      const base = { sessionId, method: RAIL_METHOD[result.rail], details, now: clock.now() };
      // Not decided yet (VNPay's pending): nothing to record; the gateway reports again.
      if (result.status === 'PENDING') return 'ACCEPTED';
      try {
        // A bank credit may be part of the sum, or more (bank-partials.ts).
        if (
          result.rail === 'BANK_TRANSFER' &&
          result.status === 'SUCCEEDED' &&
          result.providerTxnId
        ) {
          return await recordBankCredit(db, {
            ...base,
            txnId: result.providerTxnId,
            amount: result.amount,
            currency: RAIL_CURRENCY,
          });
        }
        const outcome =
          result.status === 'SUCCEEDED'
            ? await settleGatewayPayment(db, {
                ...base,
                amount: result.amount,
                currency: RAIL_CURRENCY,
              })
            : await settleGatewayFailure(db, base);
        return outcome.already ? 'ALREADY_CONFIRMED' : 'ACCEPTED';
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return 'ORDER_NOT_FOUND';
        if (err instanceof AppError && err.fields?.some((f) => f.rule === 'amount')) {
          return 'AMOUNT_MISMATCH';
        }
        throw err;
      }
    },
  };
}
