/**
 * Every limit of the sign-in services in one place (docs/accounts.md explains each). Per-IP
 * limits are multiplied by AUTH_IP_LIMIT_FACTOR; the per-identifier and per-code limits are
 * the and never change.
 */

/** One-time codes: 6 digits, valid 5 minutes, void after 5 wrong tries. */
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** A new code for the same identifier only after 60 s (spec §9 resend countdown). */
export const RESEND_COOLDOWN_SECONDS = 60;
/** At most 5 codes per identifier per rolling hour. */
export const SENDS_PER_IDENTIFIER = { max: 5, windowSeconds: 60 * 60 };

/** Lifetimes of the short-lived flow values. */
export const OTP_FLOW_TTL_SECONDS = 30 * 60;
export const AUTH_CODE_TTL_SECONDS = 5 * 60;
export const SESSION_PARAMS_TTL_SECONDS = 15 * 60;
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;
/** A rotated renewal token seen again within this time is refused without alarm (two tabs). */
export const RENEWAL_REUSE_GRACE_SECONDS = 60;

export interface LimitRule {
  name: string;
  max: number;
  windowSeconds: number;
}

/** Fixed-window limits per client IP address. */
export const IP_LIMITS = {
  otpSend: { name: 'otp_send_ip', max: 30, windowSeconds: 60 * 60 },
  otpVerify: { name: 'otp_verify_ip', max: 60, windowSeconds: 60 * 60 },
  signIn: { name: 'sign_in_ip', max: 60, windowSeconds: 15 * 60 },
  lookup: { name: 'lookup_ip', max: 60, windowSeconds: 10 * 60 },
  callback: { name: 'callback_ip', max: 60, windowSeconds: 15 * 60 },
  /** New flows, session_params and Google starts: each stores a row. */
  flowStart: { name: 'flow_start_ip', max: 120, windowSeconds: 10 * 60 },
} satisfies Record<string, LimitRule>;

/**
 * Look-ups of whether an address has an account, per signed-in account: a company admin's
 * before_create_corporate_staff counts here and against IP_LIMITS.lookup, as has_name does.
 */
export const LOOKUPS_PER_ACCOUNT: LimitRule = {
  name: 'lookup_user',
  max: 60,
  windowSeconds: 10 * 60,
};

/**
 * Failed password checks per account (sign-in by e-mail or phone, and change-password's
 * current password share it) before the account is locked for the rest of the window. An
 * unknown identifier has its own counter under the same rule, so it answers alike.
 */
export const PASSWORD_FAILURES_PER_ACCOUNT: LimitRule = {
  name: 'password_fail',
  max: 10,
  windowSeconds: 15 * 60,
};

/** update_email / update_phone_number attempts per signed-in account, whatever the address. */
export const ADDRESS_CHANGES_PER_ACCOUNT: LimitRule = {
  name: 'address_change',
  max: 20,
  windowSeconds: 60 * 60,
};
