import { useGetOne, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { MyCorporate } from '../../account/store/corporateStore';
import { pick } from '../../dataProviders/paging';
import { REGISTRATION_FIELDS } from '../../dataProviders/corporate/registrationFields';
import { RegistrationForm } from './RegistrationForm';

/**
 * A REJECTED registration: its owner corrects the details (read in full) and sends them again
 * (the same corporate becomes PENDING); another member only learns that it was not approved.
 */
export function RejectedRegistration({ corporate }: { corporate: MyCorporate }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne(
    'detail',
    { id: corporate.id },
    { enabled: corporate.is_owner },
  );
  if (!corporate.is_owner) {
    return <Alert severity="error">{translate('console.register.rejectedMember')}</Alert>;
  }
  return (
    <>
      <Alert severity="error">
        <AlertTitle component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {translate('console.register.rejectedTitle')}
        </AlertTitle>
        {translate('console.register.rejectedBody')}
      </Alert>
      {error ? (
        <Alert
          severity="error"
          action={<Button onClick={() => refetch()}>{translate('console.detail.retry')}</Button>}
        >
          {translate('console.register.loadError')}
        </Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <RegistrationForm record={pick(data ?? {}, REGISTRATION_FIELDS)} />
      )}
    </>
  );
}
