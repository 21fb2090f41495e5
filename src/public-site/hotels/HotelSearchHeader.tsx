import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate } from '../search/format';
import { HotelSearchForm } from '../search/HotelSearchForm';
import { hotelGuestsText } from '../search/partyText';
import { SearchHeader } from '../search/SearchHeader';
import type { PlaceFieldsFragment } from '../../api/generated/places';
import { toPlaceChoice } from '../search/place';
import { nightsOf, type HotelCriteria } from './hotelQuery';

export interface HotelSearchHeaderProps {
  criteria: HotelCriteria;
  place: PlaceFieldsFragment | null;
  editing?: boolean;
}

/**
 * 'Hotels in Đà Nẵng · 12 – 14 Mar · 2 nights · 2 adults…' ('Hotels near you' for near me), and
 * the form to change it.
 */
export function HotelSearchHeader({ criteria: c, place, editing = false }: HotelSearchHeaderProps) {
  const t = useT();
  const { locale } = useLocale();
  const where = c.bounds ? t('hotels.mapArea') : (place?.name ?? '…');
  const title = c.near && !c.bounds ? t('hotels.titleNear') : t('hotels.title', { place: where });
  return (
    <SearchHeader
      title={title}
      summary={t('hotels.summary', {
        dates: `${formatCalendarDate(c.checkIn, locale)} – ${formatCalendarDate(c.checkOut, locale)}`,
        nights: t('search.hotelForm.nights', { smart_count: nightsOf(c) }),
        guests: hotelGuestsText(t, c.party),
      })}
      formId="hotel-change-search"
      editing={editing}
    >
      <HotelSearchForm
        key={c.near ? 'near' : (place?.id ?? 'none')}
        initial={{
          place: c.near ? { type: 'NEAR', ...c.near } : place ? toPlaceChoice(place) : null,
          checkIn: c.checkIn,
          checkOut: c.checkOut,
          party: c.party,
        }}
      />
    </SearchHeader>
  );
}
