import { PlaceLookupDocument, type PlaceFieldsFragment } from '../../api/generated/places';
import { useLocale } from '../../i18n/context';
import { useGraphqlQuery } from './useGraphqlQuery';

/** A place for an id or IATA code read back from a URL; null until known (or unknown). */
export function usePlaceLookup(
  ref: { id?: string; code?: string } | null,
): PlaceFieldsFragment | null {
  const { locale } = useLocale();
  const input = ref && (ref.id || ref.code) ? { ...ref, locale } : null;
  const result = useGraphqlQuery('places', PlaceLookupDocument, input ? { input } : null);
  return result.status === 'ready' ? (result.data?.place ?? null) : null;
}

/** How a place is named in a title: an airport by its city ('Hà Nội'), others by name. */
export function placeTitle(place: PlaceFieldsFragment | null, fallback: string): string {
  if (!place) return fallback;
  return place.type === 'AIRPORT' && place.city_name ? place.city_name : place.name;
}
