import type { SettleOutcome } from '../../providers/payments/index.js';

/** What settling a change attempt's payment did (change-payment-settle.ts, -bank.ts). */
export interface SettledChange {
  outcome: SettleOutcome;
  /** The change made by this call (its e-mail is due). */
  changeId: string | null;
  /** The attempt whose late payment is to be given back. */
  refundId: string | null;
}
