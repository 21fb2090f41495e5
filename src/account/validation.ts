import { isPhoneNumber } from '../../common/phone';
import { isNumeric, toWirePhone } from './phone';
import type { LoginType } from './store/dialogStore';

/** Spec §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;
/** Spec §9: one-time codes have 6 digits. */
export const CODE_LENGTH = 6;

/** Keys of `account.errors` in the catalogues (spec §5 messages). */
export type ErrorKey =
  | 'emailRequired'
  | 'phoneRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'phoneLength'
  | 'passwordRequired'
  | 'passwordMin'
  | 'confirmPasswordRequired'
  | 'passwordMismatch'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'currentPasswordRequired'
  | 'currentPasswordMin'
  | 'newPasswordRequired'
  | 'newPasswordMin';

export type FieldErrors<F extends string> = Partial<Record<F, ErrorKey>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * Pure: the identifier's error. Email is trimmed and must look valid; a phone must be numeric
 * and, where `checkLength` (the review step), a possible number after the +84 prefix (the one
 * rule: common/phone.ts) — its message keeps the spec's 'between 8 -16 digits' wording (§5).
 */
export function identifierError(
  loginType: LoginType,
  value: string,
  { checkLength = false }: { checkLength?: boolean } = {},
): ErrorKey | undefined {
  const trimmed = value.trim();
  if (!trimmed) return loginType === 'email' ? 'emailRequired' : 'phoneRequired';
  if (loginType === 'email') return isValidEmail(trimmed) ? undefined : 'emailInvalid';
  if (!isNumeric(trimmed)) return 'phoneInvalid';
  if (checkLength && !isPhoneNumber(`+${toWirePhone(trimmed)}`)) {
    return 'phoneLength';
  }
  return undefined;
}

function compact<F extends string>(errors: Record<F, ErrorKey | undefined>): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const [field, error] of Object.entries(errors) as [F, ErrorKey | undefined][]) {
    if (error) result[field] = error;
  }
  return result;
}

function minLength(value: string, required: ErrorKey, short: ErrorKey): ErrorKey | undefined {
  if (!value) return required;
  return value.length < PASSWORD_MIN_LENGTH ? short : undefined;
}

function confirmation(password: string, confirm: string): ErrorKey | undefined {
  if (!confirm) return 'confirmPasswordRequired';
  return confirm === password ? undefined : 'passwordMismatch';
}

export interface IdentifierValues {
  loginType: LoginType;
  identifier: string;
}

/** Review step (spec §5): required, valid email or a numeric, possible phone number. */
export function validateReview(v: IdentifierValues): FieldErrors<'identifier'> {
  return compact({ identifier: identifierError(v.loginType, v.identifier, { checkLength: true }) });
}

/** Sign-in (spec §5): username and password required, numeric phone or valid email, min 6. */
export function validateSignIn(
  v: IdentifierValues & { password: string },
): FieldErrors<'identifier' | 'password'> {
  return compact({
    identifier: identifierError(v.loginType, v.identifier),
    password: minLength(v.password, 'passwordRequired', 'passwordMin'),
  });
}

/** Forgot password (spec §5): required; valid email or numeric phone. */
export function validateForgot(v: IdentifierValues): FieldErrors<'identifier'> {
  return compact({ identifier: identifierError(v.loginType, v.identifier) });
}

export interface NameValues {
  first_name: string;
  last_name: string;
}

/** A user needs both names (spec §5). */
export function validateName(v: NameValues): FieldErrors<'first_name' | 'last_name'> {
  return compact({
    first_name: v.first_name.trim() ? undefined : 'firstNameRequired',
    last_name: v.last_name.trim() ? undefined : 'lastNameRequired',
  });
}

export interface PasswordPair {
  password: string;
  password_confirmation: string;
}

/**
 * Create password (spec §5): names required when the user has none; the password is optional,
 * but once either field is filled both are required, at least 6 long, and they must match.
 */
export function validateCreatePassword(
  v: NameValues & PasswordPair & { needsName: boolean },
): FieldErrors<'first_name' | 'last_name' | 'password' | 'password_confirmation'> {
  const names = v.needsName ? validateName(v) : {};
  const wantsPassword = Boolean(v.password || v.password_confirmation);
  return {
    ...names,
    ...(wantsPassword ? validateResetPassword(v) : {}),
  };
}

/** Change password (spec §5): all required, current and new at least 6, confirmation matches. */
export function validateChangePassword(
  v: PasswordPair & { current_password: string },
): FieldErrors<'current_password' | 'password' | 'password_confirmation'> {
  return compact({
    current_password: minLength(
      v.current_password,
      'currentPasswordRequired',
      'currentPasswordMin',
    ),
    password: minLength(v.password, 'newPasswordRequired', 'newPasswordMin'),
    password_confirmation: confirmation(v.password, v.password_confirmation),
  });
}

/** Forgot-password update (spec §5): both required, at least 6, must match. */
export function validateResetPassword(
  v: PasswordPair,
): FieldErrors<'password' | 'password_confirmation'> {
  return compact({
    password: minLength(v.password, 'passwordRequired', 'passwordMin'),
    password_confirmation: confirmation(v.password, v.password_confirmation),
  });
}

/** Six digits, all filled (spec §5). */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
