import { isPhoneNumber } from '../../app/phoneRule';
/**
 * The staff form's checks, mirroring the server's (server/domain/corporates/staff-input.ts)
 * so most mistakes show before saving; the server's field errors land on the same inputs.
 * Each answers a `validate.rules.*` key (src/i18n/site/validate.*.ts) or undefined.
 */
type Check = (value: unknown) => string | undefined;

const blank = (value: unknown) => value === null || value === undefined || value === '';
const rule = (name: string) => `validate.rules.${name}`;
const when =
  (test: (value: string) => boolean, name: string): Check =>
  (value) =>
    blank(value) || test(String(value).trim()) ? undefined : rule(name);

export const requiredValue: Check = (value) =>
  blank(value) || String(value).trim() === '' ? rule('required') : undefined;

export const emailAddress = when(
  (v) => v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  'invalid_format',
);

export const maxLength = (max: number) => when((v) => v.length <= max, 'too_big');

/** Whole minor units, 0 … 2^53 − 1; empty: no limit. */
export const moneyAmount: Check = (value) => {
  if (blank(value)) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) return rule('integer');
  return n < 0 || n > Number.MAX_SAFE_INTEGER ? rule('range') : undefined;
};

export const employeeId = when((v) => v.length <= 50 && /^[\p{L}\p{N}._/-]*$/u.test(v), 'format');

/**
 * A possible phone number for its country: the one rule of both tiers (common/phone.ts), async
 * because the browser fetches it when first used (src/app/phoneRule.ts).
 */
export const phoneNumber = async (value: unknown): Promise<string | undefined> =>
  blank(value) || (await isPhoneNumber(String(value).trim())) ? undefined : rule('format');

export const countryCode = when((v) => /^[A-Za-z]{2}$/.test(v), 'format');

export const passportNumber = when((v) => /^[A-Za-z0-9]{1,20}$/.test(v), 'format');

export const airlineCode = when((v) => /^[A-Za-z0-9]{2}$/.test(v), 'format');

export const frequentFlyerNumber = when((v) => /^[A-Za-z0-9]{1,20}$/.test(v), 'format');

/** A date of birth: before today. */
export const pastDate: Check = (value) => {
  if (blank(value)) return undefined;
  const today = new Date().toISOString().slice(0, 10);
  return String(value).slice(0, 10) < today ? undefined : rule('future');
};

export const COURTESY_TITLES = ['Mr', 'Mrs', 'Ms'] as const;
export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
