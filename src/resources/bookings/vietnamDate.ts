import { useFormatDate } from '../common/formats';

/**
 * Dates of bookings and ledger movements as they fall in Vietnam (where the company books and
 * its month is counted), in the interface's locale, whatever the browser's time zone.
 */
export function useVietnamDate() {
  const date = useFormatDate();
  return (instant: string | Date, options?: Intl.DateTimeFormatOptions) =>
    date(instant, { timeZone: 'Asia/Ho_Chi_Minh', ...options });
}
