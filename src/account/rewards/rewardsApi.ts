import { graphqlRequest } from '../../api/graphql';
import {
  AccountOffersDocument,
  AccountPlanVouchersDocument,
  BeginTopUpDocument,
  RedeemPlanVoucherDocument,
  RewardPointHistoryDocument,
  RewardPointsDocument,
  TopUpHistoryDocument,
  type AccountOffersQuery,
  type AccountPlanVouchersQuery,
  type RedeemPlanVoucherMutation,
  type RewardPointHistoryQuery,
} from '../../api/generated/main';
import {
  AccountGiftVouchersDocument,
  TopUpBankTransferDocument,
  TopUpOrderDocument,
  TopUpVnpayLinkDocument,
  type AccountGiftVouchersQuery,
  type TopUpBankTransferMutation,
} from '../../api/generated/payments';

/* The calls of /account/top-up, /account/reward and /account/voucher (spec §7). */

export type PointEntry = RewardPointHistoryQuery['user_point_history']['entries'][number];
export type Offer = AccountOffersQuery['user_offers']['entries'][number];
export type PlanVoucher = AccountPlanVouchersQuery['promotion_plan_vouchers'][number];
export type GiftVoucher = AccountGiftVouchersQuery['user_gift_vouchers'][number];
export type BankTransfer = TopUpBankTransferMutation['bank_transfer'];
export type BoughtVoucher = RedeemPlanVoucherMutation['redeem_promotion_plan_voucher'];

export async function fetchPoints(): Promise<number> {
  return (await graphqlRequest('main', RewardPointsDocument)).user_point.point;
}

export async function fetchPointHistory(after: string | null) {
  const data = await graphqlRequest('main', RewardPointHistoryDocument, { after, limit: 20 });
  return data.user_point_history;
}

export async function fetchVouchers() {
  const [gifts, offers, plan, points] = await Promise.all([
    graphqlRequest('payments', AccountGiftVouchersDocument),
    graphqlRequest('main', AccountOffersDocument, { after: null }),
    graphqlRequest('main', AccountPlanVouchersDocument),
    fetchPoints(),
  ]);
  return {
    gifts: gifts.user_gift_vouchers,
    offers: offers.user_offers.entries,
    plan: plan.promotion_plan_vouchers,
    points,
  };
}

/**
 * Buys a rank reward with points. `key` is made once per confirmation dialog, so a retried
 * press answers the same voucher and takes the points once (docs/checkout.md "Redeeming points").
 */
export async function redeemPlanVoucher(id: string, key: string): Promise<BoughtVoucher> {
  const data = await graphqlRequest(
    'main',
    RedeemPlanVoucherDocument,
    { id, key },
    { report: false },
  );
  return data.redeem_promotion_plan_voucher;
}

export async function beginTopUp(amount: number) {
  const data = await graphqlRequest('main', BeginTopUpDocument, { amount, currency: 'VND' });
  return data.begin_top_up;
}

/** The VNPay pay link of a started top-up; VNPay sends the traveller back to `redirect`. */
export async function vnpayLink(sessionId: string, redirect: string): Promise<string> {
  const data = await graphqlRequest('payments', TopUpVnpayLinkDocument, {
    s: sessionId,
    redirect,
    type: null,
  });
  return data.create_vnpay_payment.pay_link;
}

export async function bankTransfer(sessionId: string): Promise<BankTransfer> {
  return (await graphqlRequest('payments', TopUpBankTransferDocument, { s: sessionId }))
    .bank_transfer;
}

/** The top-up's order (null before a payment started), and the wallet balance it left. */
export async function topUpResult(sessionId: string) {
  const [order, history] = await Promise.all([
    graphqlRequest('payments', TopUpOrderDocument, { s: sessionId }),
    graphqlRequest('main', TopUpHistoryDocument),
  ]);
  const line = history.user_histories.find(
    (h) =>
      (h.metadata as { payment_checkout_session_id?: string } | null)
        ?.payment_checkout_session_id === sessionId,
  );
  const balance = (line?.metadata as { balance_after?: number } | null)?.balance_after;
  return { order: order.user_order, balance: typeof balance === 'number' ? balance : null };
}
