/** Timings and limits of the account flow (spec §4, §9). */
export const TOKEN_STORE_WAIT_MS = 200;
export const PROFILE_RETRY_MS = 1_000;
export const PASSWORD_CHECK_MS = 1_000;
export const CODE_SUBMIT_DELAY_MS = 200;
export const CODE_REQUEST_DELAY_MS = 500;
export const RESEND_COOLDOWN_S = 60;
export const ENTER_DEBOUNCE_MS = 200;
export const LOGOUT_WITHOUT_NAME_MS = 3_000;
export const CORPORATE_PROMPT_MS = 2_000;
export const SUCCESS_TOAST_MS = 5_000;
/** Spec §9 notification default, for toasts the spec gives no duration. */
export const NOTICE_MS = 4_500;
export const REQUESTED_STEP_CLEAR_MS = 1_000;
/** Spec §7: at account creation the current password is this placeholder (MD5-hashed). */
export const CREATION_PASSWORD_PLACEHOLDER = 'UTS';

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
