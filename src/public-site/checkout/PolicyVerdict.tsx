import '../policy/catalogue';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/context';
import { usePolicyLines } from '../policy/PolicyBadge';
import type { CheckoutPolicy } from './useCheckoutPolicy';

const SEVERITY = {
  IN_POLICY: 'success',
  APPROVAL: 'warning',
  BLOCK: 'error',
  ALLOW_WITH_REASON: 'info',
} as const;

/**
 * The travel policy's verdict on the cart (issue 21): in policy, needs approval, blocked or
 * needs a reason, with the rules broken and a split's two parts. Nothing without a policy.
 */
export function PolicyVerdict({ policy, currency }: { policy: CheckoutPolicy; currency: string }) {
  const t = useT();
  const verdict = policy.verdict;
  const lines = usePolicyLines(verdict, currency);
  return (
    <Alert
      severity={SEVERITY[verdict.type]}
      sx={{ mb: 1.5 }}
      data-policy={verdict.type}
      role="status"
      aria-labelledby="policy-verdict-title"
    >
      <AlertTitle id="policy-verdict-title">{t('policy.checkout.heading')}</AlertTitle>
      {t(`policy.checkout.${verdict.type}`)}
      {lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
