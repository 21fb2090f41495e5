import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../api/graphql';
import { CorporateDashboardDocument } from '../api/generated/corporate';

/**
 * The counts a company admin looks at first (the corporate_dashboard query, one SQL statement
 * scoped by the corporate id): a count the role may not list comes back null and is not shown.
 */
export function DashboardCounts() {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['corporate', 'corporate_dashboard'],
    queryFn: ({ signal }) =>
      graphqlRequest('corporate', CorporateDashboardDocument, {}, { signal }),
  });
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {translate('console.dashboard.countsError')}
      </Alert>
    );
  }
  const d = data?.corporate_dashboard;
  const items = [
    ['activeStaff', d?.active_staff],
    ['pendingInvitations', d?.pending_invitations],
    ['departments', d?.departments],
    ['nearBudget', d?.cost_centers_near_budget],
  ] as const;
  const shown = isPending ? items : items.filter(([, value]) => value != null);
  if (!isPending && shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-counts" sx={{ mt: 4 }}>
      <Typography id="dashboard-counts" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {translate('console.dashboard.counts')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {shown.map(([key, value]) => (
          <Card key={key} variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
              {translate(`console.dashboard.${key}`, { percent: d?.near_budget_percent ?? 80 })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700 }}>
              {isPending ? <Skeleton width={48} /> : value}
            </Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
