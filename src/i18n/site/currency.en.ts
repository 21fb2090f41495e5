import type { DeepStrings } from '../types';
import type { currencyVi } from './currency.vi';

export const currencyEn = {
  menu: {
    loading: 'Loading currencies…',
    failed: 'Exchange rates could not be loaded. Prices are shown in VND.',
    retry: 'Try again',
    note: 'Converted prices are approximate. You always pay in VND.',
  },
  note: {
    converted: 'Prices in %{currency} are estimated conversions. You pay in VND.',
    failed: 'Exchange rates could not be loaded, so prices are shown in VND.',
  },
  checkout: {
    approx: 'About %{amount}',
    payIn: 'You pay in %{currency}',
  },
} satisfies DeepStrings<typeof currencyVi>;
