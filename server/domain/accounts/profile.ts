import { AppError } from '../../errors.js';
import {
  identifierFromUserName,
  phoneDigits,
  type Identifier,
  type PhoneParts,
} from '../../auth/identifiers.js';
import { ADDRESS_CHANGES_PER_ACCOUNT, IP_LIMITS } from '../../auth/limits.js';
import { hitLimit } from '../../auth/rate-limit.js';
import { hitIpLimit, type AccountServices } from '../../auth/services.js';
import type { AuthUser } from './sessions.js';
import { writeAudit } from './audit-repository.js';
import { checkCode } from './otp.js';
import { isUniqueViolation } from './races.js';
import {
  findReferrer,
  findUserById,
  findUserByIdentifier,
  identifierTakenByOther,
  phoneTakenByOther,
  profileExtras,
  setReferrerOnce,
  updateUser,
  type UserRow,
} from './users-repository.js';

/*
 * The main API's account operations. has_name / has_password answer for any identifier (the
 * dialog needs it) and count against the per-IP look-up limit once per field invocation, so
 * aliases and batches cannot multiply them.
 */

export async function hasName(s: AccountServices, userName: string, ip: string) {
  await hitIpLimit(s, IP_LIMITS.lookup, ip);
  const identifier = identifierFromUserName(userName);
  const user = identifier ? await findUserByIdentifier(s.db, identifier) : null;
  return Boolean(user?.first_name?.trim() && user.last_name?.trim());
}

export async function hasPassword(s: AccountServices, userName: string, ip: string) {
  await hitIpLimit(s, IP_LIMITS.lookup, ip);
  const identifier = identifierFromUserName(userName);
  const user = identifier ? await findUserByIdentifier(s.db, identifier) : null;
  return Boolean(user?.password_hash);
}

/** The spec's Profile of the signed-in user (corporateRole and login_time included). */
export async function loadProfile(s: AccountServices, user: AuthUser) {
  const row = await findUserById(s.db, user.id);
  if (!row) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return toProfile(s, row, user);
}

async function toProfile(s: AccountServices, row: UserRow, user: AuthUser) {
  const extras = await profileExtras(s.db, row.id, s.clock.now());
  return {
    id: row.id,
    role: row.role === 'AGENT' ? ('AGENT' as const) : ('USER' as const),
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar: row.avatar,
    referred_by_code: row.referred_by_code,
    trial: extras.trial ? { expired_at: extras.trial.expired_at } : null,
    rank: extras.rank,
    setting: settingOf(row),
    corporateRole: extras.corporateRole,
    login_time: user.loginTime,
  };
}

export function settingOf(row: UserRow) {
  return {
    country_calling_code: row.country_calling_code,
    national_phone_number: row.national_phone_number,
    locale: row.locale,
    dob: row.dob,
    gender: row.gender,
  };
}

export async function updateNames(
  s: AccountServices,
  user: AuthUser,
  input: { first_name: string; last_name: string; avatar?: string | null },
) {
  const row = await updateUser(s.db, user.id, {
    first_name: input.first_name,
    last_name: input.last_name,
    ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
  });
  return toProfile(s, row, user);
}

export async function updateSetting(
  s: AccountServices,
  user: AuthUser,
  input: { locale?: string; dob?: string | null; gender?: UserRow['gender']; phone?: PhoneParts },
) {
  const current = await findUserById(s.db, user.id);
  if (!current) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  if (
    input.phone &&
    (input.phone.country_calling_code !== current.country_calling_code ||
      input.phone.national_phone_number !== current.national_phone_number)
  ) {
    // A number is proven by a code: update_phone_number, never a plain setting.
    throw new AppError('BAD_USER_INPUT', 'phone_number: change it with update_phone_number', [
      { field: 'national_phone_number', rule: 'verified', message: 'phone_number' },
    ]);
  }
  const { phone: _phone, ...values } = input;
  const row = Object.keys(values).length ? await updateUser(s.db, user.id, values) : current;
  return settingOf(row);
}

export interface ConfirmedChange {
  token: string;
  code: string;
  ip: string;
}

/**
 * The proof of a new address: one attempt of the account's budget, then the code sent to the
 * address (per-IP and per-code limits in checkCode). Nothing about the address is looked up
 * before the code is right, so a wrong code answers alike for a registered address and a free
 * one, and every attempt counts.
 */
async function proveAddress(
  s: AccountServices,
  user: AuthUser,
  input: ConfirmedChange,
  identifier: Identifier,
) {
  await hitLimit(s, ADDRESS_CHANGES_PER_ACCOUNT, user.id);
  await checkCode(s, { ...input, identifier, purpose: 'sign_in' });
}

const UNAVAILABLE_EMAIL = 'unavailable_email';
const UNAVAILABLE_PHONE = 'phone_number: unavailable_phone_number';

/**
 * update_email: the new address, proven by the code sent to it (errors per spec §5). Only
 * someone who proved they hold the address learns that another account uses it.
 */
export async function changeEmail(
  s: AccountServices,
  user: AuthUser,
  input: ConfirmedChange & { email: string },
) {
  const identifier = { channel: 'email' as const, value: input.email };
  await proveAddress(s, user, input, identifier);
  if (await identifierTakenByOther(s.db, identifier, user.id)) {
    throw new AppError('BAD_USER_INPUT', UNAVAILABLE_EMAIL);
  }
  const row = await updateUser(s.db, user.id, { email: input.email }).catch(
    uniqueAs(UNAVAILABLE_EMAIL),
  );
  await audit(s, user, 'account.email_changed');
  return toProfile(s, row, user);
}

/** update_phone_number: the new number, proven by the code sent to it (as changeEmail). */
export async function changePhone(
  s: AccountServices,
  user: AuthUser,
  input: ConfirmedChange & { phone: PhoneParts },
) {
  await proveAddress(s, user, input, { channel: 'sms', value: phoneDigits(input.phone) });
  if (await phoneTakenByOther(s.db, input.phone, user.id)) {
    throw new AppError('BAD_USER_INPUT', UNAVAILABLE_PHONE);
  }
  const row = await updateUser(s.db, user.id, input.phone).catch(uniqueAs(UNAVAILABLE_PHONE));
  await audit(s, user, 'account.phone_changed');
  return toProfile(s, row, user);
}

/** update_referrer: once per account, with another user's referral code. */
export async function changeReferrer(s: AccountServices, user: AuthUser, code: string) {
  const referrer = await findReferrer(s.db, code, user.id);
  if (!referrer?.referral_code) throw new AppError('BAD_USER_INPUT', 'invalid_referral_code');
  if (!(await setReferrerOnce(s.db, user.id, referrer.referral_code))) {
    throw new AppError('BAD_USER_INPUT', 'referrer_already_set');
  }
  return loadProfile(s, user);
}

function uniqueAs(message: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) throw new AppError('BAD_USER_INPUT', message);
    throw err;
  };
}

function audit(s: AccountServices, user: AuthUser, action: string) {
  return writeAudit(s.db, { actor_user_id: user.id, action, created_at: s.clock.now() });
}
