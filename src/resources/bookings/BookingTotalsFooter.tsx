import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import type { BookingTotals } from '../../dataProviders/corporate/bookings';
import { useFormatMoney } from '../common/formats';

const FIGURES = ['price', 'net_price', 'vat_amount', 'surcharge', 'company_amount'] as const;

/**
 * The totals of every booking the filter matches (not just the page), one line per currency,
 * under the list: the server's sums (booking_histories_page.totals).
 */
export function BookingTotalsFooter() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const { meta, isPending } = useListContext();
  const totals = ((meta as { totals?: BookingTotals[] } | undefined)?.totals ?? []).filter(
    (t) => t.count > 0,
  );
  if (isPending || totals.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={translate('console.finance.bookings.totals', { smart_count: totals[0].count })}
      sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {totals.map((t) => (
        <Box key={t.currency} sx={{ mb: 1 }}>
          <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
            {translate('console.finance.bookings.totals', { smart_count: t.count })}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(5, auto)' },
              gridAutoFlow: { xs: 'row', sm: 'column' },
              gridTemplateRows: { sm: 'auto auto' },
              columnGap: 3,
              rowGap: 0.25,
              justifyContent: { sm: 'end' },
            }}
          >
            {FIGURES.map((f) => (
              <Box key={f} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`resources.bookings.fields.${f}`)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {money(t[f], t.currency)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
