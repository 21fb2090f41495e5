import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type GraphqlDocument } from '../../api/graphql';
import { AnalysisScopeDocument } from '../../api/generated/corporate';
import { corporateId } from '../../dataProviders/corporate/scope';

/**
 * One analysis query through the plain GraphQL request (src/api/graphql.ts), as the dashboard's
 * counts ask: the analysis chunk carries no Apollo or ra-data-graphql (docs/analysis-ui.md).
 * The corporate is the caller's; while a new filter's answer comes, the last one stays shown.
 */
export function useAnalysisQuery<TData, TVars extends { filter?: unknown }>(
  name: string,
  document: GraphqlDocument<TData, TVars>,
  variables: Omit<TVars, 'filter'> & { filter: Record<string, unknown> },
) {
  return useQuery({
    queryKey: ['corporate', 'analysis', name, variables],
    queryFn: async ({ signal }) => {
      const corporate_id = await corporateId();
      return graphqlRequest(
        'corporate',
        document,
        { ...variables, filter: { ...variables.filter, corporate_id } } as unknown as TVars,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * What the caller's dashboards cover (analysis_scope: the company, the departments they approve,
 * or themselves), asked once and shared by the pages, the filter bar and the section tabs.
 */
export function useAnalysisScope() {
  return useQuery({
    queryKey: ['corporate', 'analysis', 'scope'],
    queryFn: async ({ signal }) => {
      const corporate_id = await corporateId();
      const data = await graphqlRequest(
        'corporate',
        AnalysisScopeDocument,
        { corporate_id },
        { signal },
      );
      return data.analysis_scope;
    },
    staleTime: 5 * 60_000,
  });
}
