import type { Translate } from '../../i18n/context';
import type { HotelParty } from './party';

/** "2 adults, 1 child, 1 room": each count with its own plural form. */
export function hotelGuestsText(t: Translate, party: HotelParty): string {
  return t('search.party.guestsSummary', {
    adults: t('search.party.adultsCount', { smart_count: party.adults }),
    children: t('search.party.childrenCount', { smart_count: party.children }),
    rooms: t('search.party.roomsCount', { smart_count: party.rooms }),
  });
}
