import { AppError } from '../../errors.js';
import { isCommonPassword, MD5_HEX } from '../../auth/passwords.js';

/*
 * What the server can check of a new password: it is an MD5 hex (the browser checks the
 * length of what was typed), both copies match, and it is not one of the most common
 * passwords (NIST 800-63B). Message keys are shown by the browser as validate.{message}.
 */

export const badInput = (message: string, field?: string, rule?: string) =>
  new AppError(
    'BAD_USER_INPUT',
    message,
    field ? [{ field, rule: rule ?? message, message }] : undefined,
  );

export function checkNewPassword(password: string, confirmation: string, field = 'password'): void {
  if (!MD5_HEX.test(password)) throw badInput('invalid_password', field, 'md5_hex');
  if (password !== confirmation) {
    throw badInput('password_mismatch', 'password_confirmation', 'equals_password');
  }
  if (isCommonPassword(password)) throw badInput('common_password', field, 'not_common');
}
