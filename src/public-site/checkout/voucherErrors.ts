import { useT } from '../../i18n/context';
import { fieldErrorsOf } from './checkoutApi';

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
