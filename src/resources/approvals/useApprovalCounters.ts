import { useQuery } from '@tanstack/react-query';
import { useCanAccess } from 'react-admin';
import { graphqlRequest } from '../../api/graphql';
import {
  ApprovalCountersDocument,
  type ApprovalCountersQuery,
} from '../../api/generated/corporate';
import { corporateId } from '../../dataProviders/corporate/scope';

export type ApprovalCounters = ApprovalCountersQuery['approval_counters'];

/**
 * The approval counters of spec §3 (total pending, approvals, hotel approvals, flight
 * approvals) for those who approve; refreshed every minute. One query for the header's badge
 * and the menu's.
 *
 * Asked with the plain GraphQL request, not the data provider: the header shows on the
 * console's first screen, and the data provider would bring Apollo and ra-data-graphql
 * (~60 KB gzip) into the console's first load (issue 20's 360 KiB budget).
 */
export function useApprovalCounters() {
  const { canAccess } = useCanAccess({ resource: 'approval', action: 'list' });
  return useQuery({
    queryKey: ['approval', 'counters'],
    queryFn: async ({ signal }) => {
      const variables = { corporate_id: await corporateId() };
      const data = await graphqlRequest('corporate', ApprovalCountersDocument, variables, {
        signal,
      });
      return data.approval_counters;
    },
    enabled: canAccess === true,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
