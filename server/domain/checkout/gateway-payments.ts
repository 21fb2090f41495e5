/**
 * Starting a gateway payment of a checkout session (docs/checkout.md "Gateway payments"):
 * VNPay's pay link and the bank transfer's instructions. Each reads the session as its
 * traveller or booker sees it (anyone else: NOT_FOUND, as for an unknown id), checks it can
 * still be paid, asks the rail, and only then marks it PROCESSING (settle.ts), so a refused
 * request leaves the session as it was.
 */
import { sameOriginHref } from '../../../common/redirect.js';
import { pathForRoute } from '../../../common/route-names.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  PaymentRequestError,
  type BankAccountDetails,
  type PaymentRail,
  type PaymentRails,
  type RailCode,
} from '../../providers/payments/index.js';
import { memoFor } from '../../providers/payments/bank-transfer.js';
import { vietQrPayload } from '../../providers/payments/vietqr.js';
import { isPaymentMethodEnabled, type PaymentSettings } from '../payments/methods.js';
import { orderOfSession } from './orders.js';
import { assertDetails } from './details-required.js';
import { attemptRef, sessionRef } from './order-ref.js';
import { beginGatewayPayment, refuse } from './settle.js';
import { currentSession, type SessionRow } from './sessions.js';
import { amountDue } from './split-payment.js';
import { proofFiles } from './bank-partials.js';
import { bankPaidAmount } from './bank-transfers-repository.js';

export interface GatewayDeps {
  db: Db;
  rails: PaymentRails;
  payments: PaymentSettings;
  /** Where this server is reached: relative redirect URLs are resolved against it. */
  origin: string;
  /** Stripe's publishable key when the card rail is on. */
  publishableKey: string | null;
  /** The account bank transfers go to, when that rail is on. */
  bankAccount: BankAccountDetails | null;
}

const fieldError = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);

/** The session the caller may pay with `rail`, OPEN or PROCESSING and in VND. */
export async function payableSession(
  deps: GatewayDeps,
  userId: string,
  sessionId: string,
  rail: RailCode,
  now: Date,
): Promise<{ session: SessionRow; gateway: PaymentRail }> {
  const session = await currentSession(deps.db, userId, { id: sessionId }, now);
  if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
  const gateway = deps.rails[rail];
  if (!gateway || !isPaymentMethodEnabled(deps.payments, rail)) {
    throw refuse('unavailable', `${rail} payments are not offered.`);
  }
  if (session.status === 'COMPLETED') throw refuse('paid', 'This checkout is already paid.');
  if (session.status === 'EXPIRED') {
    throw refuse('expired', 'This checkout has expired; its seats or rooms were released.');
  }
  if (session.status !== 'OPEN' && session.status !== 'PROCESSING') {
    throw refuse('not_open', `This checkout is ${session.status.toLowerCase()}.`);
  }
  if (session.currency !== 'VND') {
    throw refuse('currency', `${rail} takes VND only; this checkout is in ${session.currency}.`);
  }
  assertDetails(session);
  return { session, gateway };
}

/**
 * Where a gateway sends the payer back: `redirect` when it stays on this server's origin (the
 * one rule of common/redirect.ts), else the checkout's own result page (a top-up: its page),
 * so the gateway never hands the signed result to another site.
 */
export function returnUrlOf(
  origin: string,
  redirect: string | null | undefined,
  session: Pick<SessionRow, 'id' | 'product_type' | 'cart_token'>,
): string {
  return sameOriginHref(redirect, origin, defaultReturnPath(session));
}

/** The page a payment returns to when the caller gave none of ours. */
export function defaultReturnPath(
  session: Pick<SessionRow, 'id' | 'product_type' | 'cart_token'>,
): string {
  if (session.product_type === 'TOP_UP') return `/account/top-up?top_up=${session.id}`;
  const kind = session.product_type === 'FLIGHT' ? 'flight' : 'hotel';
  return session.cart_token
    ? `${pathForRoute(`checkout-success-${kind}`)}?cart=${encodeURIComponent(session.cart_token)}`
    : pathForRoute('index');
}

const RAIL_FIELDS: Record<string, string> = { method: 'type', returnUrl: 'redirect_url' };

export function asInputError(err: unknown): never {
  if (err instanceof PaymentRequestError) {
    throw fieldError(RAIL_FIELDS[err.field] ?? err.field, err.rule, err.message);
  }
  throw err;
}

export const description = (session: SessionRow, locale: string) =>
  session.product_type === 'TOP_UP'
    ? locale === 'en'
      ? 'Wayfare wallet top-up'
      : 'Nap tien vi Wayfare'
    : session.product_type === 'FLIGHT'
      ? locale === 'en'
        ? 'Wayfare flight booking'
        : 'Thanh toan ve may bay Wayfare'
      : locale === 'en'
        ? 'Wayfare hotel booking'
        : 'Thanh toan dat phong Wayfare';

/** create_vnpay_payment: a signed VNPay pay link for a new attempt (its own vnp_TxnRef). */
export async function startVnpayPayment(
  deps: GatewayDeps,
  userId: string,
  args: { payment_checkout_session_id: string; type?: string | null; redirect_url: string },
  client: { locale: string; ip: string },
  now: Date,
): Promise<string> {
  const { session, gateway } = await payableSession(
    deps,
    userId,
    args.payment_checkout_session_id,
    'VNPAY',
    now,
  );
  const returnUrl = returnUrlOf(deps.origin, args.redirect_url, session);
  const previous = await orderOfSession(deps.db, session.id);
  const orderRef = attemptRef(session.id, previous?.payment_details?.order_ref);
  const start = await gateway
    .createPayment({
      orderRef,
      amount: amountDue(session),
      description: description(session, client.locale),
      returnUrl,
      locale: client.locale === 'en' ? 'en' : 'vi',
      clientIp: client.ip,
      method: args.type ?? undefined,
      expiresAt: session.expired_at,
      createdAt: now,
    })
    .catch(asInputError);
  if (start.kind !== 'PAY_LINK') throw new Error('VNPay rail did not give a pay link');
  const order = await beginGatewayPayment(deps.db, userId, session.id, 'VNPAY', now, {
    order_ref: orderRef,
    // VNPay's querydr names the attempt by its reference and this instant (reconcile.ts).
    created_at: now.toISOString(),
  });
  if (order.status === 'SUCCESSFUL') throw refuse('paid', 'This checkout is already paid.');
  return start.payLink;
}

/** Bank names and codes by NAPAS BIN (the configured account's bank). */
const BANK_NAMES: Record<string, { code: string; name: string }> = {
  '970436': { code: 'VCB', name: 'Vietcombank' },
  '970418': { code: 'BIDV', name: 'BIDV' },
  '970415': { code: 'ICB', name: 'VietinBank' },
  '970405': { code: 'VBA', name: 'Agribank' },
  '970407': { code: 'TCB', name: 'Techcombank' },
  '970422': { code: 'MB', name: 'MB Bank' },
  '970416': { code: 'ACB', name: 'ACB' },
  '970432': { code: 'VPB', name: 'VPBank' },
};

/** The bank of a NAPAS BIN: its code and name, or the BIN itself for one not listed. */
export function bankOf(bin: string): { code: string; name: string } {
  return BANK_NAMES[bin] ?? { code: bin, name: bin };
}

/**
 * The accounts a transfer can be sent to, as the API lists them (`banks`): the rail's account
 * with its bank's code and name, and the VietQR while `payable` (null once nothing is due).
 */
export function transferBanks(
  start: { qrPayload: string; account: BankAccountDetails },
  payable: boolean,
) {
  const bank = bankOf(start.account.bin);
  return [
    {
      account: start.account.accountNumber,
      bank_code: bank.code,
      beneficiary_name: start.account.accountName,
      name: bank.name,
      qr: payable ? start.qrPayload : null,
    },
  ];
}

export type BankTransferStatus = 'PENDING' | 'CONFIRMING' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** The BankTransfer of a session: one per session, known by the session's id. */
async function presentBankTransfer(deps: GatewayDeps, session: SessionRow) {
  const gateway = deps.rails.BANK_TRANSFER;
  if (!gateway) throw refuse('unavailable', 'BANK_TRANSFER payments are not offered.');
  const order = await orderOfSession(deps.db, session.id);
  const byBank = order?.payment_method === 'BANK_TRANSFER';
  let status: BankTransferStatus = 'PENDING';
  if (order?.status === 'SUCCESSFUL') status = byBank ? 'PAID' : 'CANCELLED';
  else if (session.status === 'PROCESSING' && byBank) status = 'CONFIRMING';
  else if (session.status === 'EXPIRED') status = 'EXPIRED';
  else if (session.status === 'CANCELLED') status = 'CANCELLED';
  const memo = memoFor(sessionRef(session.id));
  const due = amountDue(session);
  const paid = await bankPaidAmount(deps.db, session.id);
  const start = await gateway
    .createPayment({
      orderRef: sessionRef(session.id),
      // What is left to transfer: the QR asks for the remainder after a partial credit.
      amount: Math.max(due - paid, 1),
      description: memo,
      returnUrl: deps.origin,
      locale: 'vi',
    })
    .catch(asInputError);
  if (start.kind !== 'BANK_TRANSFER') throw new Error('bank rail did not give instructions');
  return {
    id: session.id,
    amount: due,
    paid_amount: status === 'PAID' ? Math.max(paid, due) : paid,
    currency: session.currency,
    status,
    memo: start.memo,
    banks: transferBanks(start, status === 'PENDING' || status === 'CONFIRMING'),
    files: await proofFiles(deps.db, session.id),
  };
}

/** bank_transfer(payment_checkout_session_id): the instructions of a payable session. */
export async function bankTransferInstructions(
  deps: GatewayDeps,
  userId: string,
  sessionId: string,
  now: Date,
) {
  const session = await currentSession(deps.db, userId, { id: sessionId }, now);
  if (session?.status === 'COMPLETED') return presentBankTransfer(deps, session);
  const payable = await payableSession(deps, userId, sessionId, 'BANK_TRANSFER', now);
  return presentBankTransfer(deps, payable.session);
}

/** bank_transfer(input): read one; null when the caller cannot see it. */
export async function findBankTransfer(
  deps: GatewayDeps,
  userId: string,
  input: { id?: string | null; payment_checkout_session_id?: string | null },
  now: Date,
) {
  const id = input.id ?? input.payment_checkout_session_id;
  if (!id) {
    throw fieldError('id', 'required', 'Give id or payment_checkout_session_id.');
  }
  const session = await currentSession(deps.db, userId, { id }, now);
  return session && deps.rails.BANK_TRANSFER ? presentBankTransfer(deps, session) : null;
}

/** begin_bank_transfer: the payer says they transferred; the session waits for the bank. */
export async function beginBankTransfer(
  deps: GatewayDeps,
  userId: string,
  sessionId: string,
  now: Date,
) {
  const { session } = await payableSession(deps, userId, sessionId, 'BANK_TRANSFER', now);
  const order = await beginGatewayPayment(deps.db, userId, session.id, 'BANK_TRANSFER', now, {
    order_ref: sessionRef(session.id),
  });
  const fresh = await currentSession(deps.db, userId, { id: session.id }, now);
  if (order.status !== 'SUCCESSFUL' && fresh?.status !== 'PROCESSING') {
    throw refuse('not_open', 'This checkout cannot wait for a transfer.');
  }
  return presentBankTransfer(deps, fresh ?? session);
}

/**
 * bank_transfer_template: the account to show before a transfer is started, with a VietQR
 * without amount. The memo is the one given (letters, digits, spaces; at most 25: what banks
 * keep), else the checkout's when its id is given (as its traveller or booker sees it), else null.
 */
export async function bankTransferTemplate(
  deps: GatewayDeps,
  userId: string,
  args: {
    banks?: string[] | null;
    memo?: string | null;
    payment_checkout_session_id?: string | null;
  },
  now: Date,
) {
  const account = deps.bankAccount;
  if (!account || !deps.rails.BANK_TRANSFER) {
    throw refuse('unavailable', 'BANK_TRANSFER payments are not offered.');
  }
  let memo: string | null = null;
  if (args.memo != null) {
    memo = args.memo.trim();
    if (!/^[A-Za-z0-9 ]{1,25}$/.test(memo)) {
      throw fieldError('memo', 'format', 'memo must be 1–25 letters, digits or spaces.');
    }
  } else if (args.payment_checkout_session_id) {
    const id = args.payment_checkout_session_id;
    const session = await currentSession(deps.db, userId, { id }, now);
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    memo = memoFor(sessionRef(session.id));
  }
  const bank = bankOf(account.bin);
  const wanted = args.banks?.map((b) => b.trim().toUpperCase());
  const banks =
    wanted && !wanted.includes(bank.code)
      ? []
      : [
          {
            account: account.accountNumber,
            bank_code: bank.code,
            beneficiary_name: account.accountName,
            name: bank.name,
            qr: vietQrPayload({
              bin: account.bin,
              accountNumber: account.accountNumber,
              ...(memo ? { memo } : {}),
            }),
          },
        ];
  return { banks, memo };
}
