/**
 * The methods a flight change's positive total is paid with through a gateway
 * (docs/manage-booking.md "A dearer change paid through the booking's rail"): the method that
 * paid the booking, when its rail can take a payment of its own for the difference — card,
 * VNPay and 2C2P by their hosted pages, a bank transfer by a VietQR naming the attempt.
 */
export const CHANGE_PAYMENT_METHODS = ['CARD', 'VNPAY', 'P2C2P', 'BANK_TRANSFER'] as const;
export type ChangePaymentMethod = (typeof CHANGE_PAYMENT_METHODS)[number];

export const isChangePaymentMethod = (method: string | null): method is ChangePaymentMethod =>
  (CHANGE_PAYMENT_METHODS as readonly string[]).includes(method ?? '');

/** How long the new seats stay held while the payment runs. */
export const CHANGE_PAYMENT_MINUTES = 15;

/** The gateway reference of an attempt: `CHG` and its id's first 16 hex digits, upper-cased —
 * never read as a checkout session's (order-ref.ts wants 16 hex digits first). */
export const changePaymentRef = (id: string) =>
  `CHG${id.replace(/-/g, '').slice(0, 16).toUpperCase()}`;

export const isChangePaymentRef = (ref: string | null | undefined) =>
  typeof ref === 'string' && /^CHG[0-9A-F]{16}$/.test(ref);
