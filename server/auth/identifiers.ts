import { z } from 'zod';

/*
 * A sign-in identifier is an e-mail address or a phone number. Phone numbers travel as digits
 * with the country calling code (spec §7): '84912345678'. A Vietnamese number typed with its
 * trunk zero ('840912345678' or '0912345678') means the same number.
 */

export type Channel = 'email' | 'sms';

export interface Identifier {
  channel: Channel;
  /** Lower-case e-mail, or phone digits with the calling code ('84912345678'). */
  value: string;
}

export interface PhoneParts {
  country_calling_code: string;
  national_phone_number: string;
}

const email = z.string().trim().toLowerCase().max(254).email();

export function parseEmail(value: string): string | null {
  const parsed = email.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Two-digit calling codes (ITU-T E.164); 1 and 7 are one digit; every other code has three. */
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

function callingCodeOf(digits: string): string {
  if (digits[0] === '1' || digits[0] === '7') return digits[0];
  if (TWO_DIGIT_CODES.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

/** Splits digits-with-calling-code into the two columns users keep; null when not a number. */
export function parsePhone(value: string): PhoneParts | null {
  let digits = value
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s.()-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('0')) digits = `84${digits.slice(1)}`;
  const code = callingCodeOf(digits);
  const national = digits.slice(code.length).replace(/^0+/, '');
  if (national.length < 6 || national.length > 12 || code.length + national.length > 15) {
    return null;
  }
  if (code === '84' && (national.length < 8 || national.length > 10)) return null;
  return { country_calling_code: code, national_phone_number: national };
}

export function phoneDigits(parts: PhoneParts): string {
  return `${parts.country_calling_code}${parts.national_phone_number}`;
}

/** From a body with `email` or `phone_number` (exactly one). */
export function identifierFrom(body: {
  email?: string | null;
  phone_number?: string | null;
}): Identifier | null {
  if (body.email && !body.phone_number) {
    const value = parseEmail(body.email);
    return value ? { channel: 'email', value } : null;
  }
  if (body.phone_number && !body.email) {
    const parts = parsePhone(body.phone_number);
    return parts ? { channel: 'sms', value: phoneDigits(parts) } : null;
  }
  return null;
}

/** has_name / has_password take either in one string: an '@' means e-mail. */
export function identifierFromUserName(userName: string): Identifier | null {
  return userName.includes('@')
    ? identifierFrom({ email: userName })
    : identifierFrom({ phone_number: userName });
}
