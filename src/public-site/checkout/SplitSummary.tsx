import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';
import type { CheckoutSession } from './checkoutApi';

/**
 * A split payment after the company paid its part (docs/checkout.md "Split payment"): what
 * the company paid and what the traveller still pays, with a method chosen below.
 */
export function SplitSummary(props: { session: CheckoutSession; company: string | null }) {
  const { session, company } = props;
  const t = useT();
  const { locale } = useLocale();
  if (!session.first_paid_at || session.first_pay == null || session.second_pay == null) {
    return null;
  }
  const money = (n: number) => formatMoney(n, session.currency, locale);
  return (
    <Alert severity="info" sx={{ mb: 1.5 }} data-testid="split-summary">
      <AlertTitle>{t('checkout.pay.split.title')}</AlertTitle>
      {t('checkout.pay.split.company', {
        company: company ?? t('checkout.pay.split.yourCompany'),
        amount: money(session.first_pay),
      })}
      <br />
      <strong>{t('checkout.pay.split.you', { amount: money(session.second_pay) })}</strong>
    </Alert>
  );
}
