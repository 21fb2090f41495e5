/**
 * The staff mutations' inputs, checked with zod before anything is read or written: every
 * failure names its field (relative to `input`) and rule. The console's form mirrors these
 * rules (src/resources/staff/staffRules.ts).
 */
import { z } from 'zod';
import { isUuid } from '../../db/sql-values.js';
import { parsePhone } from '../../auth/identifiers.js';
import { dayFromToday, rule, text } from '../context/input.js';
import { isCountryCode } from '../../../common/countries.js';
import { CORPORATE_ROLES } from '../../../common/permissions/corporate.js';

const uuid = z.string().refine(isUuid, rule('format', 'is not a valid id'));
const optionalText = (max: number) =>
  text(max)
    .transform((value) => value.trim() || null)
    .nullish();

/** Whole minor units, 0 up to JavaScript's safe integers; null: no limit. */
const monthlyLimit = z
  .number()
  .int('must be a whole amount in minor units')
  .min(0, 'must not be negative')
  .max(Number.MAX_SAFE_INTEGER, 'is too large')
  .nullish();

const country = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .refine(
    (value) => isCountryCode(value),
    rule('format', 'must be a country code (ISO 3166-1 alpha-2)'),
  )
  .nullish();

/** Mr, Mrs, Ms (spec §3), stored in that spelling whatever the case sent. */
export const COURTESY_TITLES = ['Mr', 'Mrs', 'Ms'] as const;
const courtesyTitle = z
  .string()
  .transform((value) => COURTESY_TITLES.find((t) => t.toLowerCase() === value.trim().toLowerCase()))
  .refine((value) => value !== undefined, rule('one_of', 'must be Mr, Mrs or Ms'))
  .nullish();

const phoneNumber = z
  .string()
  .transform((value) => value.trim())
  .refine(
    (value) => value === '' || parsePhone(value) !== null,
    rule('format', 'is not a phone number'),
  )
  .transform((value) => value || null)
  .nullish();

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('is not an e-mail address'));

const employeeId = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => value.length <= 50, rule('too_big', 'must be at most 50 characters'))
  .refine(
    (value) => /^[\p{L}\p{N}._/-]*$/u.test(value),
    rule('format', 'letters, digits and . _ / - only'),
  )
  .transform((value) => value || null)
  .nullish();

const isRealDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const dateOfBirth = z
  .string()
  .refine(isRealDate, rule('format', 'must be a date YYYY-MM-DD'))
  .refine((value) => value >= '1900-01-01', rule('range', 'must be after 1900'))
  .refine((value) => value < dayFromToday(0), rule('future', 'must be in the past'))
  .nullish();

const passportExpired = z
  .string()
  .refine(isRealDate, rule('format', 'must be a date YYYY-MM-DD'))
  .nullish();

const frequentFlyerCodes = z
  .array(
    z.object({
      airline_code: z
        .string()
        .transform((value) => value.trim().toUpperCase())
        .refine(
          (value) => /^[A-Z0-9]{2}$/.test(value),
          rule('format', 'must be a 2-character airline code'),
        ),
      code: z
        .string()
        .transform((value) => value.trim())
        .refine(
          (value) => /^[A-Za-z0-9]{1,20}$/.test(value),
          rule('format', 'must be 1-20 letters or digits'),
        ),
    }),
  )
  .max(20, 'must be at most 20 codes')
  .superRefine((codes, ctx) => {
    const seen = new Set<string>();
    codes.forEach((c, index) => {
      if (seen.has(c.airline_code)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'airline_code'],
          message: 'has a code already',
          params: { rule: 'unique' },
        });
      }
      seen.add(c.airline_code);
    });
  })
  .nullish();

const role = z.enum(CORPORATE_ROLES).nullish();

const shared = {
  corporate_id: uuid,
  role,
  corporate_level_id: uuid.nullish(),
  department_id: uuid.nullish(),
  approver_id: uuid.nullish(),
  monthly_limit: monthlyLimit,
  team: optionalText(100),
  title: optionalText(100),
  employee_id: employeeId,
  note: optionalText(2000),
  phone_number: phoneNumber,
  first_name: optionalText(100),
  last_name: optionalText(100),
  courtesy_title: courtesyTitle,
  cost_center_ids: z.array(uuid).max(50, 'must be at most 50 cost centers').nullish(),
};

export const createStaffInput = z.object({ ...shared, email });

export const updateStaffInput = z.object({
  ...shared,
  user_id: uuid,
  active: z.boolean().nullish(),
  passport_first_name: optionalText(100),
  passport_last_name: optionalText(100),
  date_of_birth: dateOfBirth,
  nationality_country_code: country,
  passport: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine(
      (value) => /^[A-Z0-9]{0,20}$/.test(value),
      rule('format', 'must be up to 20 letters or digits'),
    )
    .transform((value) => value || null)
    .nullish(),
  passport_country_code: country,
  passport_expired: passportExpired,
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']).nullish(),
  legal_entity: optionalText(200),
  is_enable_expense: z.boolean().nullish(),
  frequent_flyer_codes: frequentFlyerCodes,
});

export type CreateStaffInput = z.infer<typeof createStaffInput>;
export type UpdateStaffInput = z.infer<typeof updateStaffInput>;

export const emailInput = email;
