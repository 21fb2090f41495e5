import type { TripFilterInput, TripSelectedTime, TripTimeType } from '../api/generated/trips';
import { SESSION_STORAGE_KEYS } from '../account/clientState';

/**
 * The spec's trip filter (§3) as the list page holds it, with its defaults (business and
 * personal on, time type all), and the saved trip search ("trip global" in session storage):
 * the filter, the view and the trip last opened. Leaving trip-detail clears it (leaveRule.ts).
 */
export interface TripFilter {
  isBusiness: boolean;
  isPersonal: boolean;
  time_type: TripTimeType;
  selectedTime: TripSelectedTime;
  dateRange: { from: string; to: string };
  search: string;
  user_ids: string[];
  department_ids: string[];
  cost_center_ids: string[];
  locations: string[];
}

export type TripView = 'mine' | 'company';

export interface SavedTripSearch {
  filter: TripFilter;
  view: TripView;
  page: number;
  /** The trip last opened from the list. */
  tripId: string | null;
}

export const TIME_TYPES: TripTimeType[] = ['ALL', 'UPCOMING', 'ONGOING', 'PAST'];
export const SELECTED_TIMES: TripSelectedTime[] = [
  'ALL',
  'THIS_WEEK',
  'THIS_MONTH',
  'NEXT_30_DAYS',
  'LAST_30_DAYS',
  'THIS_YEAR',
  'CUSTOM',
];

export const DEFAULT_FILTER: TripFilter = {
  isBusiness: true,
  isPersonal: true,
  time_type: 'ALL',
  selectedTime: 'ALL',
  dateRange: { from: '', to: '' },
  search: '',
  user_ids: [],
  department_ids: [],
  cost_center_ids: [],
  locations: [],
};

export const PAGE_SIZE = 20;

/** What the trips service reads: empty parts left out. */
export function filterInput(filter: TripFilter, page: number): TripFilterInput {
  const list = (v: string[]) => (v.length ? v : undefined);
  return {
    isBusiness: filter.isBusiness,
    isPersonal: filter.isPersonal,
    time_type: filter.time_type,
    selectedTime: filter.selectedTime,
    dateRange:
      filter.selectedTime === 'CUSTOM'
        ? { from: filter.dateRange.from || null, to: filter.dateRange.to || null }
        : undefined,
    search: filter.search.trim() || undefined,
    user_ids: list(filter.user_ids),
    department_ids: list(filter.department_ids),
    cost_center_ids: list(filter.cost_center_ids),
    locations: list(filter.locations),
    page,
    limit: PAGE_SIZE,
  };
}

export function readSavedSearch(): SavedTripSearch | null {
  try {
    const raw = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.tripGlobal);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedTripSearch>;
    return {
      filter: { ...DEFAULT_FILTER, ...saved.filter },
      view: saved.view === 'company' ? 'company' : 'mine',
      page: Number.isInteger(saved.page) && saved.page! > 0 ? saved.page! : 1,
      tripId: typeof saved.tripId === 'string' ? saved.tripId : null,
    };
  } catch {
    return null;
  }
}

export function saveSearch(search: SavedTripSearch): void {
  try {
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.tripGlobal, JSON.stringify(search));
  } catch {
    // storage unavailable: the filter lasts for this page only
  }
}

/** Remembers the trip opened from the list (spec §3 "trip id"). */
export function rememberTrip(tripId: string): void {
  const saved = readSavedSearch() ?? { filter: DEFAULT_FILTER, view: 'mine', page: 1, tripId };
  saveSearch({ ...saved, tripId });
}
