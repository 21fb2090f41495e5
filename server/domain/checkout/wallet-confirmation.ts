/**
 * The wallet payment's confirmation (docs/checkout.md "Wallet payment confirmation"): a wallet
 * payment of more than the traveller's threshold (users.wallet_confirm_above, 5,000,000 ₫ unless
 * they set another) is made only with the wallet owner's password or a one-time code sent to
 * them, given with pay_with_wallet itself — the freshest confirmation there is, and nothing to
 * keep between two requests. Wrong passwords count against the account's password lock, like
 * signing in; codes are the accounts module's (otp.ts) with their own purpose, so a sign-in code
 * cannot confirm a payment. A person who signed up with Google or a code only has no password:
 * the code is their way.
 */
import type { Db } from '../../db/client.js';
import { verifyPassword } from '../../auth/passwords.js';
import type { Identifier } from '../../auth/identifiers.js';
import type { AccountServices } from '../../auth/services.js';
import { AppError } from '../../errors.js';
import { checkCode, sendCode, startOtpFlow } from '../accounts/otp.js';
import { startPasswordCheck } from '../accounts/password-lock.js';
import { findUserById, type UserRow } from '../accounts/users-repository.js';
import {
  findWalletConfirmAbove,
  updateWalletConfirmAbove,
} from './wallet-confirmation-repository.js';
import { thresholdRule } from '../../../common/wallet-confirmation.js';

/** What pay_with_wallet may carry to confirm a payment over the threshold. */
export interface WalletProof {
  /** The MD5 hex of the password, as every password travels (spec §9). */
  password?: string | null;
  code?: string | null;
  /** What send_wallet_payment_code answered: the code's flow. */
  code_token?: string | null;
}

const fieldError = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);

/** The owner's threshold (VND), read in the payment's transaction. */
export async function walletConfirmAbove(db: Db, userId: string): Promise<number> {
  const above = await findWalletConfirmAbove(db, userId);
  if (above === null) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return above;
}

const RULE_MESSAGES = {
  integer: 'amount must be a whole number of đồng.',
  min: 'amount must be 0 or more.',
  max: 'amount must be at most 1,000,000,000.',
  step: 'amount must be a whole thousand đồng.',
} as const;

/** Sets the owner's threshold; a bad value is a field error on `amount` naming its rule. */
export async function setWalletConfirmAbove(db: Db, userId: string, amount: number) {
  const rule = thresholdRule(amount);
  if (rule) throw fieldError('amount', rule, RULE_MESSAGES[rule]);
  await updateWalletConfirmAbove(db, userId, amount);
  return amount;
}

/** Whether the owner has a password (Google and code-only accounts have none). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await findUserById(db, userId);
  return Boolean(row?.password_hash);
}

async function ownerOf(s: AccountServices, userId: string): Promise<UserRow> {
  const row = await findUserById(s.db, userId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return row;
}

/** Where the owner's codes go: their e-mail, or their phone when they gave no e-mail. */
function codeAddressOf(row: UserRow): Identifier {
  if (row.email) return { channel: 'email', value: row.email.toLowerCase() };
  return { channel: 'sms', value: `${row.country_calling_code}${row.national_phone_number}` };
}

/**
 * send_wallet_payment_code: a code to the owner's e-mail (their phone when they have none), in
 * the language they read; the answer's token names its flow. The accounts module's limits
 * apply: a new code after 60 s, 5 an hour, per address.
 */
export async function sendWalletPaymentCode(
  s: AccountServices,
  userId: string,
  ip: string,
): Promise<{ code_token: string; channel: Identifier['channel'] }> {
  const row = await ownerOf(s, userId);
  const identifier = codeAddressOf(row);
  const token = await startOtpFlow(s, ip);
  await sendCode(s, {
    token,
    identifier,
    purpose: 'wallet_payment',
    lang: row.locale,
    ip,
    deliver: true,
  });
  return { code_token: token, channel: identifier.channel };
}

/**
 * Checks what came with the payment: true when a password or a code proved the owner, false
 * when nothing came. A wrong one is a field error (`password`: wrong_password / no_password;
 * `code`: invalid_code, expired_code, too_many_attempts); too many wrong passwords is the
 * sign-in lock's RATE_LIMITED.
 */
export async function checkWalletProof(
  s: AccountServices,
  userId: string,
  proof: WalletProof,
  ip: string,
): Promise<boolean> {
  if (proof.password) {
    const attempt = await startPasswordCheck(s, { userId }, 'wallet_payment');
    const row = await ownerOf(s, userId);
    if (!row.password_hash) {
      await attempt.passed();
      throw fieldError('password', 'no_password', 'This account has no password: use a code.');
    }
    if (!(await verifyPassword(row.password_hash, proof.password, s.keys.password))) {
      await attempt.failed();
      throw fieldError('password', 'wrong_password', 'The password is not right.');
    }
    await attempt.passed();
    return true;
  }
  if (proof.code) {
    const identifier = codeAddressOf(await ownerOf(s, userId));
    await checkCode(s, {
      token: proof.code_token ?? '',
      identifier,
      code: proof.code,
      purpose: 'wallet_payment',
      ip,
    }).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'BAD_USER_INPUT' && !err.fields) {
        throw fieldError('code', err.message, 'The code is not right or no longer valid.');
      }
      throw err;
    });
    return true;
  }
  return false;
}
