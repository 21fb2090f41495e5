import { z } from 'zod';
import { parsePhone, phoneDigits } from '../../common/phone.js';

/*
 * A sign-in identifier is an e-mail address or a phone number. Phone numbers travel as digits
 * with the country calling code (spec §7): '84912345678'. A Vietnamese number typed with its
 * trunk zero ('840912345678' or '0912345678') means the same number (common/phone.ts).
 */

export type Channel = 'email' | 'sms';

export interface Identifier {
  channel: Channel;
  /** Lower-case e-mail, or phone digits with the calling code ('84912345678'). */
  value: string;
}

const email = z.string().trim().toLowerCase().max(254).email();

export function parseEmail(value: string): string | null {
  const parsed = email.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// Phone numbers follow the one rule both tiers share (common/phone.ts, libphonenumber-js).
export { parsePhone, phoneDigits, type PhoneParts } from '../../common/phone.js';

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
