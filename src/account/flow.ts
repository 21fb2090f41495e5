import type { AccountStep } from './store/dialogStore';

/** Pure step decisions of the account dialog (spec §4). */

interface Named {
  first_name?: string | null;
  last_name?: string | null;
}

/** review → sign-in when the identifier has a name and a password, else verify-code. */
export function stepAfterReview(status: { hasName: boolean; hasPassword: boolean }): AccountStep {
  return status.hasName && status.hasPassword ? 'sign-in' : 'verify-code';
}

/** Spec §5: a user needs both first and last name. */
export function needsName(profile: Named | null | undefined): boolean {
  return !profile?.first_name?.trim() || !profile?.last_name?.trim();
}

/** verify-code → create-password when the account has no first name; otherwise close (null). */
export function stepAfterCodeLogin(profile: Named | null | undefined): AccountStep | null {
  return profile?.first_name?.trim() ? null : 'create-password';
}

/** After sign-in or social login: create-name when a name is missing; otherwise close (null). */
export function stepAfterSignIn(profile: Named | null | undefined): AccountStep | null {
  return needsName(profile) ? 'create-name' : null;
}

/** Spec §2: the close button is hidden in create-password when a name exists, and in create-name. */
export function showsCloseButton(step: AccountStep, hasFirstName: boolean): boolean {
  if (step === 'create-name') return false;
  return !(step === 'create-password' && hasFirstName);
}

/** Spec §2: the promo panel hides during password creation or update once there is a first name. */
export function showsPromoPanel(step: AccountStep, hasFirstName: boolean): boolean {
  return !(hasFirstName && (step === 'create-password' || step === 'update-password'));
}

export { lacksFirstName } from './names';
