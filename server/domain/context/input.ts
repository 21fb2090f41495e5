import { z } from 'zod';
import { addDays, vietnamDate } from '../../../common/calendar.js';
import { AppError, type FieldError } from '../../errors.js';
import { checkTaxCode } from '../../../common/tax-code.js';

/*
 * Input parsing with zod (DESIGN.md conventions 12–13), owned by the domain so every module and
 * every resolver reaches it the same way (docs/module-template.md): every failure answers
 * BAD_USER_INPUT with `extensions.fields: [{field, rule, message}]`, before any rule or SQL
 * runs. server/graphql/input-guard.ts applies the rules every argument of its SDL type must
 * meet; each module's input schemas add their operation's own bounds with the pieces below.
 */

/** Field errors from zod issues; `rule` is the refinement's own name when it set one. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], fallback = 'input'): FieldError[] {
  return issues.map((issue) => {
    const rule = (issue as { params?: { rule?: unknown } }).params?.rule;
    return {
      field: issue.path.map(String).join('.') || fallback,
      rule: typeof rule === 'string' ? rule : issue.code,
      message: issue.message,
    };
  });
}

/** The parsed value, or BAD_USER_INPUT naming each field that failed. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  message?: string,
): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error.issues);
  throw new AppError(
    'BAD_USER_INPUT',
    message ?? fields.map((f) => `${f.field}: ${f.message}`).join(' '),
    fields,
  );
}

/** A refinement's failure, named by its own rule (built-in checks keep zod's issue code). */
export const rule = (name: string, message: string) => ({ message, params: { rule: name } });

/** PostgreSQL text cannot hold U+0000, and no person types it. */
export const noNul = (value: string) => !value.includes('\u0000');

/** Text a person typed: no NUL, at most `max` characters. */
export const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(noNul, rule('no_nul', 'must not contain a NUL character'));

/** An opaque id: 1–200 visible ASCII characters (UUIDs, `city:da-nang`, option ids…). */
export const ID_PATTERN = /^[\x21-\x7e]{1,200}$/;
/**
 * A Vietnamese tax code (common/tax-code.ts: 10 digits with their check digit, a branch written
 * 10-3), answered in its canonical form; rule `format` or `check_digit` otherwise.
 */
export const taxCode = (schema: z.ZodType<string>) =>
  schema.transform((value, ctx) => {
    const checked = checkTaxCode(value);
    if ('code' in checked) return checked.code;
    ctx.addIssue({
      code: 'custom',
      params: { rule: checked.problem },
      message:
        checked.problem === 'format'
          ? 'must be 10 digits, or 13 written 10-3 for a branch'
          : 'is not a valid Vietnamese tax code (its check digit does not match)',
    });
    return z.NEVER;
  });

export const opaqueId = z.string().regex(ID_PATTERN, 'must be an id this service returned');

/** A whole number from `min` to `max` (counts, page sizes, party sizes). */
export const count = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be from ${min} to ${max}`)
    .max(max, `must be from ${min} to ${max}`);

/**
 * A list's sort: one of `fields` and a direction, each defaulting (newest first by the first
 * field). The consoles' paged lists take it as `sort: { field, direction }`.
 */
export const listSort = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z
    .object({
      direction: z
        .enum(['ASC', 'DESC'])
        .nullish()
        .transform((v) => v ?? 'DESC'),
      field: z
        .enum(fields)
        .nullish()
        .transform((v): F[number] => v ?? fields[0]),
    })
    .nullish()
    .transform((v) => v ?? { direction: 'DESC' as const, field: fields[0] as F[number] });

/** An offset into a paged list, 0 when not given. */
export const listOffset = (max: number) =>
  count(0, max)
    .nullish()
    .transform((v) => v ?? 0);

/** Money in whole minor units, never negative (a price filter, an amount to pay). */
export const MAX_MONEY = 1e15;
export const money = z
  .number()
  .min(0, 'must not be negative')
  .max(MAX_MONEY, `must be at most ${MAX_MONEY}`);

/** An IATA airport or city code, e.g. SGN. */
export const iataCode = z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter code');

/** An ISO 3166-1 alpha-2 country or ISO 4217 currency code. */
export const isoCode = (letters: 2 | 3) =>
  z.string().regex(new RegExp(`^[A-Za-z]{${letters}}$`), `must be a ${letters}-letter code`);

/** A locale tag as clients send it: vi, en, zh-TW. */
export const localeTag = z
  .string()
  .regex(/^[a-z]{2}([-_][A-Za-z]{2})?$/, 'must be a locale such as vi or en');

/** YYYY-MM-DD dates are compared as strings; `days` from today in Vietnam's calendar. */
export function dayFromToday(days: number, now = new Date()): string {
  return addDays(vietnamDate(now), days);
}

/**
 * A travel date within a sane window around today (a year back, two ahead by default): far
 * dates never reach date arithmetic or SQL. Rules about the past belong to the domain.
 */
export const travelDate = (backDays = 366, aheadDays = 731) =>
  z.string().superRefine((value, ctx) => {
    const first = dayFromToday(-backDays);
    const last = dayFromToday(aheadDays);
    if (value < first || value > last) {
      ctx.addIssue({
        code: 'custom',
        message: `must be from ${first} to ${last}`,
        params: { rule: 'date_window' },
      });
    }
  });

/** Checks `value` against `schema` (BAD_USER_INPUT otherwise) and returns it as it came. */
export function checkInput<T>(schema: z.ZodType, value: T): T {
  parseInput(schema, value);
  return value;
}
