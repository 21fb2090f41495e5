import { useStore } from '../store/createStore';
import { dialogStore, updateLoginForm, type LoginType } from '../store/dialogStore';
import type { FieldErrors } from '../validation';
import { identifierOf, identifierPatch } from './identifier';
import { useStepForm } from './useStepForm';

export interface IdentifierValues {
  loginType: LoginType;
  identifier: string;
  password: string;
}

/**
 * A step form with the email/phone identifier (review, sign-in, forgot-password). The login
 * type and what was typed for each type live in the login form state, so steps share them.
 */
export function useIdentifierForm<F extends string>(
  validate: (values: IdentifierValues) => FieldErrors<F>,
  action: Parameters<typeof useStepForm<IdentifierValues, F>>[2],
) {
  const { form } = useStore(dialogStore);
  const stepForm = useStepForm<IdentifierValues, F>(
    { loginType: form.loginType, identifier: identifierOf(form), password: '' },
    validate,
    async (values, helpers) => {
      updateLoginForm(identifierPatch(values.loginType, values.identifier));
      await action(values, helpers);
    },
  );

  /** Spec §4: changing the login type clears the identifier error. */
  const switchLoginType = (next: LoginType) => {
    const { values } = stepForm;
    updateLoginForm({ ...identifierPatch(values.loginType, values.identifier), loginType: next });
    const stored = dialogStore.get().form;
    stepForm.setValue('loginType', next);
    stepForm.setValue('identifier', identifierOf({ ...stored, loginType: next }));
    stepForm.clearErrors();
  };

  return { ...stepForm, switchLoginType };
}
