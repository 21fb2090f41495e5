import { graphqlRequest } from '../../api/graphql';
import { ApplyGiftVoucherDocument, ApplyVoucherDocument } from '../../api/generated/payments';
import { useT } from '../../i18n/context';
import { fieldErrorsOf, hasRule, type CheckoutSession } from './checkoutApi';

/** The voucher and gift-voucher rules the server names (docs/checkout.md "Vouchers"). */
const RULES = [
  'required',
  'format',
  'not_found',
  'inactive',
  'not_started',
  'ended',
  'expired',
  'product_type',
  'property',
  'currency',
  'minimum',
  'referral',
  'exhausted',
  'user_limit',
  'first_trip',
  'one_per_checkout',
  'used',
  'nothing_to_pay',
  'not_open',
  'in_progress',
] as const;
type Rule = (typeof RULES)[number];

/** A refused apply in words at the code field; null when the failure is not a field's. */
export function useVoucherErrorText() {
  const t = useT();
  return (error: unknown): string | null => {
    const fields = fieldErrorsOf(error);
    if (!fields.length) return null;
    const rule = fields[0].rule as Rule;
    return RULES.includes(rule)
      ? t(`checkout.vouchers.errors.${rule}`)
      : t('checkout.vouchers.errors.other');
  };
}

/**
 * One field for both kinds of code: a promotion code first; one no promotion has may be a gift
 * voucher's (a paper one, or one not listed below), so it is tried as that before "not found".
 */
export async function applyCode(session: CheckoutSession, code: string): Promise<CheckoutSession> {
  const options = { report: false };
  try {
    const data = await graphqlRequest(
      'payments',
      ApplyVoucherDocument,
      { id: session.id, code, cart_token: session.cart_token },
      options,
    );
    return data.apply_voucher;
  } catch (err) {
    if (!hasRule(err, 'not_found')) throw err;
    try {
      const gift = await graphqlRequest(
        'payments',
        ApplyGiftVoucherDocument,
        { id: session.id, code },
        options,
      );
      return gift.apply_gift_voucher;
    } catch (giftErr) {
      // Neither kind knows it: the promotion's answer ("not found") stands.
      throw hasRule(giftErr, 'not_found') ? err : giftErr;
    }
  }
}
