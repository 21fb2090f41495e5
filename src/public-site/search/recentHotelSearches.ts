import type { HotelParty } from './party';
import { isPlaceChoice, type PlaceChoice } from './place';
import { readJson, STORAGE_KEYS, writeJson } from './storage';
import { isIsoDate } from './dates';

/** Spec §9: recent hotel searches kept. */
export const MAX_RECENT_HOTEL_SEARCHES = 3;

export interface RecentHotelSearch extends HotelParty {
  place: PlaceChoice;
  checkIn: string;
  checkOut: string;
}

function isRecent(value: unknown): value is RecentHotelSearch {
  const v = value as Partial<RecentHotelSearch> | null;
  return (
    !!v &&
    isPlaceChoice(v.place) &&
    isIsoDate(v.checkIn) &&
    isIsoDate(v.checkOut) &&
    [v.adults, v.children, v.rooms].every((n) => Number.isInteger(n))
  );
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** Newest first; unreadable entries are skipped. */
export function readRecentHotelSearches(): RecentHotelSearch[] {
  return (readJson(STORAGE_KEYS.recentHotelSearches, isList) ?? [])
    .filter(isRecent)
    .slice(0, MAX_RECENT_HOTEL_SEARCHES);
}

/** Puts `search` first; an older search of the same place is replaced; at most 3 are kept. */
export function rememberHotelSearch(search: RecentHotelSearch): RecentHotelSearch[] {
  const next = [
    search,
    ...readRecentHotelSearches().filter((s) => s.place.id !== search.place.id),
  ].slice(0, MAX_RECENT_HOTEL_SEARCHES);
  writeJson(STORAGE_KEYS.recentHotelSearches, next);
  return next;
}
