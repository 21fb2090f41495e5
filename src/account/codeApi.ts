import { HttpError } from '../api/httpError';
import { otpApi } from '../api/rest';
import { getCurrentLocale } from '../i18n/locale';
import type { Identity } from './accountApi';

/** The one-time code service (spec §7, docs/accounts-api.md): no authorization value. */

export async function otpFlowToken(): Promise<string> {
  const answer = await otpApi<{ token: string }>('auth');
  return answer.token;
}

export async function sendOtp(token: string, identity: Identity): Promise<void> {
  await otpApi('otp', {
    method: 'POST',
    report: false,
    body: { token, lang: getCurrentLocale(), ...identity },
  });
}

/** The single-use authorization code for the callbacks. */
export async function verifyOtp(token: string, otp: string, identity: Identity): Promise<string> {
  const answer = await otpApi<{ code?: string; error?: string }>('otp/verify', {
    method: 'POST',
    report: false,
    body: { token, otp, ...identity },
  });
  if (!answer?.code) throw new HttpError(answer?.error ?? 'invalid_code', 400, answer ?? null);
  return answer.code;
}
