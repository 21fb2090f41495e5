import { vietnamDateTime } from '../../../common/calendar.js';

/*
 * What VNPay's pay rail (vnpay.ts) and its merchant API (vnpay-merchant-api.ts) share: the API
 * version, the merchant's settings and VNPay's date format. A module of its own so the two do
 * not import each other.
 */

export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  /** VNPay's vpcpay.html, or the sandbox's copy at /dev/vnpay/paymentv2/vpcpay.html. */
  payUrl: string;
  /** VNPay's merchant_webapi (querydr, refund), or the sandbox's copy under /dev/vnpay. */
  apiUrl?: string;
  sandbox: boolean;
  /** Sandbox only: where the sandbox delivers IPNs (VNPay's portal holds this for real). */
  ipnUrl: string;
}

export const VNPAY_VERSION = '2.1.0';

/** yyyyMMddHHmmss in Vietnam's time (common/calendar.ts), as VNPay's dates are. */
export function vnpDate(date: Date): string {
  return vietnamDateTime(date).replace(/[-:T]/g, '').slice(0, 14);
}
