import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../domain/context/clock.js';
import { sameHex } from '../providers/payments/request.js';
import { vnpDate, VNPAY_VERSION, type VnpayConfig } from '../providers/payments/vnpay.js';
import {
  QUERYDR_REQUEST,
  QUERYDR_RESPONSE,
  REFUND_REQUEST,
  REFUND_RESPONSE,
  vnpPipeSign,
} from '../providers/payments/vnpay-merchant-api.js';
import type { DevGatewayStore, DevTransaction } from './dev-gateway-store.js';

/*
 * The VNPay sandbox's merchant web API (never in production): POST
 * /dev/vnpay/merchant_webapi/api/transaction answers `querydr` and `refund` as VNPay's does —
 * JSON in, JSON out, both signed with HMAC-SHA512 over the '|'-joined values — from the
 * payments the sandbox's gateway page recorded (dev-gateway-store.ts, so they survive a restart).
 * Codes: 00 done, 02 other merchant, 03 bad data, 91 no such transaction, 94 a repeated
 * vnp_RequestId, 95 refund refused (not paid or more than what is left), 97 bad signature.
 */

type Fields = Record<string, string>;

const MESSAGES: Record<string, string> = {
  '00': 'Success',
  '02': 'Invalid TmnCode',
  '03': 'Invalid data format',
  '91': 'Transaction not found',
  '94': 'Duplicate request',
  '95': 'Refund rejected',
  '97': 'Invalid checksum',
  '99': 'Other error',
};

export async function devVnpayMerchantRoutes(
  app: FastifyInstance,
  opts: { config: VnpayConfig; clock: Clock; store: DevGatewayStore },
) {
  const { config, clock, store } = opts;
  // vnp_RequestId must be unique per day; a restart forgetting them only lets a retry through.
  const seenRequests = new Set<string>();

  app.post('/dev/vnpay/merchant_webapi/api/transaction', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Fields = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v;
    const command = fields.vnp_Command;
    const base: Fields = {
      vnp_ResponseId: String(randomInt(100_000_000, 999_999_999)),
      vnp_Command: command ?? '',
      vnp_TmnCode: config.tmnCode,
      vnp_TxnRef: fields.vnp_TxnRef ?? '',
    };
    const answer = (code: string, extra: Fields = {}) => {
      const out: Fields = {
        ...base,
        vnp_ResponseCode: code,
        vnp_Message: MESSAGES[code] ?? '',
        ...extra,
      };
      const order = command === 'refund' ? REFUND_RESPONSE : QUERYDR_RESPONSE;
      return { ...out, vnp_SecureHash: vnpPipeSign(out, order, config.hashSecret) };
    };
    const order =
      command === 'refund' ? REFUND_REQUEST : command === 'querydr' ? QUERYDR_REQUEST : null;
    if (!order) return answer('03');
    const hash = fields.vnp_SecureHash ?? '';
    if (!hash || !sameHex(vnpPipeSign(fields, order, config.hashSecret), hash)) return answer('97');
    if (fields.vnp_TmnCode !== config.tmnCode) return answer('02');
    const required = order.filter((k) => k !== 'vnp_TransactionNo');
    if (fields.vnp_Version !== VNPAY_VERSION || required.some((k) => !fields[k]))
      return answer('03');
    if (!/^\d{14}$/.test(fields.vnp_TransactionDate!) || !/^\d{14}$/.test(fields.vnp_CreateDate!)) {
      return answer('03');
    }
    const requestKey = `${fields.vnp_RequestId}:${fields.vnp_CreateDate!.slice(0, 8)}`;
    if (seenRequests.has(requestKey)) return answer('94');
    if (seenRequests.size >= 10_000) seenRequests.clear(); // a sandbox: bounded memory
    seenRequests.add(requestKey);

    if (command === 'querydr') {
      const txn = await store.get('VNPAY', fields.vnp_TxnRef!);
      // As VNPay: a transaction is named by its reference and its date (the pay request's
      // vnp_CreateDate; its vnp_PayDate is accepted too).
      const dates = [txn?.vnp_CreateDate, txn?.vnp_PayDate];
      if (!txn || (txn.vnp_CreateDate && !dates.includes(fields.vnp_TransactionDate))) {
        return answer('91');
      }
      return answer('00', transactionFields(txn));
    }
    return refund(fields, answer);
  });

  async function refund(fields: Fields, answer: (code: string, extra?: Fields) => Fields) {
    const amount = fields.vnp_Amount ?? '';
    if (
      !/^\d{3,14}$/.test(amount) ||
      !amount.endsWith('00') ||
      !['02', '03'].includes(fields.vnp_TransactionType!)
    ) {
      return answer('03');
    }
    const asked = Number(amount) / 100;
    return store.update('VNPAY', fields.vnp_TxnRef!, (txn) => {
      if (!txn) return { data: null, answer: answer('91') };
      const paid = Number(txn.vnp_Amount) / 100;
      const refunded = Number(txn.refunded ?? '0');
      const whole = fields.vnp_TransactionType === '02';
      if (
        txn.vnp_TransactionStatus !== '00' ||
        asked > paid - refunded ||
        (whole && (asked !== paid || refunded > 0))
      ) {
        return { data: null, answer: answer('95') };
      }
      const refundNo = String(randomInt(10_000_000, 99_999_999));
      const data: DevTransaction = {
        ...txn,
        refunded: String(refunded + asked),
        vnp_TransactionType: whole || refunded + asked === paid ? '02' : '03',
      };
      return {
        data,
        answer: answer('00', {
          vnp_Amount: amount,
          vnp_BankCode: txn.vnp_BankCode ?? '',
          vnp_PayDate: vnpDate(clock.now()),
          vnp_TransactionNo: refundNo,
          vnp_TransactionType: fields.vnp_TransactionType!,
          vnp_TransactionStatus: '05',
          vnp_OrderInfo: fields.vnp_OrderInfo ?? '',
        }),
      };
    });
  }
}

/** A recorded payment in querydr's shape. */
function transactionFields(txn: DevTransaction): Fields {
  return {
    vnp_Amount: txn.vnp_Amount ?? '',
    vnp_BankCode: txn.vnp_BankCode ?? '',
    vnp_PayDate: txn.vnp_PayDate ?? '',
    vnp_TransactionNo: txn.vnp_TransactionNo ?? '',
    vnp_TransactionType: txn.vnp_TransactionType ?? '01',
    vnp_TransactionStatus: txn.vnp_TransactionStatus ?? '',
    vnp_OrderInfo: txn.vnp_OrderInfo ?? '',
    vnp_PromotionCode: '',
    vnp_PromotionAmount: '',
  };
}
