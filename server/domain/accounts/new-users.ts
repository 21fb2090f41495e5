import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { parsePhone, type Identifier } from '../../auth/identifiers.js';
import type { users } from '../../db/schema.js';
import { welcomeNewAccounts } from '../enrolment/welcome.js';
import { insertUser, type UserRow } from './users-repository.js';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new user's own referral code: 8 characters, 40 random bits (unique index backs it). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

export interface NewUserDetails {
  first_name?: string | null;
  last_name?: string | null;
  locale?: string;
  referred_by_code?: string | null;
  password_hash?: string | null;
}

/** The columns of a new account for a verified e-mail or phone (what createUserFor inserts). */
export function newUserValues(
  identifier: Identifier,
  details: NewUserDetails = {},
): typeof users.$inferInsert {
  const phone = identifier.channel === 'sms' ? parsePhone(identifier.value) : null;
  return {
    email: identifier.channel === 'email' ? identifier.value : null,
    country_calling_code: phone?.country_calling_code ?? null,
    national_phone_number: phone?.national_phone_number ?? null,
    first_name: details.first_name?.trim() || null,
    last_name: details.last_name?.trim() || null,
    // 'en', 'en-US' … → en (the language the person signed up in); anything else → vi.
    locale: details.locale && /^en\b/i.test(details.locale) ? 'en' : 'vi',
    referral_code: newReferralCode(),
    referred_by_code: details.referred_by_code ?? null,
    password_hash: details.password_hash ?? null,
    role: 'USER',
  };
}

/**
 * Creates the account of a verified e-mail or phone (first sign-in by code or Google, the
 * sign-up form, a company adding the person) with its welcome voucher (enrolment/welcome.ts).
 */
export async function createUserFor(
  db: Db,
  identifier: Identifier,
  details: NewUserDetails,
  now: Date,
): Promise<UserRow> {
  const user = await insertUser(db, newUserValues(identifier, details));
  await welcomeNewAccounts(db, [user.id], now);
  return user;
}
