import { useCallback, useMemo } from 'react';
import { useDeskTravellerId } from '../../account/desk/deskStore';
import { graphqlRequest } from '../../api/graphql';
import {
  SearchFlightsDocument,
  type FlightOptionFieldsFragment,
} from '../../api/generated/flights';
import { useLocale } from '../../i18n/context';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { useMorePages } from '../search/useMorePages';
import { toSearchFlightsInput, type FlightQuery } from './flightQuery';

export type FlightStep = 'departure' | 'return';

/** The list the page shows: departures, or returns once a round trip's departure is chosen. */
export function useFlightResults(query: FlightQuery) {
  const { locale } = useLocale();
  const step: FlightStep = query.criteria.return && query.outbound ? 'return' : 'departure';
  // The travel desk's colleague: their policy's verdicts (docs/travel-policy-verdicts.md).
  const travellerId = useDeskTravellerId();
  const input = useMemo(
    () =>
      query.problem
        ? null
        : {
            ...toSearchFlightsInput(query),
            ...(travellerId ? { traveller_id: travellerId } : {}),
          },
    [query, travellerId],
  );
  const result = useGraphqlQuery('flights', SearchFlightsDocument, input ? { input } : null);
  const search = result.data?.search_flights ?? null;
  const list = step === 'return' ? search?.return : search?.departure;
  const facets = (step === 'return' ? search?.return_facets : search?.facets) ?? null;
  const key = input ? `${locale}:${JSON.stringify(input)}` : null;

  const fetchPage = useCallback(
    async (after: string) => {
      const data = await graphqlRequest('flights', SearchFlightsDocument, {
        input: { ...input!, ...(step === 'return' ? { return_after: after } : { after }) },
      });
      const page = step === 'return' ? data.search_flights.return : data.search_flights.departure;
      return { entries: page?.entries ?? [], after: page?.metadata.after ?? null };
    },
    [input, step],
  );
  const first =
    result.status === 'ready' && list
      ? { entries: list.entries, after: list.metadata.after ?? null }
      : null;
  const more = useMorePages<FlightOptionFieldsFragment>(key, first, fetchPage);

  return {
    step,
    status: result.status,
    error: result.error,
    retry: result.retry,
    /** Stale entries stay visible while a changed search loads. */
    entries: first ? more.entries : (list?.entries ?? []),
    total: list?.metadata.total_count ?? 0,
    facets,
    more,
  };
}
