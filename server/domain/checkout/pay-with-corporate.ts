/**
 * pay_with_corporate and update_corporate_payment (docs/checkout.md "Corporate payment").
 *
 * Who may: the traveller must be an active staff member of the paying corporate, and so must
 * the caller; a caller paying for a colleague (booking for them) must hold `bookings` create
 * for everyone's in the permission table (OWNER, ADMIN, OPERATION). The corporate must be APPROVED (a trial is not credit). Limits, each refused with
 * a field error naming it: the corporate's balance (its ledger account's) plus its credit line (`max_debt`), the
 * credit line's `monthly_limit` over the month's corporate charges, the traveller's staff
 * `monthly_limit` over their month's charges, and the cost center's budget (a cost center is
 * required when `enforce_cost_center` is on). Approvals are a later issue.
 *
 * Exactly once: the session row is locked first, then the corporate's; a repeat finds the
 * order SUCCESSFUL and answers it; `corporate_payments` has one row per session.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { PaymentSettings } from '../payments/methods.js';
import { corporateBalance } from '../ledger/service.js';
import { orderPaid } from '../rewards/paid.js';
import { bookOrRefuse } from './booking.js';
import { assertDetails } from './details-required.js';
import type { CorporatePaymentInput } from './input.js';
import {
  activeStaff,
  chargeableCostCenter,
  chargedSince,
  costCenterExists,
  creditOf,
  defaultCorporateOf,
  lockCorporate,
  type CorporateRow,
  type StaffRow,
} from './corporate-accounts-repository.js';
import { charge, lockBudget } from './corporate-charges.js';
import { chooseGate, payGate } from './policy-gate.js';
import { setChargeReason, setSessionReason } from './policy-gate-repository.js';
import { monthStart } from '../../../common/calendar.js';
import { formatMoney } from '../../../common/money.js';
import { BOOKS_FOR_OTHERS, type CorporateRole } from '../../../common/permissions/corporate.js';
import { companyPartPaid, splitOf } from './split-payment.js';
import { consumeHolds, expireLockedSessions } from './holds.js';
import { orderOfSession, type OrderRow } from './orders.js';
import { setOrderPaymentDetails } from './orders-repository.js';
import { markRefundRequired, refundInLedger } from './refunds.js';
import { refuse, writeOrder } from './settle.js';
import { findSession, type SessionRow } from './sessions.js';
import {
  markCompanyPartPaid,
  markSessionPaidByCorporate,
  setSessionPayer,
} from './sessions-repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Refusal messages are English (the browser translates them by code): amounts as en writes them. */
const vnd = (n: number) => formatMoney(n, 'VND', 'en');

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** The caller and the traveller as members of the corporate; FORBIDDEN otherwise. */
export async function members(tx: Db, corporateId: string, callerId: string, travellerId: string) {
  const caller = await activeStaff(tx, corporateId, callerId);
  if (!caller) throw forbidden('You are not a member of this corporate.');
  const traveller = await activeStaff(tx, corporateId, travellerId, true);
  if (!traveller) throw forbidden('The traveller is not a member of this corporate.');
  if (callerId !== travellerId && !BOOKS_FOR_OTHERS.includes(caller.role as CorporateRole)) {
    throw forbidden('Only an owner, admin or operation member may charge a colleague’s trip.');
  }
  return { caller, traveller };
}

export async function checkCostCenter(
  tx: Db,
  corporateId: string,
  costCenterId: string,
  traveller: StaffRow,
  field: string,
) {
  if (!UUID.test(costCenterId) || !(await costCenterExists(tx, corporateId, costCenterId))) {
    throw new AppError('NOT_FOUND', 'No such cost center.');
  }
  if (!(await chargeableCostCenter(tx, corporateId, costCenterId, traveller))) {
    const message = 'This cost center is inactive or not assigned to the traveller.';
    throw new AppError('BAD_USER_INPUT', message, [{ field, rule: 'not_assigned', message }]);
  }
}

export async function payWithCorporate(
  db: Db,
  settings: PaymentSettings,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<OrderRow> {
  const outcome = await db.transaction(async (tx) => {
    const session = await findSession(tx, userId, { id: sessionId }, true);
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    const existing = await orderOfSession(tx, session.id);
    if (existing?.status === 'SUCCESSFUL') return { order: existing };
    // The company's part of a split is charged once; the traveller's part is another rail's.
    if (existing && companyPartPaid(session)) return { order: existing };
    if (existing?.status === 'PROCESSING' || session.status === 'PROCESSING') {
      throw refuse('in_progress', 'Another payment of this checkout is being confirmed.');
    }
    if (session.status === 'OPEN' && session.expired_at.getTime() <= now.getTime()) {
      await expireLockedSessions(tx, [session.id], now);
      return { expired: true as const };
    }
    if (session.status !== 'OPEN') {
      throw refuse('not_open', `This checkout is ${session.status.toLowerCase()}.`);
    }
    if (!settings.enabled.includes('CORPORATE_WALLET') || session.product_type === 'TOP_UP') {
      throw refuse('method', 'Corporate payment is not offered.');
    }
    assertDetails(session);
    const corporateId = session.corporate_id ?? (await defaultCorporateOf(tx, session.user_id));
    if (!corporateId) {
      throw refuse('not_corporate', 'The traveller is not a member of a corporate account.');
    }
    const corporate = await lockCorporate(tx, corporateId);
    if (!corporate) throw new AppError('NOT_FOUND', 'No such corporate.');
    const { traveller } = await members(tx, corporateId, userId, session.user_id);
    // The travel policy first (policy-gate.ts): blocked, awaiting approval or without its
    // reason, nothing is charged. An approved request charges through corporate-charges.ts.
    const verdict = await payGate(tx, session, corporateId, now);
    if (corporate.status !== 'APPROVED') {
      throw refuse('corporate_not_approved', 'This corporate account cannot pay until approved.');
    }
    if (corporate.currency !== session.currency) {
      throw refuse('currency', `The corporate account is in ${corporate.currency}.`);
    }
    let budget: Awaited<ReturnType<typeof lockBudget>> | null = null;
    if (session.cost_center_id) {
      await checkCostCenter(tx, corporateId, session.cost_center_id, traveller, 'cost_center_id');
      budget = await lockBudget(tx, corporateId, session.cost_center_id, session.currency, now);
    } else if (corporate.enforce_cost_center) {
      throw refuse('cost_center_required', 'Choose a cost center for this trip first.');
    }
    const split = await companyShare(tx, session, corporate, traveller, budget, now, verdict);
    const reason = verdict.reason_required ? session.policy_reason_code : null;
    const amount = split?.first ?? session.price;
    await checkLimits(tx, amount, corporate, traveller, now);
    if (budget && budget.amount - budget.used_balance < amount) {
      const left = budget.amount - budget.used_balance;
      throw refuse('cost_center_budget', `The cost center has ${vnd(left)} left.`);
    }
    const budgetId = budget?.id ?? null;
    if (split) {
      const order = await chargeCompanyPart(tx, session, {
        corporateId,
        traveller,
        budgetId,
        userId,
        split,
        now,
      });
      if (reason) await setChargeReason(tx, corporateId, session.id, reason);
      return { order };
    }
    let order = await writeOrder(tx, session, {
      status: 'SUCCESSFUL',
      payment_method: 'CORPORATE_WALLET',
      paid_by: userId,
      payment_details: {},
      paid_at: now,
      now,
    });
    const payment = await charge(tx, {
      corporateId,
      staff: traveller,
      budgetId,
      costCenterId: session.cost_center_id,
      sessionId: session.id,
      orderId: order.id,
      paidBy: userId,
      amount: session.price,
      currency: session.currency,
      now,
    });
    if (reason) await setChargeReason(tx, corporateId, session.id, reason);
    const details = {
      corporate_id: corporateId,
      corporate_payment_id: payment.id,
      cost_center_id: session.cost_center_id,
      amount: session.price,
    };
    order = await setOrderPaymentDetails(tx, order.id, details);
    const refused = await bookOrRefuse(tx, session.id);
    if (refused) {
      // The supplier refused: the charge is released in this transaction (refunds.ts).
      order = await markRefundRequired(tx, order, refused.reason, now, { cancel: true });
      return { order: await refundInLedger(tx, order, now) };
    }
    await markSessionPaidByCorporate(tx, session.id, corporateId, now);
    await consumeHolds(tx, session.id, now);
    // The company's money: points and rank for the traveller, no personal cash back.
    await orderPaid(tx, session, order, now, { cashBack: false });
    return { order };
  });
  if ('expired' in outcome) {
    throw refuse('expired', 'This checkout has expired; its seats or rooms were released.');
  }
  return outcome.order;
}

/**
 * The split of the price when the corporate splits payments (`enable_split_payment`): the
 * traveller's chosen `second_pay` (update_corporate_payment's `personal_amount`), else the
 * company pays up to its policy cap for the traveller — the travel policy's cap on the fare
 * (the verdict's `first_pay` when it splits), what is left of their monthly limit and of the
 * cost center's budget — and the traveller the rest. Null: the company pays all.
 */
async function companyShare(
  tx: Db,
  session: SessionRow,
  corporate: CorporateRow,
  traveller: StaffRow,
  budget: { amount: number; used_balance: number } | null,
  now: Date,
  verdict: { first_pay: number; second_pay: number },
) {
  const asked = session.payment_type === 'SPLIT' ? session.second_pay : null;
  if (!corporate.enable_split_payment) {
    if (asked) throw refuse('split_unavailable', 'This company does not split payments.');
    return null;
  }
  const caps: number[] = [];
  if (traveller.monthly_limit != null) {
    const used = await chargedSince(tx, corporate.id, monthStart(now), traveller.user_id);
    caps.push(traveller.monthly_limit - used);
  }
  if (budget) caps.push(budget.amount - budget.used_balance);
  if (verdict.second_pay > 0) caps.push(verdict.first_pay);
  const split = splitOf(session.price, caps.length ? Math.min(...caps) : null, asked);
  if (asked && !split) {
    throw refuse('personal_amount', 'Your part must be less than the price; choose it again.');
  }
  return split;
}

/**
 * Charges the company's part of a split (`first_pay`): the order waits (PENDING) for the
 * traveller's part (`second_pay`), the session stays OPEN for another rail, holds stay held.
 */
async function chargeCompanyPart(
  tx: Db,
  session: SessionRow,
  c: {
    corporateId: string;
    traveller: StaffRow;
    budgetId: string | null;
    userId: string;
    split: { first: number; second: number };
    now: Date;
  },
): Promise<OrderRow> {
  const order = await writeOrder(tx, session, {
    status: 'PENDING',
    payment_method: 'CORPORATE_WALLET',
    paid_by: c.userId,
    payment_details: {},
    paid_at: null,
    now: c.now,
  });
  const payment = await charge(tx, {
    corporateId: c.corporateId,
    staff: c.traveller,
    budgetId: c.budgetId,
    costCenterId: session.cost_center_id,
    sessionId: session.id,
    orderId: order.id,
    paidBy: c.userId,
    amount: c.split.first,
    currency: session.currency,
    now: c.now,
  });
  const details = {
    corporate_id: c.corporateId,
    corporate_payment_id: payment.id,
    cost_center_id: session.cost_center_id,
    amount: c.split.first,
    first_pay: c.split.first,
    second_pay: c.split.second,
  };
  const row = await setOrderPaymentDetails(tx, order.id, details);
  await markCompanyPartPaid(
    tx,
    session.id,
    { corporateId: c.corporateId, first: c.split.first, second: c.split.second },
    c.now,
  );
  return row;
}

/** The corporate's credit and the traveller's monthly limit, under the corporate's lock. */
async function checkLimits(
  tx: Db,
  price: number,
  corporate: { id: string; currency: string },
  traveller: StaffRow,
  now: Date,
) {
  const credit = await creditOf(tx, corporate.id);
  // The ledger's balance, read under the corporate row's lock: every charge takes that lock
  // first, so the one before has committed its movement.
  const balance = await corporateBalance(tx, corporate.id, corporate.currency);
  const available = balance + (credit?.max_debt ?? 0);
  if (price > available) {
    throw refuse('credit', `The corporate account has ${vnd(Math.max(available, 0))} available.`);
  }
  const from = monthStart(now);
  if (credit?.monthly_limit != null) {
    const used = await chargedSince(tx, corporate.id, from);
    if (used + price > credit.monthly_limit) {
      const left = Math.max(credit.monthly_limit - used, 0);
      throw refuse('corporate_monthly_limit', `The corporate has ${vnd(left)} left this month.`);
    }
  }
  if (traveller.monthly_limit != null) {
    const used = await chargedSince(tx, corporate.id, from, traveller.user_id);
    if (used + price > traveller.monthly_limit) {
      const left = Math.max(traveller.monthly_limit - used, 0);
      throw refuse(
        'monthly_limit',
        `This trip (${vnd(price)}) is over the traveller's monthly limit: ${vnd(left)} left this month.`,
      );
    }
  }
}

/** A traveller's chosen part of a split: the company must split, and pay something. */
function checkPersonalAmount(personal: number, session: SessionRow, corporate: CorporateRow) {
  const field = 'input.personal_amount';
  if (!corporate.enable_split_payment) {
    const message = 'This company does not split payments.';
    throw new AppError('BAD_USER_INPUT', message, [{ field, rule: 'split_unavailable', message }]);
  }
  if (personal >= session.price) {
    const message = `Your part must be less than the price (${vnd(session.price)}).`;
    throw new AppError('BAD_USER_INPUT', message, [{ field, rule: 'max', message }]);
  }
}

/** update_corporate_payment: charge the checkout to the corporate (and a cost center), or not. */
export async function updateCorporatePayment(
  db: Db,
  userId: string,
  input: CorporatePaymentInput,
  now: Date,
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, userId, { id: input.payment_checkout_session_id }, true);
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    if (session.status !== 'OPEN') {
      throw refuse('not_open', `This checkout is ${session.status.toLowerCase()}.`);
    }
    if (session.product_type === 'TOP_UP') {
      throw refuse('method', 'A wallet top-up cannot be charged to a company.');
    }
    if (companyPartPaid(session)) {
      throw refuse('corporate_paid', 'The company has paid its part; pay yours to finish.');
    }
    const corporate = await lockCorporate(tx, input.corporate_id);
    if (!corporate) throw forbidden('You are not a member of this corporate.');
    const { traveller } = await members(tx, corporate.id, userId, session.user_id);
    const reasonCode = input.is_corporate
      ? await chooseGate(tx, session, corporate.id, input.reason_code ?? null, now)
      : null;
    await setSessionReason(tx, session.id, reasonCode);
    const personal = input.is_corporate ? (input.personal_amount ?? 0) : 0;
    if (personal > 0) checkPersonalAmount(personal, session, corporate);
    const costCenterId = input.is_corporate ? (input.cost_center_id ?? null) : null;
    if (costCenterId) {
      await checkCostCenter(tx, corporate.id, costCenterId, traveller, 'input.cost_center_id');
    }
    return setSessionPayer(
      tx,
      session.id,
      {
        is_corporate: input.is_corporate,
        corporate_id: input.is_corporate ? corporate.id : null,
        cost_center_id: costCenterId,
        payment_type: personal > 0 ? 'SPLIT' : input.is_corporate ? 'CORPORATE' : 'PERSONAL',
        first_pay: personal > 0 ? session.price - personal : null,
        second_pay: personal > 0 ? personal : null,
      },
      now,
    );
  });
}
