import { useCallback, useMemo } from 'react';
import { useDeskTravellerId } from '../../account/desk/deskStore';
import { graphqlRequest } from '../../api/graphql';
import { SearchPropertiesDocument, type SearchPropertiesQuery } from '../../api/generated/property';
import { useLocale } from '../../i18n/context';
import { useGraphqlQuery } from '../search/useGraphqlQuery';
import { useMorePages } from '../search/useMorePages';
import { toSearchPropertiesInput, type HotelQuery } from './hotelQuery';

export type HotelResult = SearchPropertiesQuery['search_properties']['entries'][number];

/** search_properties for the query in the URL, with "show more" (pages of `pageSize`). */
export function useHotelResults(query: HotelQuery, pageSize = 20) {
  const { locale } = useLocale();
  // The travel desk's colleague: their policy's verdicts (docs/travel-policy-verdicts.md).
  const travellerId = useDeskTravellerId();
  const input = useMemo(
    () =>
      query.problem
        ? null
        : {
            ...toSearchPropertiesInput(query, pageSize),
            ...(travellerId ? { traveller_id: travellerId } : {}),
          },
    [query, pageSize, travellerId],
  );
  const result = useGraphqlQuery('property', SearchPropertiesDocument, input ? { input } : null);
  const search = result.data?.search_properties ?? null;
  const key = input ? `${locale}:${JSON.stringify(input)}` : null;
  const fetchPage = useCallback(
    async (after: string) => {
      const data = await graphqlRequest('property', SearchPropertiesDocument, {
        input: { ...input!, after },
      });
      const page = data.search_properties;
      return { entries: page.entries, after: page.metadata.after ?? null };
    },
    [input],
  );
  const first =
    result.status === 'ready' && search
      ? { entries: search.entries, after: search.metadata.after ?? null }
      : null;
  const more = useMorePages<HotelResult>(key, first, fetchPage);
  return {
    key,
    status: result.status,
    error: result.error,
    retry: result.retry,
    entries: first ? more.entries : (search?.entries ?? []),
    total: search?.metadata.total_count ?? 0,
    facets: search?.facets ?? null,
    center: search?.center ?? null,
    nights: search?.nights ?? 0,
    more,
  };
}
