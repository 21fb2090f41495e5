import type { Locale } from '../../i18n/types';
import { validateName, type ErrorKey } from '../validation';

/** Pure: the full name in the locale's order (vi: last name first). */
export function fullName(
  profile: { first_name?: string | null; last_name?: string | null },
  locale: Locale,
): string {
  const first = profile.first_name?.trim() ?? '';
  const last = profile.last_name?.trim() ?? '';
  return (locale === 'vi' ? [last, first] : [first, last]).filter(Boolean).join(' ');
}

/** Pure: a calendar date (YYYY-MM-DD) written for the locale, in UTC so it never shifts. */
export function formatDate(date: string, locale: Locale): string {
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(value);
}

export interface PersonalValues {
  first_name: string;
  last_name: string;
  dob: string;
  gender: '' | 'MALE' | 'FEMALE' | 'OTHER';
  locale: '' | Locale;
}

export type PersonalErrors = Partial<Record<'first_name' | 'last_name', ErrorKey>> & {
  dob?: 'dobInvalid';
};

/** Pure: names required (spec §5); a birth date, when given, is a real past date. */
export function validatePersonal(values: PersonalValues, today: Date = new Date()): PersonalErrors {
  const errors: PersonalErrors = validateName(values);
  if (values.dob) {
    const date = new Date(`${values.dob}T00:00:00Z`);
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(values.dob) &&
      !Number.isNaN(date.getTime()) &&
      date.getTime() <= today.getTime() &&
      date.getUTCFullYear() >= 1900;
    if (!valid) errors.dob = 'dobInvalid';
  }
  return errors;
}
