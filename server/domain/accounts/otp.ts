import { AppError } from '../../errors.js';
import { addSeconds, secondsUntil } from '../context/clock.js';
import { keyedHash, newCode, newToken, safeEqual, tokenHash } from '../../auth/crypto.js';
import type { Identifier } from '../../auth/identifiers.js';
import {
  AUTH_CODE_TTL_SECONDS,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  IP_LIMITS,
  OTP_FLOW_TTL_SECONDS,
  RESEND_COOLDOWN_SECONDS,
  SENDS_PER_IDENTIFIER,
} from '../../auth/limits.js';
import { RateLimitedError } from '../../auth/rate-limit.js';
import { hitIpLimit, identifierHash, type AccountServices } from '../../auth/services.js';
import { codeSms, email, recipientOf } from '../../mail/index.js';
import {
  consumeChallenge,
  countAttempt,
  findLiveFlow,
  insertAuthCode,
  insertFlow,
  latestChallenge,
  recentSends,
  replaceChallenge,
  withIdentifierSendLock,
  type ChallengePurpose,
} from './otp-repository.js';

/*
 * One-time codes (docs/accounts.md): 6 digits from the CSPRNG, stored as an HMAC bound to the
 * flow token and the identifier, valid 5 minutes, single use, void after 5 wrong tries; a new
 * code only after 60 s and at most 5 per identifier per hour.
 */

/** The e-mail that carries a code of each purpose. */
const CODE_MAILS = {
  sign_in: 'sign_in_code',
  reset_password: 'reset_password_code',
  wallet_payment: 'wallet_payment_code',
} as const satisfies Record<ChallengePurpose, string>;

/** Code failures; the message is the key the browser and /oauth2 answers use. */
export type CodeFailure = 'invalid_code' | 'expired_code' | 'too_many_attempts';

export const codeError = (failure: CodeFailure) => new AppError('BAD_USER_INPUT', failure);

/** GET /oauth2/auth: a new flow; its token must come with every code request and check. */
export async function startOtpFlow(s: AccountServices, ip: string): Promise<string> {
  await hitIpLimit(s, IP_LIMITS.flowStart, ip);
  const token = newToken();
  const now = s.clock.now();
  await insertFlow(s.db, tokenHash(token), now, addSeconds(now, OTP_FLOW_TTL_SECONDS));
  return token;
}

async function liveFlowId(s: AccountServices, token: string): Promise<string | null> {
  const flow = await findLiveFlow(s.db, tokenHash(token), s.clock.now());
  return flow?.id ?? null;
}

function codeHash(s: AccountServices, flowId: string, idHash: string, code: string) {
  return keyedHash(s.keys.codes, `${flowId}:${idHash}:${code}`);
}

export interface SendCodeInput {
  token: string;
  identifier: Identifier;
  purpose: ChallengePurpose;
  lang: string | null;
  ip: string;
  /** False when nothing may be sent (a reset for an unknown account): all else is the same. */
  deliver: boolean;
}

/**
 * Creates and sends a code; throws 429 (too_soon / too_many_requests) or invalid_token. The
 * identifier's limits are checked and the code stored under its send lock, so parallel
 * requests for one address send one code.
 */
export async function sendCode(s: AccountServices, input: SendCodeInput): Promise<void> {
  await hitIpLimit(s, IP_LIMITS.otpSend, input.ip).catch((err: unknown) => {
    if (err instanceof RateLimitedError) {
      throw new RateLimitedError(err.retryAfter, 'too_many_requests');
    }
    throw err;
  });
  const flowId = await liveFlowId(s, input.token);
  if (!flowId) throw new AppError('BAD_USER_INPUT', 'invalid_token');

  const now = s.clock.now();
  const idHash = identifierHash(s, input.identifier);
  const code = newCode();
  await withIdentifierSendLock(s.db, idHash, async (tx) => {
    const since = addSeconds(now, -SENDS_PER_IDENTIFIER.windowSeconds);
    const recent = await recentSends(tx, idHash, since);
    if (recent.latest && now.getTime() - recent.latest.getTime() < RESEND_COOLDOWN_SECONDS * 1000) {
      throw new RateLimitedError(
        secondsUntil(addSeconds(recent.latest, RESEND_COOLDOWN_SECONDS), now),
        'too_soon',
      );
    }
    if (recent.sends >= SENDS_PER_IDENTIFIER.max && recent.oldest) {
      throw new RateLimitedError(
        secondsUntil(addSeconds(recent.oldest, SENDS_PER_IDENTIFIER.windowSeconds), now),
        'too_many_requests',
      );
    }
    await replaceChallenge(tx, {
      flow_id: flowId,
      purpose: input.purpose,
      channel: input.identifier.channel,
      identifier_hash: idHash,
      code_hash: codeHash(s, flowId, idHash, code),
      created_at: now,
      expires_at: addSeconds(now, CODE_TTL_SECONDS),
    });
  });
  if (!input.deliver) return;
  // The code goes in the language the person is using now (they may have no account yet).
  const recipient = recipientOf({ locale: input.lang });
  const minutes = CODE_TTL_SECONDS / 60;
  const to = input.identifier.value;
  await s.messenger.deliver(
    input.identifier.channel === 'email'
      ? email(to, CODE_MAILS[input.purpose], recipient, { code, minutes }, code)
      : {
          channel: 'sms',
          to,
          code,
          subject: '',
          text: codeSms(recipient.locale, input.purpose, code, minutes),
        },
  );
}

export interface CheckCodeInput {
  token: string;
  identifier: Identifier;
  code: string;
  purpose: ChallengePurpose;
  ip: string;
}

/** Checks and spends a code; throws codeError(...) or 429 when the IP tried too often. */
export async function checkCode(s: AccountServices, input: CheckCodeInput): Promise<void> {
  await hitIpLimit(s, IP_LIMITS.otpVerify, input.ip);
  const flowId = await liveFlowId(s, input.token);
  if (!flowId || !/^\d{6}$/.test(input.code)) throw codeError('invalid_code');

  const idHash = identifierHash(s, input.identifier);
  const challenge = await latestChallenge(s.db, {
    flowId,
    identifierHash: idHash,
    purpose: input.purpose,
  });
  if (!challenge || challenge.consumed_at || challenge.voided_at) throw codeError('invalid_code');
  if (challenge.attempts >= CODE_MAX_ATTEMPTS) throw codeError('too_many_attempts');
  const now = s.clock.now();
  if (challenge.expires_at.getTime() <= now.getTime()) throw codeError('expired_code');

  const attempts = await countAttempt(s.db, challenge.id, now, CODE_MAX_ATTEMPTS);
  if (attempts === null) throw codeError('too_many_attempts');
  if (!safeEqual(codeHash(s, flowId, idHash, input.code), challenge.code_hash)) {
    throw codeError(attempts >= CODE_MAX_ATTEMPTS ? 'too_many_attempts' : 'invalid_code');
  }
  if (!(await consumeChallenge(s.db, challenge.id, now))) throw codeError('invalid_code');
}

/** POST /oauth2/otp/verify: a correct sign-in code becomes a single-use authorization code. */
export async function verifySignInCode(s: AccountServices, input: Omit<CheckCodeInput, 'purpose'>) {
  await checkCode(s, { ...input, purpose: 'sign_in' });
  const authorizationCode = newToken();
  const now = s.clock.now();
  await insertAuthCode(
    s.db,
    {
      code_hash: tokenHash(authorizationCode),
      channel: input.identifier.channel,
      identifier: input.identifier.value,
    },
    now,
    addSeconds(now, AUTH_CODE_TTL_SECONDS),
  );
  return authorizationCode;
}
