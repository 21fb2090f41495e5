import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_REF, PaymentRequestError, type PaymentRequest } from './types.js';

/** Largest amount any rail accepts: VNPay's vnp_Amount is 12 digits after ×100. */
export const MAX_AMOUNT = 9_999_999_999;

/** The checks every rail makes before talking to its gateway. */
export function checkPaymentRequest(request: PaymentRequest): void {
  if (!ORDER_REF.test(request.orderRef)) {
    throw new PaymentRequestError(
      'orderRef',
      'format',
      'orderRef must be 6–20 upper-case letters and digits',
    );
  }
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new PaymentRequestError('amount', 'integer', 'amount must be a positive whole number');
  }
  if (request.amount > MAX_AMOUNT) {
    throw new PaymentRequestError('amount', 'max', `amount must be at most ${MAX_AMOUNT}`);
  }
  if (!/^https?:\/\/[^\s]+$/i.test(request.returnUrl)) {
    throw new PaymentRequestError('returnUrl', 'url', 'returnUrl must be an absolute http(s) URL');
  }
  if (!request.description.trim()) {
    throw new PaymentRequestError('description', 'required', 'description must not be blank');
  }
}

/** Vietnamese text as the gateways want it: no accents, letters, digits and spaces only. */
export function plainText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

export function hmacHex(algorithm: 'sha256' | 'sha512', key: string, data: string): string {
  return createHmac(algorithm, key).update(data, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time (case-insensitive); false on any length. */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The first value of a query or header field. */
export function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
