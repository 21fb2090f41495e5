/**
 * The travel policy at checkout (issue 21; docs/travel-policy-verdicts.md): what the company
 * account may pay, decided by the session's verdict (policy/session-verdict.ts: the cart judged
 * for its traveller by the functions search uses).
 *
 * - pay_with_corporate (its entry, before any money moves — not in the core charge, so an
 *   approved request charges through corporate-charges.ts directly): BLOCK refused
 *   (POLICY_BLOCKED), APPROVAL refused (POLICY_APPROVAL_REQUIRED: the approvals flow asks
 *   instead), ALLOW_WITH_REASON without one of the corporate's reason codes refused
 *   (POLICY_REASON_REQUIRED). Each names the rules broken in `extensions.fields`.
 * - update_corporate_payment: BLOCK refused; the reason code checked and kept; APPROVAL is
 *   accepted (the company and cost center are chosen before the request is sent).
 * - Split payment: with `enable_split_payment` a fare over the cap is in policy and the company
 *   pays up to the cap (`first_pay`), the traveller the rest (pay-with-corporate.ts).
 */
import { formatMoney } from '../../../common/money.js';
import type { Db } from '../../db/client.js';
import { AppError, type ErrorCode, type FieldError } from '../../errors.js';
import type { StateBreach } from '../policy/offers.js';
import { reasonsOf } from '../policy/repository.js';
import { sessionVerdict, type SessionVerdict } from '../policy/session-verdict.js';
import { defaultCorporateOf } from './corporate-accounts-repository.js';
import { approvedRequest, sessionPayer } from './policy-gate-repository.js';
import type { SessionRow } from './session-row.js';

const vnd = (n: number) => formatMoney(n, 'VND', 'en');
const FIELD = 'payment_checkout_session_id';

/** A breach in words (English: the browser words it by `rule` in its language). */
export function breachText(b: StateBreach): string {
  switch (b.rule) {
    case 'CABIN':
      return `the ${b.actual.toLowerCase()} cabin is not allowed (allowed: ${b.allowed.map((c) => c.toLowerCase()).join(', ')})`;
    case 'PRICE':
      return `the price ${vnd(b.price)} is over the cap of ${vnd(b.cap)}`;
    case 'DAYS_AHEAD':
      return `booked ${b.days} days ahead, ${b.min_days} required`;
  }
}

const breachFields = (verdict: SessionVerdict): FieldError[] =>
  verdict.breaches.map((b) => ({
    field: FIELD,
    rule: `policy_${b.rule.toLowerCase()}`,
    message: breachText(b),
  }));

function refusal(code: ErrorCode, lead: string, verdict: SessionVerdict, extra: FieldError[] = []) {
  const why = verdict.breaches.map(breachText).join('; ');
  return new AppError(code, why ? `${lead}: ${why}.` : `${lead}.`, [
    ...extra,
    ...breachFields(verdict),
  ]);
}

const reasonField = (message: string, rule: string): FieldError => ({
  field: 'input.reason_code',
  rule,
  message,
});

/** The verdict on the session for its traveller in the paying corporate. */
export function verdictFor(tx: Db, session: SessionRow, corporateId: string, now: Date) {
  return sessionVerdict(
    tx,
    {
      corporateId,
      travellerUserId: session.user_id,
      paymentCheckoutSessionId: session.id,
    },
    now,
  );
}

/** Whether `code` is one of the corporate's reason codes now. */
async function knownReason(tx: Db, corporateId: string, code: string) {
  return (await reasonsOf(tx, corporateId)).some((r) => r.code === code);
}

/**
 * What pay_with_corporate does with a verdict (pure): null — the company pays; otherwise the
 * refusal's code. `reasonGiven`: the session carries one of the corporate's reason codes.
 */
export function gateDecision(
  verdict: Pick<SessionVerdict, 'type'>,
  reasonGiven: boolean,
): 'POLICY_BLOCKED' | 'POLICY_APPROVAL_REQUIRED' | 'POLICY_REASON_REQUIRED' | null {
  if (verdict.type === 'BLOCK') return 'POLICY_BLOCKED';
  if (verdict.type === 'APPROVAL') return 'POLICY_APPROVAL_REQUIRED';
  if (verdict.type === 'ALLOW_WITH_REASON' && !reasonGiven) return 'POLICY_REASON_REQUIRED';
  return null;
}

const LEADS = {
  POLICY_BLOCKED: 'This trip is outside the travel policy',
  POLICY_APPROVAL_REQUIRED: 'This trip is outside the travel policy and needs approval',
  POLICY_REASON_REQUIRED: 'This trip is outside the travel policy: choose a reason',
} as const;

/**
 * pay_with_corporate's gate: the verdict when the company may pay (IN_POLICY, or
 * ALLOW_WITH_REASON with a current reason code on the session); refused otherwise.
 */
export async function payGate(
  tx: Db,
  session: SessionRow,
  corporateId: string,
  now: Date,
): Promise<SessionVerdict> {
  const verdict = await verdictFor(tx, session, corporateId, now);
  const code = session.policy_reason_code;
  const reasonGiven =
    verdict.type === 'ALLOW_WITH_REASON' && !!code && (await knownReason(tx, corporateId, code));
  const refused = gateDecision(verdict, reasonGiven);
  // A request an approver approved (docs/approvals.md) pays here, in the decision's transaction:
  // the approval is the answer the policy asked for. The approver accepted the fare as priced,
  // so the company pays all of it (no policy split; the monthly limit and budgets still apply).
  if (
    (refused === 'POLICY_APPROVAL_REQUIRED' || (!refused && verdict.second_pay > 0)) &&
    (await approvedRequest(tx, corporateId, session.id))
  ) {
    return { ...verdict, first_pay: verdict.first_pay + verdict.second_pay, second_pay: 0 };
  }
  if (refused) {
    const extra =
      refused === 'POLICY_REASON_REQUIRED'
        ? [reasonField('choose one of the company’s reasons', 'required')]
        : [];
    throw refusal(refused, LEADS[refused], verdict, extra);
  }
  return verdict;
}

/**
 * update_corporate_payment's gate (charging to the company): BLOCK refused; a given reason code
 * must be the corporate's; a fare that needs a reason needs one. Returns the code to keep.
 */
export async function chooseGate(
  tx: Db,
  session: SessionRow,
  corporateId: string,
  reasonCode: string | null,
  now: Date,
): Promise<string | null> {
  const verdict = await verdictFor(tx, session, corporateId, now);
  if (verdict.type === 'BLOCK') throw refusal('POLICY_BLOCKED', LEADS.POLICY_BLOCKED, verdict);
  if (reasonCode && !(await knownReason(tx, corporateId, reasonCode))) {
    const message = 'is not one of the company’s reasons';
    throw new AppError('BAD_USER_INPUT', `reason_code ${message}.`, [
      reasonField(message, 'unknown'),
    ]);
  }
  if (verdict.type === 'ALLOW_WITH_REASON' && !reasonCode) {
    throw refusal('POLICY_REASON_REQUIRED', LEADS.POLICY_REASON_REQUIRED, verdict, [
      reasonField('choose one of the company’s reasons', 'required'),
    ]);
  }
  return reasonCode;
}

/**
 * The checkout page's `policy`: the verdict for the corporate chosen to pay (else the
 * traveller's own), the reason code given and the corporate's codes to choose from. Null: the
 * traveller is in no corporate, or their level has no policy. The caller already read the
 * session as theirs.
 */
export async function checkoutPolicy(db: Db, sessionId: string, now: Date) {
  const payer = await sessionPayer(db, sessionId);
  if (!payer) return null;
  const corporateId =
    (payer.is_corporate ? payer.corporate_id : null) ??
    (await defaultCorporateOf(db, payer.user_id));
  if (!corporateId) return null;
  let verdict: SessionVerdict;
  try {
    verdict = await sessionVerdict(
      db,
      { corporateId, travellerUserId: payer.user_id, paymentCheckoutSessionId: sessionId },
      now,
    );
  } catch (e) {
    // No longer a member there, or a cart with nothing to judge (a top-up): no verdict.
    if (e instanceof AppError && (e.code === 'FORBIDDEN' || e.code === 'BAD_USER_INPUT')) {
      return null;
    }
    throw e;
  }
  if (!verdict.has_policy) return null;
  const reasons = verdict.reason_required ? await reasonsOf(db, corporateId) : [];
  return {
    corporate_id: corporateId,
    verdict,
    reason_code: payer.policy_reason_code,
    reasons: reasons.map((r) => ({ code: r.code, description: r.description })),
  };
}
