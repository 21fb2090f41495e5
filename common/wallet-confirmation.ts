/**
 * The wallet's payment confirmation (docs/checkout.md "Wallet payment confirmation"): a wallet
 * payment of more than the traveller's threshold is made only with their password or a
 * one-time code given with it. The threshold is the traveller's own setting; both tiers check
 * it with these bounds (the account page before sending, the server before storing).
 */

/** The threshold every account starts with: 5,000,000 ₫ (VND has no minor unit). */
export const DEFAULT_WALLET_CONFIRM_ABOVE = 5_000_000;
/** The highest threshold accepted: above it the confirmation would never be asked. */
export const MAX_WALLET_CONFIRM_ABOVE = 1_000_000_000;
/** Thresholds are whole thousands of đồng (what a person types and reads). */
export const WALLET_CONFIRM_STEP = 1_000;

/** Why a threshold is refused (the rule of its field error), or null when it is accepted. */
export type ThresholdRule = 'integer' | 'min' | 'max' | 'step';

export function thresholdRule(value: number): ThresholdRule | null {
  if (!Number.isSafeInteger(value)) return 'integer';
  if (value < 0) return 'min';
  if (value > MAX_WALLET_CONFIRM_ABOVE) return 'max';
  if (value % WALLET_CONFIRM_STEP !== 0) return 'step';
  return null;
}

/** Whether a wallet payment of `amount` needs the password or a code (0: every payment does). */
export const needsConfirmation = (amount: number, threshold: number) => amount > threshold;
