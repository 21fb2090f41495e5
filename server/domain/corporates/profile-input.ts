/**
 * Edge validation of the corporate's own details (registration, update_corporate, the credit
 * request): every failure is a field error naming the field and its rule. The rules the
 * console's forms mirror live in common/corporate-rules.ts and common/tax-code.ts.
 */
import { z } from 'zod';
import { parseEmail, parsePhone, phoneDigits } from '../../auth/identifiers.js';
import { rule, taxCode, text } from '../context/input.js';
import {
  CORPORATE_LIMITS as L,
  CREDIT_REQUEST_RANGES,
  DISPLAYING_PRICES,
  checkWebhookUrl,
} from '../../../common/corporate-rules.js';

/** Trimmed, inner whitespace collapsed, required. */
const required = (max: number) =>
  text(max)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => v.length > 0, rule('required', 'is required'));

/** Trimmed; blank is null (the field is cleared). */
const optional = (max: number) =>
  text(max)
    .transform((v) => v.trim().replace(/\s+/g, ' ') || null)
    .nullish();

const companyEmail = text(254).transform((value, ctx) => {
  const email = parseEmail(value);
  if (email) return email;
  ctx.addIssue({
    code: 'custom',
    message: 'is not a valid e-mail address',
    params: { rule: 'email' },
  });
  return z.NEVER;
});

/** Stored as + and digits with the calling code (a leading 0 is Vietnam's +84). */
const companyPhone = text(30).transform((value, ctx) => {
  const parts = parsePhone(value);
  if (parts) return `+${phoneDigits(parts)}`;
  ctx.addIssue({
    code: 'custom',
    message: 'is not a valid phone number',
    params: { rule: 'phone' },
  });
  return z.NEVER;
});

const companyTaxCode = taxCode(text(30));

/** Logos arrive only through the upload (docs/corporate-profile.md "Logo"). */
const noLogo = z
  .null()
  .optional()
  .or(z.string().refine(() => false, rule('upload_only', 'is set by uploading a logo file')));

export const registrationInput = z.looseObject({
  company_name: required(L.nameMax).refine((v) => v.length !== 1, rule('min', 'is too short')),
  display_name: optional(L.displayNameMax),
  company_address: required(L.addressMax),
  company_email: companyEmail,
  company_phone_number: companyPhone,
  company_tax_code: companyTaxCode,
  legal_representative: optional(L.representativeMax),
  logo: noLogo,
  referral_code: text(50)
    .transform((v) => v.trim() || null)
    .nullish(),
});
export type RegistrationInput = z.infer<typeof registrationInput>;

const webhookUrl = text(L.webhookUrlMax).transform((value, ctx) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const problem = checkWebhookUrl(trimmed);
  if (!problem) return trimmed;
  const messages = {
    format: 'is not a web address',
    https: 'must start with https://',
    host: 'must be a public host name (no IP address, localhost, port or credentials)',
  };
  ctx.addIssue({ code: 'custom', message: messages[problem], params: { rule: problem } });
  return z.NEVER;
});

/** One of the offered codes (rule `enum`). */
const oneOf = (values: readonly string[]) =>
  z.string().refine((v) => values.includes(v), rule('enum', `must be one of ${values.join(', ')}`));

/** update_corporate: omitted fields stay; null clears an optional one. */
export const updateInput = z.looseObject({
  id: z.string(),
  company_name: required(L.nameMax)
    .refine((v) => v.length !== 1, rule('min', 'is too short'))
    .optional(),
  display_name: optional(L.displayNameMax),
  company_address: required(L.addressMax).optional(),
  company_email: companyEmail.optional(),
  company_phone_number: companyPhone.optional(),
  company_tax_code: companyTaxCode.optional(),
  legal_representative: optional(L.representativeMax),
  logo: z.string().nullish(),
  enforce_cost_center: z.boolean().optional(),
  enable_split_payment: z.boolean().optional(),
  is_enable_expense: z.boolean().optional(),
  displaying_price: oneOf(DISPLAYING_PRICES).nullish(),
  webhook_url: webhookUrl.nullish(),
});
export type UpdateInput = z.infer<typeof updateInput>;

export const creditRequestInput = z.looseObject({
  corporate_id: z.string(),
  average_budget_range: oneOf(CREDIT_REQUEST_RANGES.average_budget_range),
  staff_amount_range: oneOf(CREDIT_REQUEST_RANGES.staff_amount_range),
  trip_duration_range: oneOf(CREDIT_REQUEST_RANGES.trip_duration_range),
  trips_amount_range: oneOf(CREDIT_REQUEST_RANGES.trips_amount_range),
  usual_booker_role: oneOf(CREDIT_REQUEST_RANGES.usual_booker_role),
});
export type CreditRequestInput = z.infer<typeof creditRequestInput>;
