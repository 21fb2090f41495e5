import '../../currency/catalogue';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BASE_CURRENCY } from '../../currency/currencyStore';
import { useMoney } from '../../currency/useMoney';
import { useLocale, useT } from '../../i18n/context';
import { formatMoney } from '../search/format';

export interface CheckoutTotalProps {
  /** The heading of the total, as the page styles it. */
  heading: ReactNode;
  /** What the traveller pays, from the API (minor units of `currency`, VND). */
  amount: number;
  currency: string;
}

/**
 * The amount to pay, always in the currency charged (VND). With another display currency
 * chosen, its approximate value and "You pay in VND" follow.
 */
export function CheckoutTotal({ heading, amount, currency }: CheckoutTotalProps) {
  const t = useT();
  const { locale } = useLocale();
  const display = useMoney('display');
  return (
    <Box sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          columnGap: 2,
        }}
      >
        {heading}
        <Typography sx={{ fontSize: '1.3rem', fontWeight: 800, color: 'primary.main' }}>
          {formatMoney(amount, currency, locale)}
        </Typography>
      </Box>
      {display.chosen !== BASE_CURRENCY && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          {display.converted && display.display !== currency && (
            <>
              {t('currency.checkout.approx', { amount: display.format(amount, currency) })}
              {' · '}
            </>
          )}
          {t('currency.checkout.payIn', { currency })}
        </Typography>
      )}
    </Box>
  );
}
