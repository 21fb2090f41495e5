import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import type { ApprovalCountersQuery } from '../../api/generated/corporate';

export type ApprovalCounters = ApprovalCountersQuery['approval_counters'];

/**
 * The approval counters of spec §3 (total pending, approvals, hotel approvals, flight
 * approvals) for those who approve; refreshed every minute. One query for the header's badge
 * and the menu's.
 */
export function useApprovalCounters() {
  const { canAccess } = useCanAccess({ resource: 'approval', action: 'list' });
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['approval', 'counters'],
    queryFn: async () =>
      ((await dataProvider.counters('approval', {})) as { data: ApprovalCounters }).data,
    enabled: canAccess === true,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
