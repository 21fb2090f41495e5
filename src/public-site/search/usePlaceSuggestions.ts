import { useEffect, useState } from 'react';
import { graphqlRequest } from '../../api/graphql';
import { SearchPlacesDocument, type PlaceFieldsFragment } from '../../api/generated/places';
import { useLocale } from '../../i18n/context';
import type { PlaceKind } from './place';

/** Wait this long after the last key press before asking the server. */
export const SUGGEST_DEBOUNCE_MS = 200;
const LIMIT = 8;

export type SuggestionState =
  | { status: 'idle' | 'loading'; places: PlaceFieldsFragment[] }
  | { status: 'ready'; places: PlaceFieldsFragment[] }
  | { status: 'error'; places: PlaceFieldsFragment[] };

/** Places matching `query` (popular places for ''), while `active`; debounced, newest wins. */
export function usePlaceSuggestions(
  query: string,
  types: readonly PlaceKind[],
  active: boolean,
): SuggestionState {
  const { locale } = useLocale();
  const [state, setState] = useState<SuggestionState>({ status: 'idle', places: [] });
  const typesKey = types.join(',');

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', places: s.places }));
    const timer = window.setTimeout(() => {
      graphqlRequest(
        'places',
        SearchPlacesDocument,
        {
          input: {
            query: query.trim(),
            locale,
            types: typesKey.split(',') as PlaceKind[],
            limit: LIMIT,
          },
        },
        { signal: controller.signal },
      ).then(
        (data) => setState({ status: 'ready', places: data.search_places.entries }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'error', places: [] });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, typesKey, locale, active]);

  return state;
}
