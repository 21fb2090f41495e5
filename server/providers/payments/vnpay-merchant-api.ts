import { randomBytes } from 'node:crypto';
import type { Clock } from '../../domain/context/clock.js';
import { hmacHex, plainText, sameHex } from './request.js';
import {
  PaymentProviderError,
  type PaymentFetch,
  type PaymentQuery,
  type PaymentResult,
  type RefundRequest,
  type RefundResult,
} from './types.js';
import { vnpDate, VNPAY_VERSION, type VnpayConfig } from './vnpay-protocol.js';

/*
 * VNPay's merchant web API, v2.1.0 (POST JSON to …/merchant_webapi/api/transaction): `querydr`
 * asks what became of a payment, `refund` gives (part of) one back. Unlike the pay URL, these
 * sign the values only, joined with '|' in an order VNPay fixes per command (below), with
 * HMAC-SHA512 of the hash secret; the answer is signed the same way and is checked before it is
 * believed. vnp_RequestId must be unique per merchant and day.
 */

export const QUERYDR_REQUEST = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

export const QUERYDR_RESPONSE = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

export const REFUND_REQUEST = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

export const REFUND_RESPONSE = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** HMAC-SHA512 of the named fields' values joined with '|' (absent: empty). */
export function vnpPipeSign(
  fields: Record<string, string | undefined>,
  order: readonly string[],
  secret: string,
): string {
  return hmacHex('sha512', secret, order.map((k) => fields[k] ?? '').join('|'));
}

/** A vnp_RequestId: unique per merchant and day (32 characters at most). */
export const vnpRequestId = () => randomBytes(16).toString('hex');

type Fields = Record<string, string>;

export function createVnpayMerchantApi(config: VnpayConfig, clock: Clock, fetchFn: PaymentFetch) {
  async function call(
    request: Fields,
    requestOrder: readonly string[],
    answerOrder: readonly string[],
  ) {
    if (!config.apiUrl) throw new PaymentProviderError('CONFIG', 'VNPay merchant API URL not set');
    const body = {
      ...request,
      vnp_SecureHash: vnpPipeSign(request, requestOrder, config.hashSecret),
    };
    let response: Response;
    try {
      response = await fetchFn(config.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new PaymentProviderError(
        'NETWORK',
        `VNPay ${request.vnp_Command} unreachable: ${String(error)}`,
      );
    }
    const answer = (await response.json().catch(() => null)) as Fields | null;
    if (!answer || typeof answer !== 'object') {
      throw new PaymentProviderError(
        String(response.status),
        `VNPay ${request.vnp_Command}: no JSON answer`,
      );
    }
    const strings: Fields = {};
    for (const [k, v] of Object.entries(answer)) if (v != null) strings[k] = String(v);
    const given = strings.vnp_SecureHash ?? '';
    if (!given || !sameHex(vnpPipeSign(strings, answerOrder, config.hashSecret), given)) {
      throw new PaymentProviderError('SIGNATURE', `VNPay ${request.vnp_Command} answer not signed`);
    }
    if (strings.vnp_TmnCode && strings.vnp_TmnCode !== config.tmnCode) {
      throw new PaymentProviderError(
        'MERCHANT',
        `VNPay ${request.vnp_Command} answered another merchant`,
      );
    }
    return strings;
  }

  const common = (command: string) => {
    const now = clock.now();
    return {
      vnp_RequestId: vnpRequestId(),
      vnp_Version: VNPAY_VERSION,
      vnp_Command: command,
      vnp_TmnCode: config.tmnCode,
      vnp_CreateDate: vnpDate(now),
      vnp_IpAddr: '127.0.0.1',
    };
  };

  return {
    /** querydr: the payment's state as VNPay records it. */
    async query(query: PaymentQuery): Promise<PaymentResult> {
      const answer = await call(
        {
          ...common('querydr'),
          vnp_TxnRef: query.orderRef,
          vnp_OrderInfo: `Truy van ${query.orderRef}`,
          vnp_TransactionDate: vnpDate(query.createdAt),
          ...(query.providerTxnId ? { vnp_TransactionNo: query.providerTxnId } : {}),
        },
        QUERYDR_REQUEST,
        QUERYDR_RESPONSE,
      );
      const code = answer.vnp_ResponseCode ?? '';
      // 91: VNPay has no such transaction — the payer never paid (or never reached the page).
      if (code === '91') {
        return {
          rail: 'VNPAY',
          orderRef: query.orderRef,
          amount: 0,
          status: 'PENDING',
          providerTxnId: null,
          providerCode: code,
        };
      }
      if (code !== '00') {
        throw new PaymentProviderError(
          code,
          `VNPay querydr refused: ${answer.vnp_Message ?? code}`,
        );
      }
      const raw = answer.vnp_Amount ?? '';
      if (!/^\d{3,14}$/.test(raw) || !raw.endsWith('00') || answer.vnp_TxnRef !== query.orderRef) {
        throw new PaymentProviderError(
          'MALFORMED',
          'VNPay querydr answered another amount or order',
        );
      }
      const txnStatus = answer.vnp_TransactionStatus;
      return {
        rail: 'VNPAY',
        orderRef: query.orderRef,
        amount: Number(raw.slice(0, -2)),
        // 00 paid; 01 not finished yet; 02 error, 04 reversed, 07 held as suspect … not paid.
        status: txnStatus === '00' ? 'SUCCEEDED' : txnStatus === '01' ? 'PENDING' : 'FAILED',
        providerTxnId: answer.vnp_TransactionNo || null,
        providerCode: txnStatus ?? code,
      };
    },

    /** refund: 02 the whole payment, 03 part of it (`paidAmount`: what VNPay took). */
    async refund(request: RefundRequest, paidAmount: number): Promise<RefundResult> {
      const whole = request.amount >= paidAmount;
      const answer = await call(
        {
          ...common('refund'),
          vnp_TransactionType: whole ? '02' : '03',
          vnp_TxnRef: request.orderRef,
          vnp_Amount: String(request.amount * 100),
          vnp_OrderInfo: plainText(request.reason, 255) || `Hoan tien ${request.orderRef}`,
          vnp_TransactionNo: request.providerTxnId ?? '',
          vnp_TransactionDate: vnpDate(request.paidAt),
          vnp_CreateBy: 'wayfare',
        },
        REFUND_REQUEST,
        REFUND_RESPONSE,
      );
      const code = answer.vnp_ResponseCode ?? '';
      // 94: the same refund was asked before — it stands (idempotent from our side).
      if (code === '00' || code === '94') {
        // 05 VNPay is processing it, 06 sent to the bank: not yet back on the payer's account.
        const pending = ['05', '06'].includes(answer.vnp_TransactionStatus ?? '') || code === '94';
        return {
          status: pending ? 'PENDING' : 'SUCCEEDED',
          providerRefundId: answer.vnp_TransactionNo || null,
          providerCode: code,
        };
      }
      return { status: 'FAILED', providerRefundId: null, providerCode: code };
    },
  };
}
