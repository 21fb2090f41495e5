/**
 * The welcome voucher the account dialog promises ("Nhận voucher khi đăng ký tài khoản"): every
 * new account gets a personal promotion — 5 % off its first trip, at most 300,000 ₫, for 90 days
 * — in the transaction that creates it (docs/checkout.md "Welcome and first-trip vouchers").
 * Once per account (a unique index on the SIGN_UP promotion's owner), whichever way the account
 * was made: a code or Google at first sign-in, the sign-up form, or a company adding the person.
 */
import { readableCode } from '../context/codes.js';
import type { Db, Tx } from '../../db/client.js';
import { insertWelcomePromotions } from './repository.js';

export const WELCOME = {
  name: 'Quà chào bạn mới – giảm 5% chuyến đầu tiên',
  note: 'Giảm 5% (tối đa 300.000 ₫) cho chuyến đi đầu tiên của bạn, trong 90 ngày.',
  percentOff: 5,
  /** VND. */
  maximum: 300_000,
  days: 90,
} as const;

/** "CHAO-" and 10 readable characters. */
export const welcomeCode = () => readableCode('CHAO');

/** Gives these new accounts their welcome voucher; an account that has one keeps it. */
export async function welcomeNewAccounts(
  db: Db | Tx,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  if (!userIds.length) return;
  const endAt = new Date(now.getTime() + WELCOME.days * 86_400_000);
  await insertWelcomePromotions(
    db,
    userIds.map((userId) => ({ userId, code: welcomeCode() })),
    { ...WELCOME, beginAt: now, endAt },
  );
}
