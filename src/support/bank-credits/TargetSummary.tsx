import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TransferTargetFragment } from '../../api/generated/admin';
import { useFormatMoney } from '../../resources/common/formats';
import { useVietnamDate } from '../../resources/bookings/vietnamDate';

/** What a transfer's memo names: whose invoice (or top-up), what it asks and what is left. */
export function TargetSummary({ target }: { target: TransferTargetFragment }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  const tr = (key: string, options?: Record<string, unknown>) =>
    translate(`supportArea.bankCredit.${key}`, options);
  const rows: [string, string][] = [
    [tr('company'), target.company_name],
    [tr('kind'), tr(`kinds.${target.kind}`)],
    [tr('referenceShort'), `WF${target.reference}`],
    ...(target.effective_month && target.effective_year
      ? ([[tr('period'), `${target.effective_month}/${target.effective_year}`]] as [
          string,
          string,
        ][])
      : []),
    [tr(target.kind === 'INVOICE' ? 'value' : 'asked'), money(target.amount, target.currency)],
    [tr('received'), money(target.received, target.currency)],
    [tr('outstanding'), money(target.outstanding, target.currency)],
    ...(target.due_at ? ([[tr('dueAt'), date(target.due_at)]] as [string, string][]) : []),
    [tr('status'), tr(`statuses.${target.status}`)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
