import { useTranslate } from 'react-admin';
import { formatMoney, intlLocale, plainNumber } from '../../../common/money';
import type { AnalysisTimeUnit } from '../../api/generated/corporate';
import { useConsoleLocale } from '../common/formats';

/**
 * The analysis pages' numbers, amounts, shares, dates and bucket names, in the interface's
 * language (common/money.ts for amounts and numbers; dates of the Vietnam calendar as written).
 */
export function useAnalysisFormat() {
  const locale = useConsoleLocale();
  const translate = useTranslate();
  const number = (value: number, fraction = 0) => plainNumber(value, locale, fraction);
  const date = (day: string, options: Intl.DateTimeFormatOptions = {}) =>
    new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString(intlLocale(locale), {
      timeZone: 'UTC',
      ...options,
    });
  return {
    locale,
    money: (amount: number, currency = 'VND') => formatMoney(Math.round(amount), currency, locale),
    number,
    /** A share 0-1 as a percentage: '12,5 %' / '12.5%'. */
    percent: (share: number) => `${number(share * 100, 1)}${locale === 'vi' ? '\u00a0%' : '%'}`,
    date,
    /** A bucket key (AnalysisBucket.key) as a reader names the period. */
    bucket: (key: string, unit: AnalysisTimeUnit) => {
      const year = key.slice(0, 4);
      if (unit === 'DAY') return date(key);
      if (unit === 'WEEK') {
        return translate('console.analysis.buckets.WEEK', { week: Number(key.slice(6)), year });
      }
      if (unit === 'MONTH') {
        return translate('console.analysis.buckets.MONTH', { month: Number(key.slice(5)), year });
      }
      if (unit === 'QUARTER') {
        return translate('console.analysis.buckets.QUARTER', { quarter: key.slice(6), year });
      }
      return year;
    },
  };
}

export type AnalysisFormat = ReturnType<typeof useAnalysisFormat>;
