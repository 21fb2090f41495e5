import { createStore } from './createStore';

/** Steps of the account dialog (spec §2). success-review is set but rendered by no screen. */
export type AccountStep =
  | 'review'
  | 'verify-code'
  | 'create-password'
  | 'create-name'
  | 'update-password'
  | 'sign-in'
  | 'forgot-password'
  | 'verify-code-forgot'
  | 'forgot-password-update'
  | 'success-review';

export type LoginType = 'email' | 'phone';

/** Login form state (spec §3). */
export interface LoginForm {
  loginType: LoginType;
  email: string;
  phone_number: string;
  /** Default 84 (spec §9). */
  country_code: string;
  first_name: string;
  last_name: string;
  has_name: boolean;
  /** Reset token from the forgot-password code. */
  token: string;
}

export interface DialogState {
  open: boolean;
  step: AccountStep;
  /** Spec §4: a step set from outside the dialog; the dialog applies it, clears it after 1 s. */
  requestedStep: AccountStep | null;
  form: LoginForm;
}

export const EMPTY_LOGIN_FORM: LoginForm = {
  loginType: 'email',
  email: '',
  phone_number: '',
  country_code: '84',
  first_name: '',
  last_name: '',
  has_name: false,
  token: '',
};

const INITIAL: DialogState = {
  open: false,
  step: 'review',
  requestedStep: null,
  form: EMPTY_LOGIN_FORM,
};

export const dialogStore = createStore<DialogState>(INITIAL);

/** Opens the dialog on `step` (the administrator state of spec §4). */
export function openAccountDialog(step: AccountStep = 'review', form: Partial<LoginForm> = {}) {
  dialogStore.set((s) => ({
    ...s,
    open: true,
    step: s.open ? s.step : step,
    requestedStep: step,
    form: s.open ? { ...s.form, ...form } : { ...EMPTY_LOGIN_FORM, ...form },
  }));
}

export function closeAccountDialog(): void {
  dialogStore.set((s) => ({ ...s, open: false, requestedStep: null }));
}

export function setAccountStep(step: AccountStep): void {
  dialogStore.set((s) => ({ ...s, step }));
}

export function clearRequestedStep(): void {
  dialogStore.set((s) => (s.requestedStep ? { ...s, requestedStep: null } : s));
}

export function updateLoginForm(patch: Partial<LoginForm>): void {
  dialogStore.set((s) => ({ ...s, form: { ...s.form, ...patch } }));
}

export function resetDialogStoreForTests(): void {
  dialogStore.set(INITIAL);
}
