import { PHONE_PREFIX } from '../phone';
import type { LoginForm, LoginType } from '../store/dialogStore';

/** What the user typed for the current login type. */
export function identifierOf(form: Pick<LoginForm, 'loginType' | 'email' | 'phone_number'>) {
  return form.loginType === 'email' ? form.email : form.phone_number;
}

/** The login form fields that keep `identifier` for `loginType`. */
export function identifierPatch(loginType: LoginType, identifier: string): Partial<LoginForm> {
  return loginType === 'email'
    ? { loginType, email: identifier.trim() }
    : { loginType, phone_number: identifier.trim() };
}

/** The identifier as shown to the user (the phone with its +84 prefix). */
export function displayIdentifier(form: Pick<LoginForm, 'loginType' | 'email' | 'phone_number'>) {
  return form.loginType === 'email' ? form.email : `${PHONE_PREFIX} ${form.phone_number}`;
}
