import { Loading, useGetOne, usePermissions, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { CorporateDetailFieldsFragment as Detail } from '../../api/generated/corporate';
import { ConsoleTitle } from '../../corporate/ConsoleTitle';
import { can, type Actor } from '../../../common/permissions/corporate';
import { CorporateEditForm } from './CorporateEditForm';
import { CorporateFacts } from './CorporateFacts';
import { CorporateHeader } from './CorporateHeader';
import { CreditTermsCard, RankCard } from './TermsCards';

/**
 * /corporate/detail: the company as everyone in it sees it — name, logo, status and trial, its
 * details, rank and (to owner, admin and accounting) its credit terms — and, for owner and
 * admin, the form that changes it (update_corporate, logo upload).
 */
export function CorporateDetailPage() {
  const translate = useTranslate();
  const { permissions: actor } = usePermissions<Actor>();
  const id = actor?.corporateId ?? '';
  const { data, isPending, error, refetch } = useGetOne<Detail>(
    'detail',
    { id },
    { enabled: Boolean(id) },
  );
  const title = translate('resources.detail.name');

  let body;
  if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => refetch()}>
            {translate('console.detail.retry')}
          </Button>
        }
      >
        {translate('console.detail.loadError')}
      </Alert>
    );
  } else if (isPending || !actor) {
    body = id ? <Skeleton variant="rounded" height={360} /> : <Loading />;
  } else {
    const editable = can(actor, 'edit', 'corporate');
    body = (
      <>
        <CorporateHeader record={data} />
        <Box
          sx={{
            mt: 3,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Card variant="outlined">
            {editable ? (
              <CorporateEditForm record={data} />
            ) : (
              <CardContent>
                <CorporateFacts record={data} />
              </CardContent>
            )}
          </Card>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {can(actor, 'show', 'credit_terms') && (
              <CreditTermsCard
                credit={data.corporate_credit}
                canRequest={can(actor, 'create', 'credit_requests')}
              />
            )}
            <RankCard rank={data.rank_configuration} currency={data.currency ?? 'VND'} />
          </Box>
        </Box>
      </>
    );
  }
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: { xs: 2, md: 4 } }}>
      <ConsoleTitle title={title} />
      {body}
    </Box>
  );
}
