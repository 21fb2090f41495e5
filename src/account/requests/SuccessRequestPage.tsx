import './catalogue';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { BookingRequestDocument, type BookingRequestQuery } from '../../api/generated/corporate';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { requestTime } from './requestFormat';

type Request = NonNullable<BookingRequestQuery['booking_request']>;

/**
 * /checkout/success-request?id=: the checkout was sent for approval — to whom, and by when it
 * will be decided (docs/approvals.md).
 */
export function SuccessRequestPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('requests.sent.title'));
  const [params] = useSearchParams();
  const id = params.get('id');
  const [request, setRequest] = useState<Request | null | undefined>(undefined);
  useEffect(() => {
    if (!id) {
      setRequest(null);
      return;
    }
    graphqlRequest('corporate', BookingRequestDocument, { id })
      .then((data) => setRequest(data.booking_request ?? null))
      .catch(() => setRequest(null));
  }, [id]);

  if (request === undefined) return <CircularProgress aria-label={t('requests.sent.title')} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography component="h1" variant="h5">
        {t('requests.sent.title')}
      </Typography>
      {request ? (
        <>
          <Typography variant="subtitle1">{request.summary}</Typography>
          <Typography>{t('requests.sent.body', { name: request.approver?.name ?? '' })}</Typography>
          <Typography>
            {t('requests.sent.by', { date: requestTime(request.deadline_at, locale) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('requests.sent.mail')}
          </Typography>
        </>
      ) : (
        <Alert severity="warning">{t('requests.sent.missing')}</Alert>
      )}
      <Button component={RouterLink} to="/account/request-bookings" variant="contained">
        {t('requests.sent.follow')}
      </Button>
    </Stack>
  );
}
