import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';
import { amountDueOf, type CheckoutSession } from './checkoutApi';
import { usePayActionValue } from './payAction';

/** Where the bar's button goes when no method's action is registered yet. */
export const PAY_STEP_ID = 'pay-heading';

/**
 * On phones and tablets (below the desktop breakpoint), the total and the pay button stay in
 * view at the bottom while the traveller scrolls the checkout. Sticky, not fixed: it keeps its
 * own place after the payment step, so at the end of the page nothing is left under it, and
 * it comes after the payment step in the focus order. The button is the chosen method's own
 * action (payAction.tsx); before a method is chosen it takes the traveller to the choice.
 */
export function PayBar({ session, ready }: { session: CheckoutSession; ready: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const action = usePayActionValue();
  const goToPayment = () => {
    const heading = document.getElementById(PAY_STEP_ID);
    heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Box
      component="section"
      aria-label={t('checkout.payBar.label')}
      data-testid="pay-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 3,
        mt: 2,
        px: 2,
        py: 1.25,
        pb: 'calc(10px + env(safe-area-inset-bottom, 0px))',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: '8px 8px 0 0',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
        <Typography variant="body2" color="text.secondary">
          {t('checkout.payBar.total')}
        </Typography>
        <Typography sx={{ fontWeight: 800, color: 'primary.main', whiteSpace: 'nowrap' }}>
          {formatMoney(amountDueOf(session), session.currency, locale)}
        </Typography>
      </Box>
      {action ? (
        <Button
          variant="contained"
          disabled={action.disabled || action.busy}
          onClick={action.run}
          sx={{ flex: '0 1 auto', minWidth: 0 }}
        >
          {action.busy ? t('checkout.pay.working') : action.label}
        </Button>
      ) : (
        <Button variant="contained" onClick={goToPayment} sx={{ flex: '0 1 auto', minWidth: 0 }}>
          {ready ? t('checkout.payBar.choose') : t('checkout.payBar.details')}
        </Button>
      )}
    </Box>
  );
}
