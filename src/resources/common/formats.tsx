import Typography from '@mui/material/Typography';
import {
  DateField,
  useFieldValue,
  useLocaleState,
  useTranslate,
  type DateFieldProps,
} from 'react-admin';
import { formatMoney, intlLocale, moneyLocale, type MoneyLocale } from '../../../common/money';

/**
 * Dates, numbers and amounts in the console follow the interface language, never the browser's:
 * react-admin's NumberField and DateField write in the browser's locale unless given `locales`,
 * so a Vietnamese console under an en-US browser showed '₫250,000,000' and '11/27/2026'. Lists
 * and pages use these instead.
 */

/** The console's interface locale ('vi' | 'en'), from react-admin's i18nProvider. */
export function useConsoleLocale(): MoneyLocale {
  const [locale] = useLocaleState();
  return moneyLocale(locale);
}

/** Formats whole minor units of a currency (VND by default) in the interface's locale. */
export function useFormatMoney() {
  const locale = useConsoleLocale();
  return (minorUnits: number, currency = 'VND') => formatMoney(minorUnits, currency, locale);
}

/** Formats a UTC instant as a date in the interface's locale ('27/11/2026' / '11/27/2026'). */
export function useFormatDate() {
  const locale = useConsoleLocale();
  return (instant: string | Date, options?: Intl.DateTimeFormatOptions) =>
    new Date(instant).toLocaleDateString(intlLocale(locale), options);
}

export interface MoneyFieldProps {
  source: string;
  /** ISO 4217 code of the amount; the console's amounts are the corporate's VND. */
  currency?: string;
  /** Shown (translated) when the amount is null. */
  emptyText?: string;
  label?: string;
}

/** An amount of whole minor units, written by common/money.ts in the interface's locale. */
export function MoneyField({ source, currency = 'VND', emptyText }: MoneyFieldProps) {
  const value = useFieldValue<Record<string, unknown>>({ source });
  const translate = useTranslate();
  const money = useFormatMoney();
  const text =
    typeof value === 'number'
      ? money(value, currency)
      : emptyText
        ? translate(emptyText, { _: emptyText })
        : '';
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}

/** react-admin's DateField in the interface's locale instead of the browser's. */
export function LocaleDateField(props: DateFieldProps) {
  const locale = useConsoleLocale();
  return <DateField locales={intlLocale(locale)} {...props} />;
}
