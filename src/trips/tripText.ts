import type { TripSummaryFragment } from '../api/generated/trips';
import type { Locale } from '../i18n/types';
import { formatCalendarDate } from '../public-site/search/format';

/** A trip's title: its name, else its destinations. */
export function tripTitle(trip: Pick<TripSummaryFragment, 'name' | 'places'>, fallback: string) {
  return trip.name || trip.places.map((p) => p.name).join(', ') || fallback;
}

/** Its dates, one day or a range, with the year. */
export function tripDates(
  trip: Pick<TripSummaryFragment, 'start_date' | 'end_date'>,
  locale: Locale,
): string {
  const day = (d: string) => formatCalendarDate(d, locale, { weekday: 'short', year: true });
  return trip.start_date === trip.end_date
    ? day(trip.start_date)
    : `${day(trip.start_date)} – ${day(trip.end_date)}`;
}
