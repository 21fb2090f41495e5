/**
 * The VietQR transfer of a corporate top-up or invoice: the checkout's bank rail
 * (providers/payments/bank-transfer.ts) makes the NAPAS payload for the reference's memo
 * (`WF<ref>`) and the amount. No second rail: the same account, memo form and signed
 * notification serve checkout and corporate finance (bank-credits.ts routes the credits).
 */
import { AppError } from '../../errors.js';
import type { PaymentRails } from '../../providers/payments/index.js';
import { asInputError, transferBanks } from '../checkout/gateway-payments.js';

export interface CorporateTransfer {
  amount: number;
  currency: string;
  memo: string;
  banks: {
    account: string;
    bank_code: string;
    beneficiary_name: string;
    name: string;
    qr: string | null;
  }[];
}

/** Instructions for transferring `amount` (0: nothing left, no QR) under `ref`. */
export async function transferFor(
  rails: PaymentRails,
  ref: string,
  amount: number,
  currency: string,
  origin: string,
): Promise<CorporateTransfer> {
  const rail = rails.BANK_TRANSFER;
  if (!rail) {
    throw new AppError('BAD_USER_INPUT', 'Bank transfers are not offered.', [
      { field: 'id', rule: 'unavailable', message: 'Bank transfers are not offered.' },
    ]);
  }
  const start = await rail
    .createPayment({
      orderRef: ref,
      amount: Math.max(amount, 1),
      description: ref,
      returnUrl: origin,
      locale: 'vi',
    })
    .catch(asInputError);
  if (start.kind !== 'BANK_TRANSFER') throw new Error('bank rail did not give instructions');
  return {
    amount,
    currency,
    memo: start.memo,
    banks: transferBanks(start, amount > 0),
  };
}
