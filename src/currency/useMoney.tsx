import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocale } from '../i18n/context';
import type { Locale } from '../i18n/types';
import { formatMajorMoney, majorUnits, type MoneyStyle } from '../public-site/search/format';
import { BASE_CURRENCY, displayCurrency, useCurrency } from './currencyStore';

/**
 * Prices in the display currency. Imported only by the lazy page chunks: the conversion code
 * never reaches the entry chunk.
 */
export interface Money {
  /** API money (whole minor units of `currency`) in the display currency. */
  format: (minorUnits: number, currency: string) => string;
  /** Short, for map markers: '1,3 Tr ₫' / '$49.2'. */
  compact: (minorUnits: number, currency: string) => string;
  /** Without fractions, for slider labels. */
  whole: (minorUnits: number, currency: string) => string;
  /** The currency the amounts are shown in. */
  display: string;
  /** Amounts are converted (so approximate): a currency other than VND is shown. */
  converted: boolean;
  /** A currency other than VND is chosen but its rate could not be loaded: VND is shown. */
  failed: boolean;
  /** The visitor's choice (may differ from `display` while rates load or after a failure). */
  chosen: string;
}

/**
 * Formats money in `display`, converting with `rates` (major units per 1 VND). An amount whose
 * currency has no rate is shown as it is.
 */
export function createMoney(
  locale: Locale,
  display: string,
  rates: Record<string, number> | null,
): Pick<Money, 'format' | 'compact' | 'whole'> {
  const show = (style: MoneyStyle) => (minorUnits: number, currency: string) => {
    const from = currency === BASE_CURRENCY ? 1 : rates?.[currency];
    const to = display === BASE_CURRENCY ? 1 : rates?.[display];
    const amount = majorUnits(minorUnits, currency);
    if (currency === display || !from || !to) {
      return formatMajorMoney(amount, currency, locale, style);
    }
    return formatMajorMoney((amount * to) / from, display, locale, style);
  };
  return { format: show('standard'), compact: show('compact'), whole: show('whole') };
}

/** Inside it (checkout), amounts stay in the currency the traveller pays: VND. */
const PayCurrencyScope = createContext(false);

export function InPayCurrency({ children }: { children: ReactNode }) {
  return <PayCurrencyScope.Provider value>{children}</PayCurrencyScope.Provider>;
}

/**
 * Money in the visitor's display currency; inside `InPayCurrency` in VND unless `scope` is
 * 'display' (the approximate line beside a checkout total).
 */
export function useMoney(scope: 'auto' | 'display' = 'auto'): Money {
  const { locale } = useLocale();
  const payOnly = useContext(PayCurrencyScope) && scope === 'auto';
  const state = useCurrency();
  const display = payOnly ? BASE_CURRENCY : displayCurrency(state);
  const rates = state.rates.status === 'ready' ? state.rates.table.rates : null;
  const failed = state.chosen !== BASE_CURRENCY && state.rates.status === 'failed';
  return useMemo(
    () => ({
      ...createMoney(locale, display, rates),
      display,
      converted: display !== BASE_CURRENCY,
      failed,
      chosen: state.chosen,
    }),
    [locale, display, rates, failed, state.chosen],
  );
}
