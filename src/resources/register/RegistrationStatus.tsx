import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MyCorporate } from '../../account/store/corporateStore';
import { CORPORATE_BASE } from '../../routes/routeTable';

const nameOf = (corporate: MyCorporate) => corporate.display_name || corporate.company_name;

/** A registration waiting for review: who reviews it, what happens next, what to do meanwhile. */
export function PendingRegistration({ corporate }: { corporate: MyCorporate }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {translate('console.register.pendingTitle', { company: nameOf(corporate) })}
      </AlertTitle>
      <Typography>{translate('console.register.pendingBody')}</Typography>
      <Typography component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('console.register.nextTitle')}
      </Typography>
      <ol style={{ marginTop: 4, paddingInlineStart: 20 }}>
        <li>{translate('console.register.next1')}</li>
        <li>{translate('console.register.next2')}</li>
        <li>{translate('console.register.next3')}</li>
      </ol>
      <Typography>{translate('console.register.meanwhile')}</Typography>
      <Button
        component={RouterLink}
        to={`${CORPORATE_BASE}/detail`}
        variant="outlined"
        sx={{ mt: 2 }}
      >
        {translate('console.register.openDetails')}
      </Button>
    </Alert>
  );
}

/** The company is approved: nothing to register; its details are elsewhere. */
export function ApprovedRegistration({ corporate }: { corporate: MyCorporate }) {
  const translate = useTranslate();
  return (
    <Alert severity="success">
      <AlertTitle component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {translate('console.register.approvedTitle')}
      </AlertTitle>
      {translate('console.register.approvedBody', { company: nameOf(corporate) })}
      <div>
        <Button component={RouterLink} to={`${CORPORATE_BASE}/detail`} sx={{ mt: 1, px: 0 }}>
          {translate('console.register.openDetails')}
        </Button>
      </div>
    </Alert>
  );
}
