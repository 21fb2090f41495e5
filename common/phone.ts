import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/*
 * The one phone rule of both tiers (docs/decisions.md, "Phone numbers"): a number is one
 * libphonenumber-js (its `min` metadata, small enough for the browser) finds POSSIBLE for its
 * country: the country's own lengths, not a digit range guessed for all of them. Numbers travel
 * as digits with the calling code (spec §7: '84912345678'); Vietnam (84) is the default country.
 */

export const DEFAULT_CALLING_CODE = '84';

export interface PhoneParts {
  country_calling_code: string;
  national_phone_number: string;
}

/** What may separate digits as people type them: spaces, dots, dashes, brackets. */
const SEPARATORS = /[\s.()-]/g;

/**
 * A phone number as typed or as stored, split into calling code and national number; null when
 * it is not a possible number. '+84 912 345 678', '0912345678' (Vietnamese, trunk zero),
 * '84912345678' and '840912345678' (digits with the calling code) are one number; digits
 * without '+' or a trunk zero are read with their calling code first, else as Vietnamese.
 */
export function parsePhone(value: string): PhoneParts | null {
  const compact = value.trim().replace(SEPARATORS, '');
  if (!/^\+?\d{1,20}$/.test(compact)) return null;
  const candidates = compact.startsWith('+')
    ? [parsePhoneNumberFromString(compact)]
    : compact.startsWith('0')
      ? [parsePhoneNumberFromString(compact, 'VN')]
      : [parsePhoneNumberFromString(`+${compact}`), parsePhoneNumberFromString(compact, 'VN')];
  const found = candidates.find((number) => number?.isPossible());
  return found
    ? {
        country_calling_code: found.countryCallingCode,
        national_phone_number: found.nationalNumber,
      }
    : null;
}

/** Whether `value` is a possible phone number (see parsePhone). */
export const isPhoneNumber = (value: string): boolean => parsePhone(value) !== null;

/** The stored form: digits with the calling code ('84912345678'). */
export function phoneDigits(parts: PhoneParts): string {
  return `${parts.country_calling_code}${parts.national_phone_number}`;
}
