import './catalogue';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMoney } from '../../currency/useMoney';
import { useT } from '../../i18n/context';

export type VerdictType = 'IN_POLICY' | 'BLOCK' | 'APPROVAL' | 'ALLOW_WITH_REASON';

/** What a badge reads of a verdict (PolicyFlightState; the generated fragments fit it). */
export interface PolicyView {
  type: VerdictType;
  first_pay: number;
  second_pay: number;
  breaches: readonly {
    rule: 'CABIN' | 'PRICE' | 'DAYS_AHEAD';
    cap?: number | null;
    actual?: string | null;
    days?: number | null;
    min_days?: number | null;
  }[];
}

/**
 * Badge colours: dark text on a pale tint, each pair over 7:1 (WCAG AAA), so they read the same
 * on any card; the words carry the meaning, the colour only repeats it.
 */
export const BADGE_COLOURS: Record<VerdictType, { color: string; bg: string; border: string }> = {
  IN_POLICY: { color: '#155018', bg: '#e8f5e9', border: '#2e7d32' },
  APPROVAL: { color: '#5c3000', bg: '#fff3e0', border: '#b26a00' },
  BLOCK: { color: '#7a1414', bg: '#fdecea', border: '#c62828' },
  ALLOW_WITH_REASON: { color: '#12305f', bg: '#e8eef9', border: '#2f5fb3' },
};

/** The lines under a badge: each rule broken, and a split's two parts. */
export function usePolicyLines(policy: PolicyView, currency: string): string[] {
  const t = useT();
  const { format } = useMoney();
  const lines = policy.breaches.map((b) =>
    t(`policy.breach.${b.rule}`, {
      cap: b.cap != null ? format(b.cap, currency) : '',
      actual: b.actual ? t(`policy.cabin.${b.actual as 'ECONOMY'}`) : '',
      days: b.days ?? 0,
      min_days: b.min_days ?? 0,
    }),
  );
  if (policy.type !== 'BLOCK' && policy.second_pay > 0) {
    lines.push(
      t('policy.split', {
        first: format(policy.first_pay, currency),
        second: format(policy.second_pay, currency),
      }),
    );
  }
  return lines;
}

/** "In policy", "Needs approval", "Blocked" or "Reason required", with why underneath. */
export function PolicyBadge({
  policy,
  currency,
  details = true,
}: {
  policy: PolicyView;
  currency: string;
  /** Show the rules broken under the badge. */
  details?: boolean;
}) {
  const t = useT();
  const lines = usePolicyLines(policy, currency);
  const colours = BADGE_COLOURS[policy.type];
  return (
    <Box data-policy={policy.type} sx={{ mt: 0.75 }}>
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          px: 1,
          py: 0.25,
          borderRadius: 1,
          border: `1px solid ${colours.border}`,
          color: colours.color,
          bgcolor: colours.bg,
          fontSize: '0.8125rem',
          fontWeight: 700,
          lineHeight: 1.5,
        }}
      >
        {t(`policy.badge.${policy.type}`)}
      </Box>
      {details &&
        lines.map((line) => (
          <Typography key={line} variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {line}
          </Typography>
        ))}
    </Box>
  );
}
