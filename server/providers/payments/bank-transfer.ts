import { z } from 'zod';
import type { Clock } from '../../domain/context/clock.js';
import { checkPaymentRequest, hmacHex, sameHex, single } from './request.js';
import { vietQrPayload } from './vietqr.js';
import {
  PaymentVerificationError,
  type BankAccountDetails,
  type NotificationAnswerCase,
  type PaymentRail,
  type PaymentResult,
} from './types.js';

/*
 * Bank transfer with a VietQR code. The payer's banking app scans the NAPAS payload (account,
 * amount, memo); the bank (or a bank-statement service) reports each credit to
 * POST /payments/bank/notifications as JSON signed with HMAC-SHA256:
 *   X-Bank-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 * A signature older or newer than five minutes is refused, so a captured call cannot be
 * replayed later; a replay inside the window is harmless because settling is idempotent.
 */

export interface BankTransferConfig extends BankAccountDetails {
  webhookSecret: string;
  sandbox: boolean;
  /** Sandbox only: where /dev/bank sends its notifications. */
  notifyUrl: string;
}

export const BANK_SIGNATURE_HEADER = 'x-bank-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const MEMO_PREFIX = 'WF';

/** The transfer content that names an order: "WF" and the order reference. */
export function memoFor(orderRef: string): string {
  return `${MEMO_PREFIX}${orderRef}`;
}

/** The order a transfer's content names, wherever the bank put it among its own words. */
export function orderRefInContent(content: string): string | null {
  const match = new RegExp(`(?:^|[^A-Z0-9])${MEMO_PREFIX}([A-Z0-9]{6,20})(?![A-Z0-9])`).exec(
    content.toUpperCase(),
  );
  return match?.[1] ?? null;
}

export const bankCreditSchema = z.object({
  id: z.string().min(1).max(100),
  bank_bin: z.string().regex(/^\d{6}$/),
  account_number: z.string().min(1).max(19),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.literal('VND'),
  description: z.string().max(500),
  credited_at: z.string().datetime(),
});
export type BankCredit = z.infer<typeof bankCreditSchema>;

export function bankSignatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex('sha256', secret, `${timestamp}.${body}`)}`;
}

const ANSWERS: Record<NotificationAnswerCase, [number, string]> = {
  ACCEPTED: [200, 'ACCEPTED'],
  ALREADY_CONFIRMED: [200, 'ALREADY_CONFIRMED'],
  ORDER_NOT_FOUND: [200, 'ORDER_NOT_FOUND'],
  AMOUNT_MISMATCH: [200, 'AMOUNT_MISMATCH'],
  INVALID_SIGNATURE: [401, 'INVALID_SIGNATURE'],
  MALFORMED: [400, 'MALFORMED'],
  // The sender retries anything but a 2xx/4xx: the credit must not be lost.
  ERROR: [503, 'ERROR'],
};

export function createBankTransferRail(config: BankTransferConfig, clock: Clock): PaymentRail {
  return {
    code: 'BANK_TRANSFER',
    sandbox: config.sandbox,
    async createPayment(request) {
      checkPaymentRequest(request);
      const memo = memoFor(request.orderRef);
      return {
        kind: 'BANK_TRANSFER',
        qrPayload: vietQrPayload({
          bin: config.bin,
          accountNumber: config.accountNumber,
          amount: request.amount,
          memo,
        }),
        memo,
        amount: request.amount,
        account: {
          bin: config.bin,
          accountNumber: config.accountNumber,
          accountName: config.accountName,
        },
      };
    },
    async verifyNotification(call): Promise<PaymentResult> {
      const header = single(call.headers[BANK_SIGNATURE_HEADER]) ?? '';
      const parts = Object.fromEntries(
        header.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.t);
      if (!/^\d{1,12}$/.test(parts.t ?? '') || !parts.v1) {
        throw new PaymentVerificationError('INVALID_SIGNATURE', `${BANK_SIGNATURE_HEADER} missing`);
      }
      if (!sameHex(hmacHex('sha256', config.webhookSecret, `${parts.t}.${call.body}`), parts.v1)) {
        throw new PaymentVerificationError('INVALID_SIGNATURE', 'bank signature does not match');
      }
      const age = Math.abs(clock.now().getTime() / 1000 - timestamp);
      if (age > SIGNATURE_TOLERANCE_SECONDS) {
        throw new PaymentVerificationError('INVALID_SIGNATURE', 'bank signature has expired');
      }
      let credit: BankCredit;
      try {
        credit = bankCreditSchema.parse(JSON.parse(call.body));
      } catch {
        throw new PaymentVerificationError('MALFORMED', 'not a bank credit notification');
      }
      if (credit.bank_bin !== config.bin || credit.account_number !== config.accountNumber) {
        throw new PaymentVerificationError('MALFORMED', 'the credit is not to this account');
      }
      return {
        rail: 'BANK_TRANSFER',
        orderRef: orderRefInContent(credit.description),
        amount: credit.amount,
        status: 'SUCCEEDED',
        providerTxnId: credit.id,
        providerCode: 'CREDIT',
      };
    },
    answerNotification(answer) {
      const [status, outcome] = ANSWERS[answer];
      return {
        status,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ ok: status === 200, outcome }),
      };
    },
  };
}
