import type { Clock } from '../../domain/context/clock.js';
import { createVnpayMerchantApi } from './vnpay-merchant-api.js';
import { VNPAY_VERSION, vnpDate, type VnpayConfig } from './vnpay-protocol.js';
import { checkPaymentRequest, hmacHex, plainText, sameHex, single } from './request.js';
import {
  PaymentRequestError,
  PaymentVerificationError,
  type InboundCall,
  type NotificationAnswerCase,
  type PaymentFetch,
  type PaymentRail,
  type PaymentRequest,
  type PaymentResult,
  type PaymentStatus,
} from './types.js';

/*
 * VNPay payment gateway, API version 2.1.0 (sandbox.vnpayment.vn/apis/docs): the pay URL carries
 * vnp_* parameters sorted by name and signed with HMAC-SHA512 of their URL-encoded
 * `name=value&…` string (vnp_SecureHash); vnp_Amount is the amount ×100. The return URL and the
 * IPN carry the result signed the same way; the IPN is answered with VNPay's RspCode JSON.
 */

// The version, settings and date format the pay rail and the merchant API share live in
// vnpay-protocol.ts (so the two do not import each other); importers keep reading them here.
export { VNPAY_VERSION, vnpDate, type VnpayConfig } from './vnpay-protocol.js';

/** vnp_BankCode values the spec's VnpayPaymentType names (docs/graphql-contract.md). */
export const VNPAY_METHODS = ['VNPAYQR', 'VNBANK', 'INTCARD'] as const;
const DEFAULT_LIFETIME_MS = 15 * 60 * 1000;

/** PHP's urlencode, which VNPay's reference code signs with: spaces as '+', only -_. kept. */
export function vnpEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** The string VNPay signs: vnp_* fields except the hash, sorted, encoded, joined with '&'. */
export function vnpSigningString(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k.startsWith('vnp_') && k !== 'vnp_SecureHash' && k !== 'vnp_SecureHashType')
    .sort()
    .map((k) => `${vnpEncode(k)}=${vnpEncode(params[k] ?? '')}`)
    .join('&');
}

export function vnpSign(params: Record<string, string>, secret: string): string {
  return hmacHex('sha512', secret, vnpSigningString(params));
}

/** A signed query string, as the gateway and the sandbox send it. */
export function vnpSignedQuery(params: Record<string, string>, secret: string): string {
  return `${vnpSigningString(params)}&vnp_SecureHash=${vnpSign(params, secret)}`;
}

/** The vnp_* fields of a query, first value of each. */
export function vnpFields(query: InboundCall['query']): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const v = single(value);
    if (key.startsWith('vnp_') && v !== undefined) fields[key] = v;
  }
  return fields;
}

/** What vnp_ResponseCode and vnp_TransactionStatus mean for the order. */
export function vnpStatus(
  responseCode: string,
  transactionStatus: string | undefined,
): PaymentStatus {
  if (responseCode === '00' && (transactionStatus ?? '00') === '00') return 'SUCCEEDED';
  if (responseCode === '24') return 'CANCELLED';
  if (transactionStatus === '01') return 'PENDING';
  return 'FAILED';
}

const IPN_ANSWERS: Record<NotificationAnswerCase, { RspCode: string; Message: string }> = {
  ACCEPTED: { RspCode: '00', Message: 'Confirm Success' },
  ORDER_NOT_FOUND: { RspCode: '01', Message: 'Order not found' },
  ALREADY_CONFIRMED: { RspCode: '02', Message: 'Order already confirmed' },
  AMOUNT_MISMATCH: { RspCode: '04', Message: 'invalid amount' },
  INVALID_SIGNATURE: { RspCode: '97', Message: 'Invalid signature' },
  MALFORMED: { RspCode: '99', Message: 'Input data required' },
  ERROR: { RspCode: '99', Message: 'Unknown error' },
};

export function createVnpayRail(
  config: VnpayConfig,
  clock: Clock,
  fetchFn: PaymentFetch = fetch,
): PaymentRail {
  const merchantApi = createVnpayMerchantApi(config, clock, fetchFn);
  function verify(call: InboundCall): PaymentResult {
    const fields = vnpFields(call.query);
    const given = fields.vnp_SecureHash;
    if (!given) throw new PaymentVerificationError('INVALID_SIGNATURE', 'vnp_SecureHash missing');
    if (!sameHex(vnpSign(fields, config.hashSecret), given)) {
      throw new PaymentVerificationError('INVALID_SIGNATURE', 'vnp_SecureHash does not match');
    }
    if (fields.vnp_TmnCode !== config.tmnCode) {
      throw new PaymentVerificationError('MALFORMED', 'vnp_TmnCode is not this merchant');
    }
    const raw = fields.vnp_Amount ?? '';
    if (!/^\d{3,14}$/.test(raw) || !raw.endsWith('00')) {
      throw new PaymentVerificationError('MALFORMED', 'vnp_Amount is not a whole VND amount ×100');
    }
    const orderRef = fields.vnp_TxnRef;
    const responseCode = fields.vnp_ResponseCode;
    if (!orderRef || !responseCode) {
      throw new PaymentVerificationError('MALFORMED', 'vnp_TxnRef or vnp_ResponseCode missing');
    }
    return {
      rail: 'VNPAY',
      orderRef,
      amount: Number(raw.slice(0, -2)),
      status: vnpStatus(responseCode, fields.vnp_TransactionStatus),
      providerTxnId: fields.vnp_TransactionNo || null,
      providerCode: responseCode,
    };
  }

  return {
    code: 'VNPAY',
    sandbox: config.sandbox,
    async createPayment(request: PaymentRequest) {
      checkPaymentRequest(request);
      const method = request.method;
      if (method && !(VNPAY_METHODS as readonly string[]).includes(method)) {
        throw new PaymentRequestError(
          'method',
          'enum',
          `method must be one of ${VNPAY_METHODS.join(', ')}`,
        );
      }
      const now = request.createdAt ?? clock.now();
      const expires = request.expiresAt ?? new Date(now.getTime() + DEFAULT_LIFETIME_MS);
      const params: Record<string, string> = {
        vnp_Version: VNPAY_VERSION,
        vnp_Command: 'pay',
        vnp_TmnCode: config.tmnCode,
        vnp_Amount: String(request.amount * 100),
        vnp_CreateDate: vnpDate(now),
        vnp_ExpireDate: vnpDate(expires),
        vnp_CurrCode: 'VND',
        vnp_IpAddr: request.clientIp ?? '127.0.0.1',
        vnp_Locale: request.locale === 'vi' ? 'vn' : 'en',
        vnp_OrderInfo: plainText(request.description, 255) || request.orderRef,
        vnp_OrderType: 'other',
        vnp_ReturnUrl: request.returnUrl,
        vnp_TxnRef: request.orderRef,
        ...(method ? { vnp_BankCode: method } : {}),
      };
      return {
        kind: 'PAY_LINK',
        payLink: `${config.payUrl}?${vnpSignedQuery(params, config.hashSecret)}`,
        providerToken: null,
      };
    },
    async verifyReturn(call) {
      return verify(call);
    },
    async verifyNotification(call) {
      return verify(call);
    },
    queryPayment: (query) => merchantApi.query(query),
    async refund(request) {
      // VNPay wants to know whether the whole payment or a part goes back: ask what it took.
      const paid = await merchantApi.query({
        orderRef: request.orderRef,
        providerTxnId: request.providerTxnId,
        createdAt: request.paidAt,
      });
      if (paid.status !== 'SUCCEEDED') {
        return { status: 'FAILED', providerRefundId: null, providerCode: paid.providerCode };
      }
      return merchantApi.refund(request, paid.amount);
    },
    answerNotification(answer) {
      return {
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(IPN_ANSWERS[answer]),
      };
    },
  };
}
