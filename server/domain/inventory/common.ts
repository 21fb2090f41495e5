/** Small helpers shared by the inventory services: locale, input checks, cursors. */
import { AppError, type FieldError } from '../../errors.js';

export type Lang = 'vi' | 'en';

/** 'en…' → en, anything else → vi (the default locale). */
export function langOf(locale: string | null | undefined): Lang {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'vi';
}

/** The text in the language, falling back to the other one. */
export function pick(lang: Lang, vi: string, en: string): string;
export function pick(
  lang: Lang,
  vi: string | null | undefined,
  en: string | null | undefined,
): string | null;
export function pick(lang: Lang, vi: string | null | undefined, en: string | null | undefined) {
  return (lang === 'en' ? (en ?? vi) : (vi ?? en)) ?? null;
}

export function badInput(fields: FieldError[]): AppError {
  return new AppError('BAD_USER_INPUT', fields.map((f) => f.message).join(' '), fields);
}

/** Collects field errors and throws them together. */
export class InputCheck {
  readonly errors: FieldError[] = [];
  fail(field: string, rule: string, message: string): void {
    this.errors.push({ field, rule, message });
  }
  int(field: string, value: number | null | undefined, min: number, max: number): number {
    const v = value ?? min;
    if (!Number.isInteger(v) || v < min || v > max) {
      this.fail(field, 'range', `${field} must be a whole number from ${min} to ${max}.`);
    }
    return v;
  }
  done(): void {
    if (this.errors.length) throw badInput(this.errors);
  }
}

/** 'HH:mm' → minutes after midnight, or undefined when absent; records an error when bad. */
export function parseClock(check: InputCheck, field: string, value: string | null | undefined) {
  if (value == null || value === '') return undefined;
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) {
    check.fail(field, 'format', `${field} must be a time written HH:mm.`);
    return undefined;
  }
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Whether a minute of the day is in a window (inclusive; a window may wrap past midnight). */
export function inWindow(minute: number, from: number | undefined, to: number | undefined) {
  const lo = from ?? 0;
  const hi = to ?? 1439;
  return lo <= hi ? minute >= lo && minute <= hi : minute >= lo || minute <= hi;
}

export interface Page<T> {
  entries: T[];
  metadata: { after: string | null; before: string | null; total_count: number };
}

const CURSOR = /^o(\d{1,7})$/;

/** Offset cursors: opaque to clients ('o40' base64url-encoded). */
export function decodeCursor(check: InputCheck, field: string, cursor: string | null | undefined) {
  if (!cursor) return 0;
  const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) {
    check.fail(field, 'cursor', `${field} is not a cursor this service returned.`);
    return 0;
  }
  return Number(m[1]);
}

const encode = (offset: number) => Buffer.from(`o${offset}`, 'utf8').toString('base64url');

/** One page of an already sorted list. */
export function pageOf<T>(all: T[], offset: number, limit: number): Page<T> {
  const entries = all.slice(offset, offset + limit);
  return {
    entries,
    metadata: {
      after: offset + limit < all.length ? encode(offset + limit) : null,
      before: offset > 0 ? encode(Math.max(0, offset - limit)) : null,
      total_count: all.length,
    },
  };
}

/** Rounds money to whole đồng (VND has no minor unit). */
export const vnd = (n: number) => Math.round(n);
/** Rounds to the nearest 1,000 ₫ as Vietnamese price lists do. */
export const round1000 = (n: number) => Math.round(n / 1000) * 1000;
