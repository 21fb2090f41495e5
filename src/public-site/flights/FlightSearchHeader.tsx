import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate } from '../search/format';
import { FlightSearchForm } from '../search/FlightSearchForm';
import type { PlaceFieldsFragment } from '../../api/generated/places';
import { toPlaceChoice, type PlaceChoice } from '../search/place';
import { SearchHeader } from '../search/SearchHeader';
import { placeTitle } from '../search/usePlaceLookup';
import type { FlightCriteria } from './flightQuery';

export interface FlightSearchHeaderProps {
  criteria: FlightCriteria;
  from: PlaceFieldsFragment | null;
  to: PlaceFieldsFragment | null;
  passengersText: string;
  /** Choosing the return flight: the heading reads the way back. */
  returning?: boolean;
  /** Open the form at once (the URL's search cannot run). */
  editing?: boolean;
}

/** The search in words ('Hà Nội → TP. Hồ Chí Minh · Thu, Mar 12 · …'), and the form to change it. */
export function FlightSearchHeader({
  criteria: c,
  from,
  to,
  passengersText,
  returning = false,
  editing = false,
}: FlightSearchHeaderProps) {
  const t = useT();
  const { locale } = useLocale();
  const name = (place: PlaceFieldsFragment | null, code: string) =>
    `${placeTitle(place, code)} (${code})`;
  const dates = [c.depart, c.return]
    .filter(Boolean)
    .map((d) => formatCalendarDate(d!, locale))
    .join(' – ');
  return (
    <SearchHeader
      title={
        returning
          ? t('flights.titleReturn', { from: name(to, c.to), to: name(from, c.from) })
          : t('flights.title', { from: name(from, c.from), to: name(to, c.to) })
      }
      summary={t('flights.summary', {
        date: dates,
        passengers: passengersText,
        cabin: t(`search.cabins.${c.cabin}`),
      })}
      formId="flight-change-search"
      editing={editing}
    >
      <FlightSearchForm
        key={`${from?.id}-${to?.id}`}
        initial={{
          direction: c.return ? 'round_trip' : 'one_way',
          from: placeOrCode(from, c.from),
          to: placeOrCode(to, c.to),
          depart: c.depart,
          ...(c.return ? { return: c.return } : {}),
          party: c.party,
          cabin: c.cabin,
        }}
      />
    </SearchHeader>
  );
}

/** The looked-up place, or a bare code while its name is unknown (the search still works). */
function placeOrCode(place: PlaceFieldsFragment | null, code: string): PlaceChoice | null {
  if (place) return toPlaceChoice(place);
  return code ? { id: `code:${code}`, type: 'AIRPORT', code, name: code, subtitle: null } : null;
}
