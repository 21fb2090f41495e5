/**
 * Field errors on the wire (DESIGN.md convention 13): a BAD_USER_INPUT error carries
 * `extensions.fields` as `[{ field, rule, message }]` (server/errors.ts `FieldError`).
 * - `field` names the input, as a path relative to the operation's input object
 *   (`email`, `frequent_flyer_codes.0.code`); the form input of that name shows the error.
 * - `rule` is a stable code of the rule that failed; the console translates it as
 *   `validate.rules.<rule>` (src/i18n/site/validate.*.ts) in the user's language.
 * - `message` is the server's English text, shown when the rule is not one of FIELD_RULES.
 * No dependencies: the server may import this file.
 */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

/**
 * Rules with a translation in both catalogues (a test checks each). zod's issue codes are
 * here because the server validates with zod; the others are the domain's own.
 */
export const FIELD_RULES = [
  'required',
  'format',
  'range',
  'unknown',
  'unique',
  'past',
  'integer',
  'max_length',
  'one_of',
  'invalid_type',
  'invalid_format',
  'invalid_value',
  'too_small',
  'too_big',
  'not_allowed',
  // The corporate staff rules (docs/corporate-staff.md).
  'already_staff',
  'in_other_corporate',
  'own_approver',
  'self',
  'owner',
  'identity',
  'taken',
  'future',
  // Invitations (docs/corporate-staff.md "Consent").
  'not_accepted',
  'accepted',
  'not_invited',
  'invalid',
  // The staff import (docs/corporate-staff.md "Import").
  'duplicate',

  // The corporate's own details (docs/corporate-profile.md).
  'min',
  'email',
  'phone',
  'check_digit',
  'upload_only',
  'locked',
  'https',
  'host',
  'type',
  'max_size',
  'upload_rate',
  'enum',
  'pending',
  'member',

  // Travel policy (docs/graphql-contract.md "Travel policy").
  'exists',
  'reasons_required',
  'in_use',

  // A bank transfer confirmed by hand (docs/finance.md "Confirming a transfer by hand").
  'already_recorded',
] as const;

export type FieldRule = (typeof FIELD_RULES)[number];

const KNOWN = new Set<string>(FIELD_RULES);

export function isFieldError(value: unknown): value is FieldError {
  const v = value as Partial<FieldError> | null;
  return (
    !!v &&
    typeof v.field === 'string' &&
    typeof v.rule === 'string' &&
    typeof v.message === 'string'
  );
}

/** What a form shows under `field`: the rule's catalogue key, else the server's text. */
export function formMessageOf(error: FieldError): string {
  return KNOWN.has(error.rule) ? `validate.rules.${error.rule}` : error.message;
}

/**
 * react-admin's `body.errors` shape (field path → message; react-admin translates the message
 * and sets it on the input of that name). The first error of a field wins.
 */
export function formErrorsOf(errors: readonly FieldError[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    if (error.field && !(error.field in result)) result[error.field] = formMessageOf(error);
  }
  return result;
}
