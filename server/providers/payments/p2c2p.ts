import { checkPaymentRequest, plainText, single } from './request.js';
import { CompactSign, compactVerify, errors as joseErrors } from 'jose';
import {
  PaymentProviderError,
  PaymentVerificationError,
  type InboundCall,
  type NotificationAnswerCase,
  type PaymentFetch,
  type PaymentNotFound,
  type PaymentQueryResult,
  type PaymentRail,
  type PaymentResult,
  type PaymentStatus,
} from './types.js';

/*
 * 2C2P payment gateway (PGW v4.3). Every request and answer body is {"payload": <JWT>} signed
 * HS256 with the merchant's secret key. Paying: POST /payment/4.3/paymentToken gives a
 * webPaymentUrl; the backend notification (POST to backendReturnUrl) carries the result as a
 * signed payload; the browser's return carries only the invoice number, so its result is read
 * back from POST /payment/4.3/paymentInquiry, also signed.
 */

/*
 * The JWS itself is jose's: compact serialisation, protected header {"alg":"HS256","typ":"JWT"},
 * the payload the JSON text of the object (CompactSign signs the exact bytes given, so the
 * token is byte-for-byte what 2C2P's own libraries produce). Verifying accepts HS256 only: a
 * token naming another algorithm (or "none") is refused, whatever it claims.
 */
const HEADER = { alg: 'HS256', typ: 'JWT' } as const;
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export class JwtError extends Error {}

export async function signJwt(payload: Record<string, unknown>, secret: string): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader(HEADER)
    .sign(keyOf(secret));
}

export async function verifyJwt(token: string, secret: string): Promise<Record<string, unknown>> {
  let bytes: Uint8Array;
  try {
    ({ payload: bytes } = await compactVerify(token, keyOf(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEAlgNotAllowed) {
      throw new JwtError('algorithm is not HS256');
    }
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw new JwtError('signature does not match');
    }
    if (error instanceof joseErrors.JOSEError) throw new JwtError(error.message);
    throw error;
  }
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new JwtError('unreadable payload');
  }
}

export interface P2c2pConfig {
  merchantId: string;
  secretKey: string;
  /** https://pgw.2c2p.com, https://sandbox-pgw.2c2p.com, or the sandbox at /dev/2c2p. */
  apiUrl: string;
  backendReturnUrl: string;
  sandbox: boolean;
}

/** paymentInquiry's "Transaction not found": 2C2P has no payment under this invoiceNo. */
export const P2C2P_NOT_FOUND = '2002';

export function p2c2pStatus(respCode: string): PaymentStatus {
  if (respCode === '0000') return 'SUCCEEDED';
  if (respCode === '0001' || respCode === '2001') return 'PENDING';
  if (respCode === '0003') return 'CANCELLED';
  return 'FAILED';
}

const ANSWERS: Record<NotificationAnswerCase, number> = {
  ACCEPTED: 200,
  ALREADY_CONFIRMED: 200,
  ORDER_NOT_FOUND: 200,
  AMOUNT_MISMATCH: 200,
  INVALID_SIGNATURE: 401,
  MALFORMED: 400,
  ERROR: 503,
};

export function createP2c2pRail(config: P2c2pConfig, fetchFn: PaymentFetch): PaymentRail {
  async function call(path: string, payload: Record<string, unknown>) {
    let response: Response;
    try {
      response = await fetchFn(`${config.apiUrl}/payment/4.3/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ payload: await signJwt(payload, config.secretKey) }),
      });
    } catch (error) {
      throw new PaymentProviderError('NETWORK', `2C2P ${path} unreachable: ${String(error)}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (typeof body.payload !== 'string') {
      throw new PaymentProviderError(
        String(body.respCode ?? response.status),
        `2C2P ${path} refused: ${String(body.respDesc ?? response.statusText)}`,
      );
    }
    try {
      return await verifyJwt(body.payload, config.secretKey);
    } catch (error) {
      throw new PaymentProviderError(
        'SIGNATURE',
        `2C2P ${path} answer not signed: ${String(error)}`,
      );
    }
  }

  function resultOf(payload: Record<string, unknown>): PaymentResult {
    const { merchantID, invoiceNo, amount, respCode, tranRef } = payload;
    if (merchantID !== config.merchantId) {
      throw new PaymentVerificationError('MALFORMED', 'merchantID is not this merchant');
    }
    if (typeof invoiceNo !== 'string' || typeof respCode !== 'string') {
      throw new PaymentVerificationError('MALFORMED', 'invoiceNo or respCode missing');
    }
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
      throw new PaymentVerificationError('MALFORMED', 'amount is not a whole VND amount');
    }
    if (payload.currencyCode !== undefined && payload.currencyCode !== 'VND') {
      throw new PaymentVerificationError('MALFORMED', 'currencyCode is not VND');
    }
    return {
      rail: 'P2C2P',
      orderRef: invoiceNo,
      amount,
      status: p2c2pStatus(respCode),
      providerTxnId: typeof tranRef === 'string' && tranRef ? tranRef : null,
      providerCode: respCode,
    };
  }

  return {
    code: 'P2C2P',
    sandbox: config.sandbox,
    async createPayment(request) {
      checkPaymentRequest(request);
      const answer = await call('paymentToken', {
        merchantID: config.merchantId,
        invoiceNo: request.orderRef,
        description: plainText(request.description, 250) || request.orderRef,
        amount: request.amount,
        currencyCode: 'VND',
        locale: request.locale,
        frontendReturnUrl: request.returnUrl,
        backendReturnUrl: config.backendReturnUrl,
        ...(request.method ? { paymentChannel: [request.method] } : {}),
      });
      if (answer.respCode !== '0000' || typeof answer.webPaymentUrl !== 'string') {
        throw new PaymentProviderError(
          String(answer.respCode),
          `2C2P paymentToken refused: ${String(answer.respDesc)}`,
        );
      }
      return {
        kind: 'PAY_LINK',
        payLink: answer.webPaymentUrl,
        providerToken: typeof answer.paymentToken === 'string' ? answer.paymentToken : null,
      };
    },
    async verifyReturn(inbound: InboundCall) {
      // The browser's paymentResponse is unsigned: it only says which invoice to ask about.
      const raw = single(inbound.query.paymentResponse) ?? '';
      let invoiceNo: unknown;
      try {
        invoiceNo = (
          JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as { invoiceNo?: unknown }
        ).invoiceNo;
      } catch {
        invoiceNo = undefined;
      }
      if (typeof invoiceNo !== 'string' || !invoiceNo) {
        throw new PaymentVerificationError('MALFORMED', 'paymentResponse names no invoice');
      }
      const answer = await call('paymentInquiry', {
        merchantID: config.merchantId,
        invoiceNo,
        locale: 'en',
      });
      return resultOf(answer);
    },
    async queryPayment(query): Promise<PaymentQueryResult> {
      // paymentInquiry's answer is a JWT signed with our secret (call() checks it). An invoice
      // 2C2P does not know comes back as respCode 2002, signed or not: a typed answer, not an
      // error, so the reconciliation does not report it on every pass.
      const notFound = (): PaymentNotFound => ({
        rail: 'P2C2P',
        orderRef: query.orderRef,
        status: 'NOT_FOUND',
        providerCode: P2C2P_NOT_FOUND,
      });
      let answer: Record<string, unknown>;
      try {
        answer = await call('paymentInquiry', {
          merchantID: config.merchantId,
          invoiceNo: query.orderRef,
          locale: 'en',
        });
      } catch (error) {
        if (error instanceof PaymentProviderError && error.providerCode === P2C2P_NOT_FOUND) {
          return notFound();
        }
        throw error;
      }
      if (answer.respCode === P2C2P_NOT_FOUND) return notFound();
      return resultOf(answer);
    },
    async verifyNotification(inbound) {
      let token: unknown;
      try {
        token = (JSON.parse(inbound.body) as { payload?: unknown }).payload;
      } catch {
        token = undefined;
      }
      if (typeof token !== 'string') {
        throw new PaymentVerificationError('MALFORMED', 'body is not {"payload": <JWT>}');
      }
      let payload: Record<string, unknown>;
      try {
        payload = await verifyJwt(token, config.secretKey);
      } catch (error) {
        throw new PaymentVerificationError(
          'INVALID_SIGNATURE',
          error instanceof JwtError ? error.message : 'bad token',
        );
      }
      return resultOf(payload);
    },
    answerNotification(answer) {
      const status = ANSWERS[answer];
      return {
        status,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ ok: status === 200, outcome: answer }),
      };
    },
  };
}
