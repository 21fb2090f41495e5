import { Link as RouterLink } from 'react-router-dom';
import {
  Loading,
  useCanAccessResources,
  useGetResourceLabel,
  usePermissions,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useStore } from '../account/store/createStore';
import { corporateStore } from '../account/store/corporateStore';
import type { Actor } from '../../common/permissions/corporate';
import { RESOURCES } from '../resources';
import { useFormatDate } from '../resources/common/formats';
import { ConsoleTitle } from './ConsoleTitle';
import { isBuilt } from '../resources/types';
import { CORPORATE_BASE } from '../routes/routeTable';
import { ConsoleMessage } from './pages/ConsoleMessage';
import { DashboardCounts } from './DashboardCounts';
import { PermissionsErrorPage } from './pages/PermissionsErrorPage';

const BUILT = RESOURCES.filter((r) => isBuilt(r) && r.list);

/** Someone signed in who belongs to no corporate: what they can do instead. */
function NoCorporate() {
  const translate = useTranslate();
  return (
    <ConsoleMessage
      title={translate('console.noCorporate.title')}
      body={translate('console.noCorporate.body')}
      actions={
        <>
          <Button component={RouterLink} to={`${CORPORATE_BASE}/register`} variant="contained">
            {translate('console.noCorporate.register')}
          </Button>
          <Button component={RouterLink} to="/corporate-program">
            {translate('console.noCorporate.learnMore')}
          </Button>
        </>
      }
    />
  );
}

/** Links to the built sections the role may list. */
function Sections() {
  const translate = useTranslate();
  const label = useGetResourceLabel();
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: BUILT.map((r) => r.name),
  });
  if (isPending) return null;
  const mine = BUILT.filter((r) => canAccess?.[r.name]);
  return (
    <Box component="section" aria-labelledby="dashboard-sections" sx={{ mt: 4 }}>
      <Typography id="dashboard-sections" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {translate('console.dashboard.sections')}
      </Typography>
      {mine.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('console.dashboard.noSections')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
          }}
        >
          {mine.map((resource) => (
            <li key={resource.name}>
              <Card variant="outlined">
                <CardActionArea
                  component={RouterLink}
                  to={`${CORPORATE_BASE}/${resource.name}`}
                  sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
                >
                  <resource.icon />
                  <Typography sx={{ fontWeight: 600 }}>{label(resource.name, 2)}</Typography>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Tổng quan: the company, its review status and the caller's role (the corporate query), and
 * the sections the role may use, and the counts a company admin looks at first (active staff,
 * pending invitations, departments, cost centers near their budget: DashboardCounts).
 */
export function Dashboard() {
  const translate = useTranslate();
  const date = useFormatDate();
  const { permissions, isPending, error } = usePermissions<Actor>();
  const { corporate } = useStore(corporateStore);
  if (error) return <PermissionsErrorPage />;
  if (isPending || !permissions) return <Loading />;
  if (!permissions.corporateId || !corporate) return <NoCorporate />;
  const title = corporate.display_name || corporate.company_name;
  const status = corporate.status ?? 'PENDING';
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: { xs: 2, md: 4 } }}>
      <ConsoleTitle title={translate('resources.dashboard.name')} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {title}
      </Typography>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {permissions.role && (
          <Chip
            label={`${translate('console.dashboard.yourRole')}: ${translate(`console.roles.${permissions.role}`)}`}
          />
        )}
        <Chip
          color={status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'warning'}
          variant="outlined"
          label={`${translate('console.dashboard.status')}: ${translate(`console.corporateStatus.${status}`)}`}
        />
      </Box>
      {status === 'APPROVED' && corporate.approved_at && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('console.dashboard.approvedAt', {
            date: date(corporate.approved_at),
          })}
        </Typography>
      )}
      {status !== 'APPROVED' && (
        <Alert severity={status === 'REJECTED' ? 'error' : 'info'} sx={{ mt: 2 }}>
          {permissions.trialActive && corporate.trial_expired_at
            ? translate('console.dashboard.trial', {
                date: date(corporate.trial_expired_at),
              })
            : translate(
                status === 'REJECTED' ? 'console.dashboard.rejected' : 'console.dashboard.pending',
              )}
        </Alert>
      )}
      <DashboardCounts />
      <Sections />
    </Box>
  );
}
