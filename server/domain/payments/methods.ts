/**
 * The payment rails Wayfare offers, in one catalogue driven by configuration. `/config.json`
 * (`payments.methods`, read by /payment-method) and the checkout's `supported_payment_methods`
 * both come from `enabledPaymentMethods()`, so no page lists a method the server will refuse.
 *
 * PAYMENT_METHODS turns rails on (comma list of codes, default all six); PAYMENT_FEES sets a
 * surcharge per rail: `CARD=2.2%,P2C2P=1.5%+5000` (percent of the amount, plus a fixed amount
 * in VND minor units). Everything else here is how each rail works and is refunded.
 */

import { percentOf } from '../context/money.js';
import {
  PAYMENT_METHOD_CODES,
  type PaymentFee,
  type PaymentMethodCode,
  type PaymentMethodInfo as PaymentMethod,
} from '../../../common/runtime-config-contract.js';

export { PAYMENT_METHOD_CODES, type PaymentFee, type PaymentMethodCode, type PaymentMethod };

type RailFacts = Omit<PaymentMethod, 'fee'>;

/** How each rail works; refund times are the gateways' and banks' usual ranges in Vietnam. */
const RAILS: Record<PaymentMethodCode, RailFacts> = {
  CARD: {
    code: 'CARD',
    audience: 'ALL',
    currencies: ['VND', 'USD'],
    confirmation: 'INSTANT',
    hold_minutes: null,
    refund: { to: 'ORIGINAL_METHOD', min_business_days: 5, max_business_days: 10 },
  },
  VNPAY: {
    code: 'VNPAY',
    audience: 'ALL',
    currencies: ['VND'],
    confirmation: 'INSTANT',
    hold_minutes: null,
    refund: { to: 'ORIGINAL_METHOD', min_business_days: 5, max_business_days: 15 },
  },
  P2C2P: {
    code: 'P2C2P',
    audience: 'ALL',
    currencies: ['VND', 'USD'],
    confirmation: 'INSTANT',
    hold_minutes: null,
    refund: { to: 'ORIGINAL_METHOD', min_business_days: 7, max_business_days: 14 },
  },
  BANK_TRANSFER: {
    code: 'BANK_TRANSFER',
    audience: 'ALL',
    currencies: ['VND'],
    confirmation: 'ON_CREDIT',
    hold_minutes: 60,
    refund: { to: 'BANK_ACCOUNT', min_business_days: 3, max_business_days: 5 },
  },
  WALLET: {
    code: 'WALLET',
    audience: 'ALL',
    currencies: ['VND'],
    confirmation: 'INSTANT',
    hold_minutes: null,
    refund: { to: 'WALLET', min_business_days: 0, max_business_days: 1 },
  },
  CORPORATE_WALLET: {
    code: 'CORPORATE_WALLET',
    audience: 'CORPORATE',
    currencies: ['VND'],
    confirmation: 'INSTANT',
    hold_minutes: null,
    refund: { to: 'CORPORATE_ACCOUNT', min_business_days: 0, max_business_days: 1 },
  },
};

export interface PaymentSettings {
  enabled: PaymentMethodCode[];
  fees: Partial<Record<PaymentMethodCode, PaymentFee>>;
}

export class PaymentSettingsError extends Error {}

const isCode = (value: string): value is PaymentMethodCode =>
  (PAYMENT_METHOD_CODES as readonly string[]).includes(value);

/** PAYMENT_METHODS: `CARD,VNPAY` …; unset means every rail, empty means none. */
export function parseEnabledMethods(value: string | undefined): PaymentMethodCode[] {
  if (value === undefined) return [...PAYMENT_METHOD_CODES];
  const codes = value
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  const unknown = codes.filter((code) => !isCode(code));
  if (unknown.length) {
    throw new PaymentSettingsError(
      `unknown payment method ${unknown.join(', ')} (known: ${PAYMENT_METHOD_CODES.join(', ')})`,
    );
  }
  // Catalogue order, each once.
  return PAYMENT_METHOD_CODES.filter((code) => codes.includes(code));
}

const FEE = /^([A-Z_0-9]+)=(\d{1,2}(?:\.\d{1,2})?)%(?:\+(\d{1,9}))?$|^([A-Z_0-9]+)=(\d{1,9})$/;

/** PAYMENT_FEES: `CARD=2.2%,P2C2P=1.5%+5000,BANK_TRANSFER=0`; fixed parts are VND. */
export function parseFees(value: string | undefined): PaymentSettings['fees'] {
  const fees: PaymentSettings['fees'] = {};
  for (const part of (value ?? '').split(',').map((p) => p.trim().toUpperCase())) {
    if (!part) continue;
    const match = FEE.exec(part);
    const code = match?.[1] ?? match?.[4];
    if (!match || !code || !isCode(code)) {
      throw new PaymentSettingsError(`cannot read fee "${part}" (e.g. CARD=2.2% or CARD=1%+5000)`);
    }
    fees[code] = match[1]
      ? { percent: Number(match[2]), fixed: Number(match[3] ?? 0), currency: 'VND' }
      : { percent: 0, fixed: Number(match[5]), currency: 'VND' };
  }
  return fees;
}

const NO_FEE: PaymentFee = { percent: 0, fixed: 0, currency: 'VND' };

/** The rails this server offers, in catalogue order, with their fees. */
export function enabledPaymentMethods(settings: PaymentSettings): PaymentMethod[] {
  return settings.enabled.map((code) => ({ ...RAILS[code], fee: settings.fees[code] ?? NO_FEE }));
}

/** Whether checkout may take this rail (the checkout issue calls it per session). */
export function isPaymentMethodEnabled(settings: PaymentSettings, code: string): boolean {
  return isCode(code) && settings.enabled.includes(code);
}

/**
 * The surcharge of one payment in minor units: percent rounded half up to a whole minor unit
 * (the checkout's rounding rule, in BigInt), plus the fixed part.
 */
export function paymentFee(fee: PaymentFee, amount: number): number {
  return percentOf(amount, fee.percent) + fee.fixed;
}
