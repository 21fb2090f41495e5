import type { DeepStrings } from '../types';
import type { validateVi } from './validate.vi';

/** English server messages; 'Invalid Code' is the spec's (§8). */
export const validateEn = {
  invalid_credentials: 'Incorrect email, phone number or password',
  invalid_current_password: 'The current password is incorrect',
  password_mismatch: 'The Confirm password and Password fields must match',
  too_many_attempts: 'Too many attempts. Please try again later.',
  invalid_token: 'This password reset has expired. Please start again.',
  invalid_code: 'Invalid Code',
  expired_code: 'The code has expired. Please request a new one.',
  rate_limited: 'Too many requests. Please try again in %{seconds} s.',
  unavailable_email: 'This email is already in use',
  phone_number: 'This phone number is invalid or already in use',
  invalid_referral_code: 'This referral code is not valid',
  common_password: 'This password is too common. Please choose another one.',
  too_soon: 'Please wait %{seconds} s before asking for a new code.',
  too_many_requests: 'Too many codes requested. Please try again in %{seconds} s.',
  invalid_identifier: 'This email or phone number is not valid',
  invalid_session_params: 'The sign-in session has expired. Please try again.',
  account_exists: 'This account already exists. Please sign in.',
  referrer_already_set: 'Your account already has a referral code',
  invalid_state: 'The Google sign-in session is not valid. Please try again.',
  google_denied: 'Google sign-in was cancelled.',
  google_sign_in_failed: 'Google sign-in failed. Please try again.',
  google_email_unverified: 'Your Google email address is not verified.',
  invalid_request: 'What was sent is not valid.',
  unauthorized: 'Please sign in again to continue.',
  unknown: 'Something went wrong!',
} satisfies DeepStrings<typeof validateVi>;
