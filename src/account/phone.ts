/** Spec §9: default country code 84, phone entry prefix +84. */
export const DEFAULT_COUNTRY_CODE = '84';
export const PHONE_PREFIX = `+${DEFAULT_COUNTRY_CODE}`;
// Which numbers are phone numbers: the one rule of both tiers, common/phone.ts.

export function isNumeric(value: string): boolean {
  return /^\d+$/.test(value);
}

/**
 * Pure: the number as the services want it, digits with the country code (docs/accounts-api.md).
 * A number that already starts with the country code is not prefixed again (spec §9); otherwise
 * one national trunk 0 is dropped (0912… → 84912…). Checking the prefix first keeps a typed
 * 084… number national.
 */
export function toWirePhone(input: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const digits = input.trim().replace(/^\+/, '');
  if (digits.startsWith(countryCode)) return digits;
  return `${countryCode}${digits.replace(/^0/, '')}`;
}

/** Pure: the national part of a stored number, for the +84 field. */
export function toNationalPhone(wire: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const digits = wire.trim().replace(/^\+/, '');
  return digits.startsWith(countryCode) && digits.length > countryCode.length + 7
    ? digits.slice(countryCode.length)
    : digits;
}
