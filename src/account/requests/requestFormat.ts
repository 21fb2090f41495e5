import { formatLocalDateTime, formatMoney } from '../../public-site/search/format';
import type { Locale } from '../../i18n/types';

/** Request times on Vietnam's wall clock (the company's calendar). */
export const requestTime = (instant: string, locale: Locale) =>
  formatLocalDateTime(instant, 'Asia/Ho_Chi_Minh', locale);

export { formatMoney };
