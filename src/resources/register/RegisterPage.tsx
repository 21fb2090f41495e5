import { Loading, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { corporateStore } from '../../account/store/corporateStore';
import { useStore } from '../../account/store/createStore';
import { ConsoleTitle } from '../../corporate/ConsoleTitle';
import { PermissionsErrorPage } from '../../corporate/pages/PermissionsErrorPage';
import { actorOf, can } from '../../../common/permissions/corporate';
import { ContactForm } from './ContactForm';
import { CreditRequestForm } from './CreditRequestForm';
import { RegistrationForm } from './RegistrationForm';
import { ApprovedRegistration, PendingRegistration } from './RegistrationStatus';
import { RejectedRegistration } from './RejectedRegistration';

/**
 * /corporate/register (docs/corporate-profile.md): someone in no corporate registers one;
 * a pending registration says what happens next; a rejected one is corrected and sent again;
 * owner and admin may ask for a credit line; anyone may write to the corporate team.
 */
export function RegisterPage() {
  const translate = useTranslate();
  const { status, corporate } = useStore(corporateStore);
  const title = translate('resources.register.name');
  if (status === 'error') return <PermissionsErrorPage />;
  if (status !== 'ready') return <Loading />;
  const mayAskCredit =
    corporate?.status !== 'REJECTED' && can(actorOf(null, corporate), 'create', 'credit_requests');

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: { xs: 2, md: 4 }, maxWidth: 760 }}>
      <ConsoleTitle title={title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {title}
      </Typography>
      <Stack spacing={3} sx={{ mt: 2 }}>
        {!corporate && (
          <>
            <Typography color="text.secondary">{translate('console.register.intro')}</Typography>
            <RegistrationForm />
          </>
        )}
        {corporate && !['APPROVED', 'REJECTED'].includes(corporate.status ?? '') && (
          <PendingRegistration corporate={corporate} />
        )}
        {corporate?.status === 'APPROVED' && <ApprovedRegistration corporate={corporate} />}
        {corporate?.status === 'REJECTED' && <RejectedRegistration corporate={corporate} />}
        {mayAskCredit && <CreditRequestForm />}
        <ContactForm companyName={corporate?.company_name} />
      </Stack>
    </Box>
  );
}
