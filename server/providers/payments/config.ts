import type { BankTransferConfig } from './bank-transfer.js';
import type { P2c2pConfig } from './p2c2p.js';
import type { StripeCardConfig } from './stripe-card.js';
import type { VnpayConfig } from './vnpay.js';

/*
 * Which gateway each rail talks to. A rail with its credentials set talks to its gateway; without
 * them, outside production, it talks to its offline sandbox under /dev (with the development
 * defaults below, which nothing else ever uses); in production it is off, and
 * `missingPaymentSettings` names what an enabled rail lacks so the server refuses to start.
 */

export interface PaymentRailsConfig {
  card: StripeCardConfig | null;
  vnpay: VnpayConfig | null;
  bank: BankTransferConfig | null;
  p2c2p: P2c2pConfig | null;
  /** At least one rail uses its /dev sandbox (never in production). */
  sandboxes: boolean;
  /** Where this server is reached; back-channel calls to it are answered in-process. */
  origin: string;
}

export interface PaymentEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_SANDBOX_WEBHOOK_URL?: string;
  VNPAY_TMN_CODE?: string;
  VNPAY_HASH_SECRET?: string;
  VNPAY_PAY_URL?: string;
  VNPAY_API_URL?: string;
  VNPAY_SANDBOX_IPN_URL?: string;
  BANK_BIN?: string;
  BANK_ACCOUNT_NUMBER?: string;
  BANK_ACCOUNT_NAME?: string;
  BANK_WEBHOOK_SECRET?: string;
  BANK_SANDBOX_NOTIFY_URL?: string;
  P2C2P_MERCHANT_ID?: string;
  P2C2P_SECRET_KEY?: string;
  P2C2P_API_URL?: string;
  P2C2P_BACKEND_RETURN_URL?: string;
}

/** Development defaults: used only by the sandboxes, never sent to a real gateway. */
export const SANDBOX_DEFAULTS = {
  stripeSecretKey: 'sk_test_wayfare_sandbox_not_for_production',
  stripePublishableKey: 'pk_test_wayfare_sandbox_not_for_production',
  stripeWebhookSecret: 'whsec_wayfare_sandbox_not_for_production',
  vnpayTmnCode: 'WAYFARE1',
  vnpayHashSecret: 'wayfare-vnpay-sandbox-secret-not-for-production',
  bankBin: '970436',
  bankAccountNumber: '0071000123456',
  bankAccountName: 'CONG TY TNHH WAYFARE',
  bankWebhookSecret: 'wayfare-bank-sandbox-secret-not-for-production',
  p2c2pMerchantId: 'WAYFARE704',
  p2c2pSecretKey: 'wayfare-2c2p-sandbox-secret-not-for-production',
} as const;

const VNPAY_TEST_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';
const VNPAY_LIVE_URL = 'https://pay.vnpay.vn/vpcpay.html';
const VNPAY_TEST_API = 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction';
const VNPAY_LIVE_API = 'https://merchant.vnpay.vn/merchant_webapi/api/transaction';
const P2C2P_TEST_URL = 'https://sandbox-pgw.2c2p.com';
const P2C2P_LIVE_URL = 'https://pgw.2c2p.com';

/** `origin` is where this server is reached (PUBLIC_BASE_URL, else http://HOST:PORT). */
export function paymentRailsConfig(
  env: PaymentEnv,
  options: { isProduction: boolean; origin: string },
): PaymentRailsConfig {
  const { isProduction, origin } = options;
  const vnpay = vnpayConfig(env, isProduction, origin);
  const bank = bankConfig(env, isProduction, origin);
  const p2c2p = p2c2pConfig(env, isProduction, origin);
  const card = cardConfig(env, isProduction, origin);
  return {
    card,
    vnpay,
    bank,
    p2c2p,
    sandboxes: Boolean(card?.sandbox || vnpay?.sandbox || bank?.sandbox || p2c2p?.sandbox),
    origin,
  };
}

function cardConfig(
  env: PaymentEnv,
  isProduction: boolean,
  origin: string,
): StripeCardConfig | null {
  const webhookUrl = env.STRIPE_SANDBOX_WEBHOOK_URL || `${origin}/payments/stripe/webhook`;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      sandbox: false,
      sandboxOrigin: null,
      webhookUrl,
    };
  }
  if (isProduction) return null;
  return {
    secretKey: SANDBOX_DEFAULTS.stripeSecretKey,
    publishableKey: SANDBOX_DEFAULTS.stripePublishableKey,
    webhookSecret: SANDBOX_DEFAULTS.stripeWebhookSecret,
    sandbox: true,
    sandboxOrigin: origin,
    webhookUrl,
  };
}

function vnpayConfig(env: PaymentEnv, isProduction: boolean, origin: string): VnpayConfig | null {
  const ipnUrl = env.VNPAY_SANDBOX_IPN_URL || `${origin}/payments/vnpay/ipn`;
  if (env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET) {
    return {
      tmnCode: env.VNPAY_TMN_CODE,
      hashSecret: env.VNPAY_HASH_SECRET,
      payUrl: env.VNPAY_PAY_URL || (isProduction ? VNPAY_LIVE_URL : VNPAY_TEST_URL),
      apiUrl: env.VNPAY_API_URL || (isProduction ? VNPAY_LIVE_API : VNPAY_TEST_API),
      sandbox: false,
      ipnUrl,
    };
  }
  if (isProduction) return null;
  return {
    tmnCode: SANDBOX_DEFAULTS.vnpayTmnCode,
    hashSecret: SANDBOX_DEFAULTS.vnpayHashSecret,
    payUrl: `${origin}/dev/vnpay/paymentv2/vpcpay.html`,
    apiUrl: `${origin}/dev/vnpay/merchant_webapi/api/transaction`,
    sandbox: true,
    ipnUrl,
  };
}

function bankConfig(
  env: PaymentEnv,
  isProduction: boolean,
  origin: string,
): BankTransferConfig | null {
  const notifyUrl = env.BANK_SANDBOX_NOTIFY_URL || `${origin}/payments/bank/notifications`;
  if (env.BANK_BIN && env.BANK_ACCOUNT_NUMBER && env.BANK_ACCOUNT_NAME && env.BANK_WEBHOOK_SECRET) {
    return {
      bin: env.BANK_BIN,
      accountNumber: env.BANK_ACCOUNT_NUMBER,
      accountName: env.BANK_ACCOUNT_NAME,
      webhookSecret: env.BANK_WEBHOOK_SECRET,
      sandbox: false,
      notifyUrl,
    };
  }
  if (isProduction) return null;
  return {
    bin: SANDBOX_DEFAULTS.bankBin,
    accountNumber: SANDBOX_DEFAULTS.bankAccountNumber,
    accountName: SANDBOX_DEFAULTS.bankAccountName,
    webhookSecret: SANDBOX_DEFAULTS.bankWebhookSecret,
    sandbox: true,
    notifyUrl,
  };
}

function p2c2pConfig(env: PaymentEnv, isProduction: boolean, origin: string): P2c2pConfig | null {
  const backendReturnUrl = env.P2C2P_BACKEND_RETURN_URL || `${origin}/payments/2c2p/notifications`;
  if (env.P2C2P_MERCHANT_ID && env.P2C2P_SECRET_KEY) {
    return {
      merchantId: env.P2C2P_MERCHANT_ID,
      secretKey: env.P2C2P_SECRET_KEY,
      apiUrl: env.P2C2P_API_URL || (isProduction ? P2C2P_LIVE_URL : P2C2P_TEST_URL),
      backendReturnUrl,
      sandbox: false,
    };
  }
  if (isProduction) return null;
  return {
    merchantId: SANDBOX_DEFAULTS.p2c2pMerchantId,
    secretKey: SANDBOX_DEFAULTS.p2c2pSecretKey,
    apiUrl: `${origin}/dev/2c2p`,
    backendReturnUrl,
    sandbox: true,
  };
}

/** Production settings an enabled rail lacks, each named with what it is for. */
export function missingPaymentSettings(env: PaymentEnv, enabled: readonly string[]): string[] {
  const missing: string[] = [];
  if (
    enabled.includes('CARD') &&
    !(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)
  ) {
    missing.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (Stripe keys and webhook signing secret)',
    );
  }
  if (enabled.includes('VNPAY') && !(env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET)) {
    missing.push('VNPAY_TMN_CODE and VNPAY_HASH_SECRET (VNPay merchant code and hash secret)');
  }
  if (
    enabled.includes('BANK_TRANSFER') &&
    !(env.BANK_BIN && env.BANK_ACCOUNT_NUMBER && env.BANK_ACCOUNT_NAME && env.BANK_WEBHOOK_SECRET)
  ) {
    missing.push(
      'BANK_BIN, BANK_ACCOUNT_NUMBER, BANK_ACCOUNT_NAME and BANK_WEBHOOK_SECRET (bank transfer account and notification secret)',
    );
  }
  if (enabled.includes('P2C2P') && !(env.P2C2P_MERCHANT_ID && env.P2C2P_SECRET_KEY)) {
    missing.push('P2C2P_MERCHANT_ID and P2C2P_SECRET_KEY (2C2P merchant id and secret key)');
  }
  return missing;
}
