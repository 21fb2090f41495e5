/**
 * The payment-rail interface (docs/payments.md). Each rail speaks its gateway's real protocol;
 * the checkout core calls `createPayment` to start paying an order and hands every return and
 * server notification to `verifyReturn` / `verifyNotification`, which check the gateway's
 * signature before anything is believed. Amounts are integer minor units of VND (1 = 1 ₫).
 */

export type RailCode = 'CARD' | 'VNPAY' | 'BANK_TRANSFER' | 'P2C2P';

/** What the gateway says happened; PENDING when it has not decided yet. */
export type PaymentStatus = 'SUCCEEDED' | 'FAILED' | 'CANCELLED' | 'PENDING';

/**
 * An order reference every rail can carry: 6–20 upper-case letters and digits. VNPay's
 * vnp_TxnRef, 2C2P's invoiceNo and a bank transfer's content all accept it unchanged, so the
 * same reference comes back from every gateway.
 */
export const ORDER_REF = /^[A-Z0-9]{6,20}$/;

export interface PaymentRequest {
  orderRef: string;
  /** Integer minor units of VND. */
  amount: number;
  /** Shown to the payer by the gateway (accents and symbols are removed where the rail needs). */
  description: string;
  /** Where the gateway sends the payer's browser back. */
  returnUrl: string;
  locale: 'vi' | 'en';
  /** The payer's address (VNPay's vnp_IpAddr). */
  clientIp?: string;
  /** Rail-specific choice: VNPay's vnp_BankCode (VNPAYQR, VNBANK, INTCARD), a 2C2P channel. */
  method?: string;
  /** Card only: the payer's Stripe customer, whose saved cards may confirm the intent. */
  customer?: string;
  /** When the gateway must stop accepting the payment (the checkout hold's end). */
  expiresAt?: Date;
  /** When the attempt starts (VNPay's vnp_CreateDate, asked again by querydr); default now. */
  createdAt?: Date;
}

export interface BankAccountDetails {
  /** The bank's NAPAS BIN (6 digits), e.g. 970436 for Vietcombank. */
  bin: string;
  accountNumber: string;
  accountName: string;
}

export type PaymentStart =
  /** Send the payer's browser here (VNPay, 2C2P). */
  | { kind: 'PAY_LINK'; payLink: string; providerToken: string | null }
  /** Card (Stripe): the browser confirms the PaymentIntent with Stripe.js (Elements). */
  | {
      kind: 'CLIENT_SECRET';
      clientSecret: string;
      publishableKey: string;
      /** The PaymentIntent id. */
      providerToken: string;
    }
  /** Show the VietQR payload as a QR image with the account and the memo spelled out. */
  | {
      kind: 'BANK_TRANSFER';
      qrPayload: string;
      memo: string;
      amount: number;
      account: BankAccountDetails;
    };

/** A return or notification after its signature was checked. */
export interface PaymentResult {
  rail: RailCode;
  /** Null only for a bank credit whose content names no order (kept for an accountant). */
  orderRef: string | null;
  /** Integer minor units of VND, as the gateway reports it. */
  amount: number;
  status: PaymentStatus;
  /** The gateway's transaction (VNPay vnp_TransactionNo, 2C2P tranRef, bank id, Stripe pi_…). */
  providerTxnId: string | null;
  /** The gateway's own result code, for logs and support (VNPay vnp_ResponseCode …). */
  providerCode: string;
  /**
   * The card that paid, as the gateway reports it (Stripe's Charge `payment_method_details.card`):
   * its network and last 4 digits, never the number. Card rail only, when known.
   */
  card?: { brand: string; last4: string } | null;
}

/** What the order side made of a verified notification; the rail turns it into its answer. */
export type SettleOutcome =
  /** Recorded: a success confirmed the order, a failure or cancellation marked it. */
  | 'ACCEPTED'
  /** The order was settled before (a retry or a replay): nothing changed. */
  | 'ALREADY_CONFIRMED'
  | 'ORDER_NOT_FOUND'
  /** The amount differs from the order's (for a bank transfer: recorded as partial). */
  | 'AMOUNT_MISMATCH';

/** Every answer a notification route can give. */
export type NotificationAnswerCase = SettleOutcome | 'INVALID_SIGNATURE' | 'MALFORMED' | 'ERROR';

/**
 * The checkout core's side: settles an order from a verified result, idempotently (a replay
 * answers ALREADY_CONFIRMED and changes nothing).
 */
export interface PaymentNotificationSink {
  settle(result: PaymentResult): Promise<SettleOutcome>;
}

/** A call from a gateway or a returning browser, as received (body unparsed). */
export interface InboundCall {
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  /** The raw request body ('' when none): signatures cover its exact bytes. */
  body: string;
}

export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Asking a gateway about a payment it took (reconciliation). */
/**
 * The gateway's answer that it has no payment under this reference (2C2P respCode 2002): the
 * payer never got as far as the gateway, or the pay link was never used. Not an error; the
 * checkout decides the attempt's fate (reconcile.ts).
 */
export interface PaymentNotFound {
  rail: RailCode;
  orderRef: string;
  status: 'NOT_FOUND';
  /** The gateway's own code, for logs and support. */
  providerCode: string;
}

/** What asking the gateway about a payment can answer. */
export type PaymentQueryResult = PaymentResult | PaymentNotFound;

export interface PaymentQuery {
  orderRef: string;
  providerTxnId: string | null;
  createdAt: Date;
}

/** Giving back (part of) a payment the gateway took. */
export interface RefundRequest {
  orderRef: string;
  providerTxnId: string | null;
  amount: number;
  paidAt: Date;
  reason: string;
  /**
   * Which refund of the payment this is, when it may have more than one (a flight change's
   * part refund, then its cancellation's): asking again with the same ref answers the same
   * refund. Absent: the order's own refund (ref = orderRef).
   */
  refundRef?: string;
}

/** The gateway's answer to a refund: PENDING when it has not finished yet. */
export interface RefundResult {
  status: 'SUCCEEDED' | 'PENDING' | 'FAILED';
  providerRefundId: string | null;
  providerCode: string;
}

export interface PaymentRail {
  readonly code: RailCode;
  /** True when this rail talks to the local /dev sandbox (never in production). */
  readonly sandbox: boolean;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** The payer's browser coming back; not every rail has one (bank transfer). */
  verifyReturn?(call: InboundCall): Promise<PaymentResult>;
  verifyNotification(call: InboundCall): Promise<PaymentResult>;
  answerNotification(answer: NotificationAnswerCase): NotificationAnswer;
  /** The gateway's current answer about a payment, when the rail can ask. */
  queryPayment?(query: PaymentQuery): Promise<PaymentQueryResult>;
  /** Refunds a payment, idempotently per refund ref (asking again answers the same refund). */
  refund?(request: RefundRequest): Promise<RefundResult>;
}

/** A return or notification that must not be believed: wrong signature, merchant or shape. */
export class PaymentVerificationError extends Error {
  constructor(
    readonly reason: 'INVALID_SIGNATURE' | 'MALFORMED',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentVerificationError';
  }
}

/** A request the rail refuses before calling the gateway (field and rule named). */
export class PaymentRequestError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRequestError';
  }
}

/** The gateway answered a request with a refusal or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The fetch the rails use for server-to-server calls (tests and sandboxes pass their own). */
export type PaymentFetch = (url: string, init: RequestInit) => Promise<Response>;
